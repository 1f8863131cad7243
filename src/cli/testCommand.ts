import { formatProblem } from "../kernel/problem.js";
import { scenarioFiles } from "../scenario/files.js";
import type { ScenarioResult } from "../scenario/run.js";
import { runScenarioFile } from "../scenario/runFile.js";
import { parseArgs } from "./args.js";
import { styler } from "./style.js";

/** `doppel test` (spec 1): runs scenarios, human output ending "N passed, M failed", or --json. */
export function runTest(argv: readonly string[]): number {
  const args = parseArgs(argv, ["exclude"], ["json", "trace", "exclude"]);
  const exclude = argv.flatMap((a, i) => (a === "--exclude" && argv[i + 1] ? [argv[i + 1] as string] : a.startsWith("--exclude=") ? [a.slice(10)] : []));
  if (args.errors.length > 0 || args.positional.length === 0) {
    process.stderr.write(`${[...args.errors, "usage: doppel test [--json] [--trace] [--exclude DIR] <file-or-dir>..."].join("\n")}\n`);
    return 2;
  }
  const files = scenarioFiles(args.positional, exclude);
  const results = files.map((f) => runScenarioFile(f));
  const passed = results.filter((r) => r.status === "passed").length;
  const failed = results.length - passed;
  if (args.flags.has("json")) {
    process.stdout.write(`${JSON.stringify(jsonReport(results, passed, failed))}\n`);
  } else {
    printHuman(results, args.flags.has("trace"));
    process.stdout.write(`${passed} passed, ${failed} failed\n`);
  }
  return failed === 0 ? 0 : 1;
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
        ...r.failures.map((f) => ({ at: f.at, expected: f.expected, actual: f.actual, message: `${r.file}:${f.line}: ${f.message}` })),
        ...r.problems.map((p) => ({ at: p.path ? p.path.join(".") : "", expected: null, actual: null, message: formatProblem(p) })),
      ],
      ...(r.warnings.length ? { warnings: r.warnings } : {}),
    })),
  };
}

function printHuman(results: readonly ScenarioResult[], trace: boolean): void {
  const s = styler(process.stdout);
  for (const r of results) {
    const tag = r.status === "passed" ? s.green("PASS ") : r.status === "failed" ? s.red("FAIL ") : s.red("ERROR");
    process.stdout.write(`${tag} ${r.name || "(unnamed)"} ${s.dim(r.file)}\n`);
    for (const f of r.failures) {
      process.stdout.write(`      ${s.red("✗")} ${r.file}:${f.line}: ${f.at}: ${f.message}\n`);
    }
    for (const p of r.problems) process.stdout.write(`      ${s.red("!")} ${formatProblem(p)}\n`);
    if (r.status !== "passed") for (const w of r.warnings) process.stdout.write(`      ${s.yellow("warning:")} ${w}\n`);
    if (trace) {
      for (const d of r.decisions) process.stdout.write(`      ${s.cyan("decision")} ${d.decision.player}: ${d.decision.prompt} → ${d.answer} (line ${d.line})\n`);
      for (const l of r.final?.state.log ?? []) process.stdout.write(`      ${s.dim(`${l.event}: ${l.detail}${l.rule ? ` [${l.rule}]` : ""}`)}\n`);
    }
  }
}
