import { formatProblem } from "../kernel/problem.js";
import { explainObject, renderExplanation } from "../mtg/explain/explain.js";
import type { Lang } from "../mtg/explain/i18n.js";
import { renderStackDecisions } from "../mtg/explain/stack.js";
import { LIBRARY_CATALOG } from "../scenario/catalog.js";
import { DEFAULT_TIMEOUT_SECONDS, deadlineIn } from "../scenario/deadline.js";
import { explainGaFile, isGaScenarioFile } from "../scenario/ga/explain.js";
import { loadGaScenarioFile } from "../scenario/ga/load.js";
import { loadScenarioFile } from "../scenario/load.js";
import { aliasTarget } from "../scenario/refs.js";
import { runScenarioFile } from "../scenario/runFile.js";
import { emptyPathErrors, numericFlag, parseArgs } from "./args.js";
import { printable, printableData, printableLines } from "./printable.js";

const USAGE = "usage: doppel explain <file> [--object ID] [--at STEP] [--lang en|fr] [--timeout SECONDS]";

/**
 * `doppel explain <file> [--object ID] [--at STEP] [--lang fr]` (docs/scenario-format.md §7). `--at N` explains the
 * state after the first N steps (0: right after setup); by default, after the last step.
 */
export function runExplain(argv: readonly string[]): number {
  const args = parseArgs(argv, ["object", "at", "lang", "timeout"], ["object", "at", "lang", "timeout"]);
  if (args.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const file = args.positional[0];
  const lang = args.flags.get("lang") ?? "en";
  const at = numericFlag(args, "at", "steps");
  const deadline = deadlineIn(numericFlag(args, "timeout", "seconds") ?? DEFAULT_TIMEOUT_SECONDS);
  const errors = [
    ...args.errors,
    ...emptyPathErrors(args),
    ...(lang !== "en" && lang !== "fr" ? [`--lang ${JSON.stringify(lang === true ? "" : lang)}: the languages are en and fr`] : []),
    ...(args.positional.length > 1 ? [`one file at a time (got ${args.positional.length})`] : []),
  ];
  if (errors.length > 0 || !file) {
    process.stderr.write(`${[...errors, USAGE].map(printable).join("\n")}\n`);
    return 2;
  }
  const ga = isGaScenarioFile(file);
  const steps = at === undefined ? null : stepCount(file, ga);
  if (at !== undefined && steps !== null && at > steps) {
    process.stderr.write(`${printable(file)}: --at ${at} is past the last step: the scenario has ${steps} step(s), so --at takes 0 to ${steps}\n`);
    return 2;
  }
  const object = args.flags.get("object");
  // Grand Archive scenarios have their own state and explanations (src/scenario/ga/explain.ts).
  if (ga) {
    const out = (s: string) => process.stdout.write(printableLines(s));
    const err = (s: string) => process.stderr.write(printableLines(s));
    return explainGaFile(file, { ...(typeof object === "string" ? { object } : {}), ...(at !== undefined ? { at } : {}), deadline }, out, err);
  }
  const result = runScenarioFile(file, at === undefined ? { deadline } : { stopBefore: at, deadline });
  for (const p of result.problems) process.stderr.write(`${printable(formatProblem(p))}\n`);
  if (!result.final) return 1;
  const { state, aliases } = result.final;
  const labels = new Map<string, string>();
  for (const alias of aliases.keys()) {
    const id = aliasTarget(state, aliases, alias);
    if (id) labels.set(id, alias);
  }
  let ids: string[];
  if (typeof object === "string") {
    const id = aliasTarget(state, aliases, object);
    if (!id) {
      process.stderr.write(`${printable(`${file}: no object "${object}" exists at that point`)}\n`);
      return 1;
    }
    ids = [id];
  } else {
    ids = [...state.battlefield, ...state.stack];
  }
  const out: string[] = [];
  const label = (x: string) => printable(labels.get(x) ?? x);
  for (const id of ids) {
    const e = explainObject(state, id, labels.get(id) ?? id);
    const stack = renderStackDecisions(state, id, lang as Lang, label);
    if (e) out.push([renderExplanation(printableData(e), lang as Lang, label), ...stack].join("\n"));
  }
  process.stdout.write(`${printableLines(out.join("\n\n"))}\n`);
  return result.status === "error" ? 1 : 0;
}

/** How many steps the scenario has, or null if it doesn't load (the run then reports why). */
function stepCount(file: string, ga: boolean): number | null {
  const loaded = ga ? loadGaScenarioFile(file) : loadScenarioFile(file, LIBRARY_CATALOG);
  return loaded.ok ? loaded.value.steps.length : null;
}
