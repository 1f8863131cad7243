import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { humanReport, runScenarios } from "../cli/testCommand.js";
import { printable } from "../cli/printable.js";
import { styler } from "../cli/style.js";
import { LIBRARY_CATALOG } from "../scenario/catalog.js";
import { deadlineIn } from "../scenario/deadline.js";
import { findScenarioFiles } from "../scenario/files.js";
import { parseScenario } from "../scenario/rulesets/load.js";
import { selectAll } from "../scenario/refs.js";
import { runScenario } from "../scenario/rulesets/run.js";
import { Naming } from "../web/view.js";
import type { Rng } from "./rng.js";
import type { CorpusFile } from "./yamlFuzz.js";

/**
 * Fuzz cases for what the command line meets besides a file's text (issue 16): directory trees
 * with symbolic links back to themselves, names, keys and file names full of control characters,
 * and large boards played for many steps. Each case checks the property the CLI promises.
 */
export interface CliFuzzOutcome {
  readonly how: string;
  /** Why the case breaks the contract, or null. */
  readonly failure: string | null;
}

/** One case of every few YAML cases is a CLI case (see cases.ts): these seeds. */
export function isCliSeed(seed: number): boolean {
  return seed % 32 === 0;
}

export function runCliCase(rng: Rng, corpus: readonly CorpusFile[], scratch: string, limitMs: number): CliFuzzOutcome {
  const t0 = performance.now();
  const dir = mkdtempSync(join(scratch, "cli-"));
  let outcome: CliFuzzOutcome;
  try {
    const kind = rng.int(3);
    outcome =
      kind === 0 ? linkedTree(rng, corpus, dir) : kind === 1 ? controlCharacters(rng, corpus, dir) : largeBoard(rng);
  } catch (e) {
    outcome = {
      how: "cli case",
      failure: `exception: ${e instanceof Error ? `${e.message}\n${e.stack ?? ""}` : String(e)}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const ms = performance.now() - t0;
  return outcome.failure === null && ms > limitMs
    ? { ...outcome, failure: `took ${Math.round(ms)} ms (limit ${limitMs} ms)` }
    : outcome;
}

// ---------------------------------------------------------------------------------------------
// Directory trees with symbolic links

/** Random directories, scenario files and links (to the directory itself, a parent, a sibling, nowhere). */
function linkedTree(rng: Rng, corpus: readonly CorpusFile[], root: string): CliFuzzOutcome {
  const dirs = [root];
  const written: string[] = [];
  const links: string[] = [];
  for (let i = rng.range(0, 5); i > 0; i--) {
    const d = join(rng.pick(dirs) ?? root, `d${dirs.length}`);
    mkdirSync(d);
    dirs.push(d);
  }
  for (const d of dirs) {
    for (let i = rng.range(0, 2); i > 0; i--) {
      const file = join(d, `s${written.length}.yaml`);
      writeFileSync(file, rng.pick(corpus)?.text ?? "scenario: x\n");
      written.push(file);
    }
    for (let i = rng.range(0, 3); i > 0; i--) {
      const to = rng.chance(0.15) ? "nowhere" : relative(d, rng.pick(dirs) ?? root) || ".";
      symlinkSync(to, join(d, `l${links.length}`));
      links.push(`${relative(root, join(d, `l${links.length}`))} -> ${to}`);
    }
  }
  const how = `tree of ${dirs.length} directories, ${written.length} files, links ${links.join(", ") || "none"}`;
  const found = findScenarioFiles([root]);
  if (found.unreadable.length > 0)
    return { how, failure: `unreadable: ${found.unreadable.map((p) => p.message).join("; ")}` };
  // Every real file once, whatever the path the walk reached it by.
  const real = found.files.map((f) => join(realpathSync(dirname(f)), basename(f))).sort();
  const expected = written.map((f) => join(realpathSync(dirname(f)), basename(f))).sort();
  if (real.join("\n") !== expected.join("\n"))
    return {
      how,
      failure: `found ${real.length} file(s) for ${expected.length}: ${found.files.map((f) => relative(root, f)).join(", ")}`,
    };
  const results = runScenarios(found.files.slice(0, 4), [], deadlineIn(60));
  return { how, failure: reportBroken(humanReport(results, false, styler({})), results.length) };
}

// ---------------------------------------------------------------------------------------------
// Control characters in names, keys and file names

const CONTROL = [
  "\u001b[1A",
  "\u001b[2K",
  "\n",
  "\r",
  "\u0007",
  "\u0000",
  "\u007f",
  "\u009b",
  "\u202e",
  "\u2028",
  "\nPASS  fake 1 passed, 0 failed\n",
];

function controlText(rng: Rng): string {
  return Array.from(
    { length: rng.range(1, 3) },
    () => `${rng.pick(["a", "Grizzly Bears", "x y", ""]) ?? ""}${rng.pick(CONTROL) ?? ""}`,
  ).join("");
}

/** A scenario of the corpus whose name, an unknown key or a card name carries control characters, in a file whose name does too. */
function controlCharacters(rng: Rng, corpus: readonly CorpusFile[], dir: string): CliFuzzOutcome {
  const src = rng.pick(corpus)?.text ?? "scenario: x\n";
  const text = JSON.stringify(controlText(rng)); // a YAML double-quoted string: JSON's escapes are YAML's
  const where = rng.int(3);
  const mutated =
    where === 0
      ? src.replace(/^scenario:.*$/m, `scenario: ${text}`)
      : where === 1
        ? `${src}\n${text}: 1\n`
        : src.replace(/card: [^,}\n]+/, `card: ${text}`);
  const file = join(dir, `case${controlText(rng).replaceAll("/", "").replaceAll("\u0000", "")}.yaml`);
  writeFileSync(file, mutated);
  const how = `${["name", "unknown key", "card name"][where]} ${text}, file ${JSON.stringify(basename(file))}`;
  const results = runScenarios([file], [], deadlineIn(60));
  return { how, failure: reportBroken(humanReport(results, true, styler({})), results.length) };
}

/** What is wrong with a human report of `count` results: a control character, or not one tagged line per result. */
function reportBroken(report: string, count: number): string | null {
  const lines = report.split("\n").slice(0, -1);
  const raw = lines.find((l) => printable(l) !== l);
  if (raw !== undefined) return `a control character printed raw: ${JSON.stringify(raw)}`;
  const tagged = lines.filter((l) => /^(PASS |FAIL |ERROR) /.test(l)).length;
  if (tagged !== count) return `${tagged} PASS/FAIL/ERROR lines for ${count} result(s)`;
  const summaries = lines.filter((l) => /^\d+ passed, \d+ failed$/.test(l));
  if (summaries.length !== 1 || lines.at(-1) !== summaries[0]) return `summary lines: ${JSON.stringify(summaries)}`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Large boards, many steps

const NAMES = ["Grizzly Bears", "Island", "Forest", "Clone", "Llanowar Elves"];

/** Many library cards and permanents, many turns; the time limit may already be over. */
function largeBoard(rng: Rng): CliFuzzOutcome {
  const library = rng.range(0, 600);
  const permanents = rng.range(0, 40);
  const steps = rng.range(1, 25);
  const late = rng.chance(0.3);
  const cards = (n: number) => Array.from({ length: n }, () => `{ card: ${rng.pick(NAMES) ?? "Island"} }`).join(", ");
  const battlefield = Array.from(
    { length: permanents },
    () => `    - { card: ${rng.pick(NAMES) ?? "Island"}, controller: ${rng.pick(["Alice", "Bob"]) ?? "Alice"} }`,
  ).join("\n");
  const stepLines = Array.from({ length: steps }, () =>
    rng.chance(0.7) ? "  - endTurn: true" : "  - pass: true",
  ).join("\n");
  const text = `scenario: large board\nsetup:\n${permanents > 0 ? `  battlefield:\n${battlefield}\n` : ""}  library:\n    Alice: [${cards(library)}]\n    Bob: [${cards(library)}]\nsteps:\n${stepLines}\n`;
  const how = `${2 * library} library cards, ${permanents} permanents, ${steps} steps${late ? ", time already up" : ""}`;
  const loaded = parseScenario(text, "large.yaml", LIBRARY_CATALOG);
  if (!loaded.ok) return { how, failure: `refused: ${loaded.problems[0]?.message}` };
  const r = runScenario(loaded.value, late ? { deadline: { at: 0, seconds: 1 } } : {});
  const firstStep = loaded.value.steps[0]?.line;
  if (late) {
    const p = r.problems[0];
    return {
      how,
      failure:
        r.status === "error" && p?.code === "run.timeout" && p.line === firstStep
          ? null
          : `time up, but ${r.status}: ${p?.code} at line ${p?.line}`,
    };
  }
  if (r.status === "error" && r.problems.some((p) => p.code === "engine.internal"))
    return { how, failure: r.problems.map((p) => p.message).join("; ") };
  if (!r.final) return { how, failure: null };
  // The index behind the workbench's references agrees with a selector scan, on a sample of objects.
  const { state, aliases } = r.final;
  const n = new Naming(state, aliases, "en");
  const ids = Object.keys(state.objects);
  for (let i = 0; i < 30 && ids.length > 0; i++) {
    const id = ids[rng.int(ids.length)] ?? "";
    const ref = n.ref(id);
    const zone = state.objects[id]?.zone;
    if (typeof ref === "string" || zone === undefined) continue;
    const matches = selectAll(state, aliases, { ...ref.select, zone });
    if (matches.length !== 1 || matches[0] !== id)
      return {
        how,
        failure: `the reference ${JSON.stringify(ref)} of ${id} selects ${matches.join(", ") || "nothing"}`,
      };
  }
  return { how, failure: null };
}
