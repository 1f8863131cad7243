import assert from "node:assert/strict";
import { test } from "node:test";
import type { LogEntry } from "../../src/mtg/model/state.js";
import { scenarioFiles } from "../../src/scenario/files.js";
import { runScenarioFile } from "../../src/scenario/rulesets/runFile.js";
import { type LogNames, logSentence } from "../../src/web/logSentence.js";

function names(lang: "en" | "fr"): LogNames {
  return {
    lang,
    nameOf: (id) => `<${id}>`,
    cardName: (name) => (lang === "fr" && name === "Grizzly Bears" ? "Ours grizzly" : name),
    printedName: () => null,
  };
}

const link = (id: string) => id;
const text = (e: LogEntry, lang: "en" | "fr") =>
  logSentence(e, names(lang), link)
    .segments.map((s) => (s.object !== undefined ? `[${s.text}]` : s.text))
    .join("");

test("every log entry of every scenario has a French sentence (issue 19: the log in English and French)", () => {
  const untranslated = new Map<string, string>();
  for (const file of scenarioFiles(["scenarios"], ["scenarios/errors"])) {
    for (const e of runScenarioFile(file).final?.state.log ?? []) {
      if (!logSentence(e, names("fr"), link).translated) untranslated.set(`${e.event}: ${e.detail}`, file);
    }
  }
  assert.deepEqual([...untranslated].slice(0, 20), [], "log details the workbench can only show in English");
});

test("combat damage and attacks name and link the objects they involve", () => {
  const damage: LogEntry = {
    event: "combat",
    detail: "Grizzly Bears deals 2 combat damage to Bob",
    rule: "510.2",
    objects: ["o3"],
  };
  assert.equal(text(damage, "fr"), "[Ours grizzly] inflige 2 blessure(s) de combat à Bob");
  assert.equal(text(damage, "en"), "[Grizzly Bears] deals 2 combat damage to Bob");
  const attack: LogEntry = { event: "attack", detail: "Grizzly Bears attacks o9", objects: ["o3", "o9"] };
  assert.equal(text(attack, "fr"), "[Ours grizzly] attaque [<o9>]");
});

test("a reason the log has no French for is shown as the engine wrote it, not half-translated", () => {
  const odd: LogEntry = { event: "combat", detail: "Grizzly Bears is removed from combat: a new reason" };
  const s = logSentence(odd, names("fr"), link);
  assert.equal(s.translated, false);
  assert.equal(s.segments.map((x) => x.text).join(""), odd.detail);
});

test("a divided assignment of combat damage links each creature it names", () => {
  const divided: LogEntry = {
    event: "combat",
    detail: "Branchsnap Lorian divides its damage: 2 to Grizzly Bears [o4], 2 to Bob",
    objects: ["o2"],
  };
  assert.equal(text(divided, "fr"), "[Branchsnap Lorian] répartit ses blessures : 2 à [Ours grizzly], 2 à Bob");
});
