import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { overloadedText } from "../../src/mtg/cards/oracle/keywords/overload.js";
import { compiles } from "./compiled.js";

const OVERLOAD_REMINDER =
  '(You may cast this spell for its overload cost. If you do, change its text by replacing all instances of "target" with "each.")';

describe("overload (702.96a): the overloaded spell is compiled from the changed text", () => {
  it('replaces every "target" with "each" (702.96a)', () => {
    assert.equal(overloadedText("Target creature you control gets +2/+0."), "Each creature you control gets +2/+0.");
    assert.equal(
      overloadedText("Destroy target artifact you don't control."),
      "Destroy each artifact you don't control.",
    );
  });

  it("keeps the overloaded paragraphs, with no targets, on the keyword", () => {
    const [spell, keyword] = compileOracleText(
      `Destroy target artifact you don't control.\nOverload {4}{R} ${OVERLOAD_REMINDER}`,
      "Test Card",
    );
    assert.equal(spell?.kind, "spell");
    assert.equal(keyword?.kind, "keyword");
    if (keyword?.kind !== "keyword") return;
    assert.equal(keyword.keyword, "overload");
    assert.equal(keyword.cost, "{4}{R}");
    assert.equal(keyword.overloaded?.length, 1);
    assert.equal(keyword.overloaded?.[0]?.targets?.length ?? 0, 0);
    assert.equal(keyword.overloaded?.[0]?.text, "Destroy each artifact you don't control.");
  });

  it("leaves Overload as text when the changed spell is not understood", () => {
    const [, keyword] = compileOracleText(
      `Frobnicate target widget.\nOverload {4}{R} ${OVERLOAD_REMINDER}`,
      "Test Card",
    );
    assert.equal(keyword?.kind, "text");
  });
});

describe("aftermath (702.127a)", () => {
  it("reads the bare keyword with its reminder text", () => {
    compiles("Aftermath (Cast this spell only from your graveyard. Then exile it.)", {
      kind: "keyword",
      keyword: "aftermath",
    });
  });
});

describe("assist (702.132a)", () => {
  it("reads the bare keyword with its reminder text", () => {
    compiles("Assist (Another player can pay up to {7} of this spell's cost.)", { kind: "keyword", keyword: "assist" });
  });
});

describe("miracle (702.94a)", () => {
  it("reads the keyword with its cost", () => {
    compiles(
      "Miracle {W} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)",
      { kind: "keyword", keyword: "miracle", cost: "{W}" },
    );
  });
});

describe("spectacle (702.137a)", () => {
  it("reads the keyword with its cost", () => {
    compiles(
      "Spectacle {2}{B} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)",
      { kind: "keyword", keyword: "spectacle", cost: "{2}{B}" },
    );
  });
});
