import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { runScenario } from "../../src/scenario/rulesets/run.js";

/** The setup extensions `meldedWith` (712.4a) and `exiledWith` (607.2a) refuse what can't be. */

function loadProblems(setup: string): { code: string; message: string; line: number | undefined }[] {
  const r = parseScenario(`scenario: x\nsetup:\n${setup}`, "t.yaml", LIBRARY_CATALOG);
  return r.ok ? [] : r.problems.map((p) => ({ code: p.code, message: p.message, line: p.line }));
}

function runProblem(setup: string): { code: string; message: string; line: number | undefined } | undefined {
  const parsed = parseScenario(`scenario: x\nsetup:\n${setup}`, "t.yaml", LIBRARY_CATALOG);
  assert.ok(parsed.ok, parsed.ok ? "" : parsed.problems.map((p) => p.message).join("; "));
  const p = runScenario(parsed.value).problems[0];
  return p && { code: p.code, message: p.message, line: p.line };
}

describe("setup: melded permanents", () => {
  it("refuses a melded permanent outside the battlefield, front face up, face down or as a token", () => {
    for (const [setup, why] of [
      [
        '  hand: { Alice: [ { card: "Gisela, the Broken Blade", meldedWith: "Bruna, the Fading Light" } ] }',
        /on the battlefield/,
      ],
      [
        '  battlefield: [ { card: "Gisela, the Broken Blade", meldedWith: "Bruna, the Fading Light", face: front } ]',
        /back faces up/,
      ],
      [
        '  battlefield: [ { card: "Gisela, the Broken Blade", meldedWith: "Bruna, the Fading Light", faceDown: true } ]',
        /712\.16/,
      ],
      [
        '  battlefield: [ { card: "Gisela, the Broken Blade", token: true, meldedWith: "Bruna, the Fading Light" } ]',
        /two cards/,
      ],
    ] as const) {
      const problems = loadProblems(setup);
      assert.equal(problems[0]?.code, "schema.badValue", setup);
      assert.match(problems[0]?.message ?? "", why);
      assert.equal(problems[0]?.line, 3);
    }
  });

  it("suggests names for an unknown card", () => {
    const problems = loadProblems(
      '  battlefield: [ { card: "Gisela, the Broken Blade", meldedWith: "Bruna the Fading Light" } ]',
    );
    assert.equal(problems[0]?.code, "ref.unknownCard");
    assert.match(problems[0]?.message ?? "", /did you mean "Bruna, the Fading Light"/);
  });

  it("refuses two cards that are not a meld pair", () => {
    for (const other of ["Grizzly Bears", "Gisela, the Broken Blade"]) {
      const p = runProblem(`  battlefield: [ { card: "Gisela, the Broken Blade", meldedWith: "${other}" } ]`);
      assert.equal(p?.code, "schema.badValue");
      assert.match(p?.message ?? "", /not the two cards of a meld pair/);
      assert.equal(p?.line, 3);
    }
  });
});

describe("setup: cards exiled with a permanent", () => {
  it("refuses exiledWith outside exile and an unknown id", () => {
    const outside = loadProblems(
      "  battlefield: [ { id: vat, card: Mimic Vat } ]\n  graveyard: { Alice: [ { card: Grizzly Bears, exiledWith: vat } ] }",
    );
    assert.equal(outside[0]?.code, "schema.badValue");
    assert.match(outside[0]?.message ?? "", /set up in exile/);
    const unknown = loadProblems("  exile: { Alice: [ { card: Grizzly Bears, exiledWith: vat } ] }");
    assert.equal(unknown[0]?.code, "ref.unknownObject");
  });

  it("refuses a host with no ability of its own", () => {
    const p = runProblem(
      '  battlefield: [ { id: t, token: { name: Blank, typeLine: "Artifact" } } ]\n  exile: { Alice: [ { card: Grizzly Bears, exiledWith: t } ] }',
    );
    assert.equal(p?.code, "schema.badValue");
    assert.match(p?.message ?? "", /no ability that could have exiled/);
  });
});
