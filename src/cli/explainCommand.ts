import { formatProblem } from "../kernel/problem.js";
import { explainObject, renderExplanation } from "../mtg/explain/explain.js";
import type { Lang } from "../mtg/explain/i18n.js";
import { renderStackDecisions } from "../mtg/explain/stack.js";
import { aliasTarget } from "../scenario/refs.js";
import { explainGaFile, isGaScenarioFile } from "../scenario/ga/explain.js";
import { runScenarioFile } from "../scenario/runFile.js";
import { parseArgs } from "./args.js";

/**
 * `doppel explain <file> [--object ID] [--at STEP] [--lang fr]` (spec 7). `--at N` explains the
 * state after the first N steps (0: right after setup); by default, after the last step.
 */
export function runExplain(argv: readonly string[]): number {
  const args = parseArgs(argv, ["object", "at", "lang"], ["object", "at", "lang"]);
  const file = args.positional[0];
  const lang = args.flags.get("lang") ?? "en";
  const at = args.flags.get("at");
  if (args.errors.length > 0 || !file || args.positional.length > 1 || (lang !== "en" && lang !== "fr") || (at !== undefined && !/^\d+$/.test(String(at)))) {
    process.stderr.write(`${[...args.errors, "usage: doppel explain <file> [--object ID] [--at STEP] [--lang en|fr]"].join("\n")}\n`);
    return 2;
  }
  // Grand Archive scenarios have their own state and explanations (src/scenario/ga/explain.ts).
  if (isGaScenarioFile(file)) {
    const object = args.flags.get("object");
    return explainGaFile(file, { ...(typeof object === "string" ? { object } : {}), ...(at !== undefined ? { at: Number(at) } : {}) }, (s) => process.stdout.write(s), (s) => process.stderr.write(s));
  }
  const result = runScenarioFile(file, at === undefined ? {} : { stopBefore: Number(at) });
  if (!result.final) {
    for (const p of result.problems) process.stderr.write(`${formatProblem(p)}\n`);
    return 1;
  }
  for (const p of result.problems) process.stderr.write(`${formatProblem(p)}\n`);
  const { state, aliases } = result.final;
  const wanted = args.flags.get("object");
  const labels = new Map<string, string>();
  for (const alias of aliases.keys()) {
    const id = aliasTarget(state, aliases, alias);
    if (id) labels.set(id, alias);
  }
  let ids: string[];
  if (typeof wanted === "string") {
    const id = aliasTarget(state, aliases, wanted);
    if (!id) {
      process.stderr.write(`${file}: no object "${wanted}" exists at that point\n`);
      return 1;
    }
    ids = [id];
  } else {
    ids = [...state.battlefield, ...state.stack];
  }
  const out: string[] = [];
  for (const id of ids) {
    const e = explainObject(state, id, labels.get(id) ?? id);
    const stack = renderStackDecisions(state, id, lang as Lang, (x) => labels.get(x) ?? x);
    if (e) out.push([renderExplanation(e, lang as Lang, (x) => labels.get(x) ?? x), ...stack].join("\n"));
  }
  process.stdout.write(`${out.join("\n\n")}\n`);
  return result.status === "error" ? 1 : 0;
}
