import { formatProblem } from "../kernel/problem.js";
import { type Deadline, DEFAULT_TIMEOUT_SECONDS, deadlineIn } from "../scenario/deadline.js";
import { availableParallelism } from "node:os";
import { findScenarioFiles, type WalkFs } from "../scenario/files.js";
import { isLeftoverWarning } from "../scenario/leftover.js";
import { NOT_EXECUTED } from "../scenario/ruleset.js";
import { strictResult } from "../scenario/rulesets/strict.js";
import type { ScenarioResult } from "../scenario/rulesets/run.js";
import { emptyPathErrors, numericFlag, parseArgs } from "./args.js";
import { printable } from "./printable.js";
import { type Styler, styler } from "./style.js";
import { runFilesInWorkers } from "./testPool.js";
import { errorResult, runInTime } from "./testResults.js";

const USAGE =
  "usage: doppel test [--json] [--trace] [--strict] [--timeout SECONDS] [--jobs N] [--exclude DIR]... <file-or-dir>...";

/**
 * `doppel test` (docs/scenario-format.md §1): runs scenarios, human output ending "N passed, M failed", or --json.
 * `--timeout` bounds the whole run: no step starts after it, and files not reached are errors.
 * `--jobs N` runs the files on N worker threads (default: the number of cores; 1: in this
 * thread); the report is the same as a serial run's, in the same order.
 */
export function runTest(argv: readonly string[]): number | Promise<number> {
  const args = parseArgs(
    argv,
    ["exclude", "timeout", "jobs"],
    ["json", "trace", "strict", "exclude", "timeout", "jobs"],
  );
  if (args.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const exclude = argv.flatMap((a, i) =>
    a === "--exclude" && argv[i + 1] ? [argv[i + 1] as string] : a.startsWith("--exclude=") ? [a.slice(10)] : [],
  );
  const timeout = numericFlag(args, "timeout", "seconds") ?? DEFAULT_TIMEOUT_SECONDS;
  const jobs = numericFlag(args, "jobs", "threads") ?? availableParallelism();
  const errors = [...args.errors, ...emptyPathErrors(args)];
  if (errors.length > 0 || args.positional.length === 0) {
    process.stderr.write(`${[...errors, USAGE].map(printable).join("\n")}\n`);
    return 2;
  }
  const deadline = deadlineIn(timeout);
  const report = (ran: readonly ScenarioResult[]) => {
    const results = args.flags.has("strict") ? ran.map(strictResult) : ran;
    const passed = results.filter((r) => r.status === "passed").length;
    const failed = results.length - passed;
    if (args.flags.has("json")) {
      process.stdout.write(`${JSON.stringify(jsonReport(results, passed, failed))}\n`);
    } else {
      process.stdout.write(humanReport(results, args.flags.has("trace"), styler(process.stdout)));
    }
    return failed === 0 ? 0 : 1;
  };
  if (jobs === 1) return report(runScenarios(args.positional, exclude, deadline));
  const found = findScenarioFiles(args.positional, exclude);
  return runFilesInWorkers(found.files, jobs, deadline).then((run) =>
    report([...found.unreadable.map((p) => errorResult(p.file ?? "", p)), ...run]),
  );
}

/** Results for the scenario files under `paths`; a directory that can't be read is one error result. */
export function runScenarios(
  paths: readonly string[],
  exclude: readonly string[],
  deadline: Deadline,
  fs?: WalkFs,
): ScenarioResult[] {
  const found = findScenarioFiles(paths, exclude, fs);
  return [
    ...found.unreadable.map((p) => errorResult(p.file ?? "", p)),
    ...found.files.map((f) => runInTime(f, deadline)),
  ];
}

function jsonReport(results: readonly ScenarioResult[], passed: number, failed: number) {
  return {
    passed,
    failed,
    results: results.map((r) => ({
      file: r.file,
      name: r.name,
      status: r.status,
      failures: [
        ...r.failures.map((f) => ({
          at: f.at,
          expected: f.expected,
          actual: f.actual,
          message: `${r.file}:${f.line}: ${f.message}`,
        })),
        ...r.problems.map((p) => ({
          at: p.path ? p.path.join(".") : "",
          expected: null,
          actual: null,
          message: formatProblem(p),
        })),
      ],
      ...(r.warnings.length ? { warnings: r.warnings } : {}),
    })),
  };
}

/**
 * The human report: a PASS/FAIL/ERROR line per result with its failures, problems and warnings,
 * then "N passed, M failed". Every text taken from a scenario or a file name goes through
 * `printable` (issue 16, item 8), so each result is exactly one tagged line.
 */
export function humanReport(results: readonly ScenarioResult[], trace: boolean, s: Styler): string {
  const lines: string[] = [];
  for (const r of results) {
    const tag = r.status === "passed" ? s.green("PASS ") : r.status === "failed" ? s.red("FAIL ") : s.red("ERROR");
    lines.push(`${tag} ${r.name ? printable(r.name) : "(unnamed)"} ${s.dim(printable(r.file))}`);
    for (const f of r.failures)
      lines.push(`      ${s.red("✗")} ${printable(`${r.file}:${f.line}: ${f.at}: ${f.message}`)}`);
    for (const p of r.problems) lines.push(`      ${s.red("!")} ${printable(formatProblem(p))}`);
    for (const w of r.warnings)
      if (r.status !== "passed" || isLeftoverWarning(w) || w.startsWith(NOT_EXECUTED))
        lines.push(`      ${s.yellow("warning:")} ${printable(w)}`);
    if (trace) {
      for (const d of r.decisions)
        lines.push(
          `      ${s.cyan("decision")} ${printable(`${d.decision.player}: ${d.decision.prompt} → ${d.answer} (line ${d.line})`)}`,
        );
      for (const l of r.final?.state.log ?? [])
        lines.push(`      ${s.dim(printable(`${l.event}: ${l.detail}${l.rule ? ` [${l.rule}]` : ""}`))}`);
    }
  }
  const passed = results.filter((r) => r.status === "passed").length;
  lines.push(`${passed} passed, ${results.length - passed} failed`);
  return `${lines.join("\n")}\n`;
}
