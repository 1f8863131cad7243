/**
 * The workbench's game log (no browser): every event of the game as a sentence in English and
 * French, with its rule and links to the objects it names, grouped by step; and the history's
 * steps named by what they did.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { Lang, LogLineView, RunResponse } from "../../src/web/protocol.js";
import { handleRun } from "../../src/web/session.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const IMAGE = "scenarios/cr/707/707.9a-phantasmal-image-targeted-by-a-triggered-ability.yaml";
const ELVES = "scenarios/rules/704.5f-zero-toughness-goes-to-graveyard.yaml";

function runFile(path: string, lang: Lang, at?: number): RunResponse {
  return handleRun({ yaml: readFileSync(resolve(ROOT, path), "utf8"), lang, ...(at !== undefined ? { at } : {}) });
}

const text = (l: Pick<LogLineView, "segments">) => l.segments.map((s) => s.text).join("");
const find = (r: RunResponse, event: string, rule: string) => r.log.find((l) => l.event === event && l.rule === rule);

describe("workbench game log", () => {
  it("tells a sacrifice trigger and a spell or ability that fizzles, each with its rule and objects", () => {
    const r = runFile(IMAGE, "en");
    const sacrifice = find(r, "sacrifice", "701.21a");
    assert.ok(sacrifice, "the sacrifice is logged");
    assert.equal(text(sacrifice), "Bob sacrifices Serra Angel");
    assert.deepEqual(
      sacrifice.segments.filter((s) => s.object !== undefined).map((s) => s.object),
      ["image"],
      "the sacrificed Image is linked by its scenario id",
    );
    assert.equal(sacrifice.step, 2);
    const fizzle = find(r, "resolve", "608.2b");
    assert.ok(fizzle);
    assert.equal(text(fizzle), "Cryptoplasm's ability doesn't resolve: all its targets are illegal");
    assert.equal(fizzle.segments[0]?.object, "plasm");
    const copy = r.log.find((l) => l.event === "copy");
    assert.equal(copy?.step, 0, "the setup's copy effect belongs to the setup");
    assert.equal(copy && text(copy), "Phantasmal Image becomes a copy of Serra Angel");
  });

  it("tells a state-based action with the reason its rule gives", () => {
    const r = runFile(ELVES, "en");
    const sba = find(r, "sba", "704.5f");
    assert.ok(sba);
    assert.equal(text(sba), "Llanowar Elves is put into its owner's graveyard: its toughness is 0 or less");
    assert.equal(r.steps[0]?.sentence, "Llanowar Elves is put into its owner's graveyard: its toughness is 0 or less");
  });

  it("says it in French, card names included", () => {
    const r = runFile(IMAGE, "fr");
    assert.equal(text(find(r, "sacrifice", "701.21a") ?? { segments: [] }), "Bob sacrifie Ange de Serra");
    assert.equal(
      text(find(r, "resolve", "608.2b") ?? { segments: [] }),
      "La capacité de Cryptoplasme ne se résout pas : toutes ses cibles sont devenues illégales",
    );
    const elves = runFile(ELVES, "fr");
    assert.equal(
      text(find(elves, "sba", "704.5f") ?? { segments: [] }),
      "Elfes de Llanowar est mis dans le cimetière de son propriétaire : son endurance est de 0 ou moins",
    );
    assert.ok(
      elves.log.every((l) => l.english !== true),
      "every event of these scenarios has a French sentence",
    );
  });

  it("shows the log of the state shown: a past step's board has the log up to that step", () => {
    const r = runFile(IMAGE, "en", 1);
    assert.equal(r.at, 1);
    assert.ok(r.log.every((l) => l.step <= 1));
    assert.equal(find(r, "sacrifice", "701.21a"), undefined);
    assert.ok(r.steps[1]?.sentence?.includes("Cryptoplasm's ability doesn't resolve"), "history names every step");
  });
});
