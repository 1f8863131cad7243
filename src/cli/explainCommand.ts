import { formatProblem } from "../kernel/problem.js";
import { LIBRARY_CATALOG } from "../scenario/catalog.js";
import { DEFAULT_TIMEOUT_SECONDS, deadlineIn } from "../scenario/deadline.js";
import { explainScenario } from "../scenario/rulesets/explain.js";
import { loadScenarioFile } from "../scenario/rulesets/loadFile.js";
import type { ExplainRequest } from "../scenario/ruleset.js";
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
    ...(lang !== "en" && lang !== "fr"
      ? [`--lang ${JSON.stringify(lang === true ? "" : lang)}: the languages are en and fr`]
      : []),
    ...(args.positional.length > 1 ? [`one file at a time (got ${args.positional.length})`] : []),
  ];
  if (errors.length > 0 || !file) {
    process.stderr.write(`${[...errors, USAGE].map(printable).join("\n")}\n`);
    return 2;
  }
  const loaded = loadScenarioFile(file, LIBRARY_CATALOG);
  const steps = loaded.ok ? loaded.value.steps.length : null;
  if (at !== undefined && steps !== null && at > steps) {
    process.stderr.write(
      `${printable(file)}: --at ${at} is past the last step: the scenario has ${steps} step(s), so --at takes 0 to ${steps}\n`,
    );
    return 2;
  }
  if (!loaded.ok) {
    for (const p of loaded.problems) process.stderr.write(`${printable(formatProblem(p))}\n`);
    return 1;
  }
  const object = args.flags.get("object");
  const request: ExplainRequest = {
    ...(typeof object === "string" ? { object } : {}),
    lang: lang === "fr" ? "fr" : "en",
    escape: printableData,
    escapeLabel: printable,
  };
  const result = explainScenario(loaded.value, { ...(at !== undefined ? { at } : {}), deadline }, request);
  for (const p of result.problems) process.stderr.write(`${printable(formatProblem(p))}\n`);
  if (!result.explanation) return 1;
  if (!result.explanation.ok) {
    process.stderr.write(`${printable(`${file}: ${result.explanation.message}`)}\n`);
    return 1;
  }
  process.stdout.write(`${printableLines(result.explanation.text)}\n`);
  return result.status === "error" ? 1 : 0;
}
