import { explainObject, renderExplanation } from "../mtg/explain/explain.js";
import { scenarioFiles } from "../scenario/files.js";
import { aliasTarget } from "../scenario/refs.js";
import { runScenarioFile } from "../scenario/rulesets/runFile.js";
import { formatProblem } from "../kernel/problem.js";
import { printable, printableData, printableLines } from "./printable.js";
import { styler } from "./style.js";

/** `npm start` until the workbench exists: every showcase scenario, its final board, and why. */
export function runShowcase(argv: readonly string[]): number {
  const dir = argv[0] ?? "scenarios/showcase";
  const s = styler(process.stdout);
  let failed = 0;
  for (const file of scenarioFiles([dir])) {
    const r = runScenarioFile(file);
    process.stdout.write(
      `\n${s.bold(printable(r.name || file))} ${s.dim(printable(file))} — ${r.status === "passed" ? s.green(r.status) : s.red(r.status)}\n`,
    );
    for (const p of r.problems) process.stdout.write(`  ${printable(formatProblem(p))}\n`);
    if (r.status !== "passed") failed++;
    if (!r.final) continue;
    const { state, aliases } = r.final;
    const labels = new Map<string, string>();
    for (const alias of aliases.keys()) {
      const id = aliasTarget(state, aliases, alias);
      if (id) labels.set(id, alias);
    }
    for (const id of [...state.battlefield, ...state.stack]) {
      const e = explainObject(state, id, labels.get(id) ?? id);
      if (e)
        process.stdout.write(
          `${printableLines(renderExplanation(printableData(e), "en", (x) => labels.get(x) ?? x)).replace(/^/gm, "  ")}\n`,
        );
    }
  }
  return failed === 0 ? 0 : 1;
}
