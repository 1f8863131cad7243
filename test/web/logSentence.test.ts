import assert from "node:assert/strict";
import { test } from "node:test";
import { copyExceptionText } from "../../src/mtg/explain/copyExceptionText.js";
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

test("every log entry and copy exception of every scenario has French words (issue 19: English and French)", () => {
  const untranslated = new Map<string, string>();
  const englishExceptions = new Map<string, string>();
  for (const file of scenarioFiles(["scenarios"], ["scenarios/errors"])) {
    const state = runScenarioFile(file).final?.state;
    for (const e of state?.log ?? []) {
      if (!logSentence(e, names("fr"), link).translated) untranslated.set(`${e.event}: ${e.detail}`, file);
    }
    // The copy effects' exceptions (707.9) as an explanation shows them, in French.
    for (const effect of state?.effects ?? [])
      for (const x of effect.copy?.exceptions ?? []) {
        const note = `${x.text} (${x.rule})`;
        if (copyExceptionText("fr", note, (n) => n) === note) englishExceptions.set(note, file);
      }
  }
  assert.deepEqual([...untranslated].slice(0, 20), [], "log details the workbench can only show in English");
  assert.deepEqual([...englishExceptions].slice(0, 20), [], "copy exceptions an explanation can only say in English");
});

test("copy exceptions read in French, with the card's French name and the rule kept", () => {
  const fr = (note: string) => copyExceptionText("fr", note, (n) => (n === "Grizzly Bears" ? "Ours grizzly" : n));
  assert.equal(fr("its name is Grizzly Bears (707.9b)"), "son nom est Ours grizzly (707.9b)");
  assert.equal(
    fr("it's Artifact in addition to its other types (707.9b)"),
    "il est Artefact en plus de ses autres types (707.9b)",
  );
  assert.equal(fr("it isn't legendary (707.9b)"), "il n'est pas légendaire (707.9b)");
  assert.equal(
    fr("not a creature: the exceptions for a creature don't apply (707.9f)"),
    "pas une créature : les exceptions prévues pour ce type ne s'appliquent pas (707.9f)",
  );
  assert.equal(fr("has this ability (“Flying”) (707.9a)"), "il a cette capacité (“Flying”) (707.9a)");
  assert.equal(
    copyExceptionText("en", "it isn't legendary (707.9b)", (n) => n),
    "it isn't legendary (707.9b)",
  );
  assert.equal(fr("a wording no pattern knows (707.9b)"), "a wording no pattern knows (707.9b)");
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
