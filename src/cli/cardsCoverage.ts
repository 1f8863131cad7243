import { isCopyCard, measureCoverage, type TextExecuted } from "../mtg/cards/coverage.js";
import { compileOracleText } from "../mtg/cards/oracle/compile.js";
import type { CardDef } from "../mtg/model/card.js";
import { BUILT_IN_POOL } from "../scenario/catalog.js";
import { printable } from "./printable.js";

/** Every card of the built-in pool, each built (its abilities compiled or defined) as a game would. */
export function builtInPoolCards(): CardDef[] {
  return BUILT_IN_POOL.entries().flatMap((e) => {
    const card = BUILT_IN_POOL.card(e.number);
    return card ? [card] : [];
  });
}

const executes: TextExecuted = (text, selfName) => compileOracleText(text, selfName).every((a) => a.kind !== "text");

const pct = (a: number, b: number) => `${a}/${b} (${((100 * a) / Math.max(b, 1)).toFixed(1)}%)`;

/**
 * `doppel cards --coverage [--json] [--top N] [--copy]` (issue 20): what the engine executes of
 * the built-in pool — cards fully executed, copy cards fully executed, abilities executed, per
 * layout and per card type — and the sentence shapes not executed yet, most frequent first.
 * `--copy` measures the copy cards only. The first lines are those scripts/measure-coverage.mjs printed.
 */
export function runCoverage(json: boolean, top: string | true | undefined, copyOnly = false): number {
  const n = top === undefined ? 40 : Number(top);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`--top needs a whole number, not ${printable(String(top))}\n`);
    return 2;
  }
  const problem = BUILT_IN_POOL.problem;
  if (problem !== undefined) {
    process.stderr.write(`${printable(problem)}\n`);
    return 1;
  }
  const cards = builtInPoolCards();
  const report = measureCoverage(copyOnly ? cards.filter(isCopyCard) : cards, n, executes);
  if (json) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return 0;
  }
  const out = [
    `cards fully executed: ${pct(report.all.fullyExecuted, report.all.cards)}`,
    `copy cards fully executed: ${pct(report.copyCards.fullyExecuted, report.copyCards.cards)}`,
    `abilities executed: ${pct(report.all.abilitiesExecuted, report.all.abilities)}`,
    "",
    "most frequent sentence shapes that block an ability (in brackets: abilities where it is the only one):",
  ];
  for (const s of report.notExecuted)
    out.push(`${String(s.count).padStart(6)} (${s.onlyBlocker})  ${s.shape}`, `        e.g. ${s.example}`);
  for (const [title, groups] of [
    ["per layout", report.byLayout],
    ["per card type", report.byType],
  ] as const) {
    out.push("", `${title}: cards fully executed, abilities executed`);
    for (const [key, c] of Object.entries(groups).sort((a, b) => b[1].cards - a[1].cards))
      out.push(
        `  ${key.padEnd(14)} ${pct(c.fullyExecuted, c.cards).padEnd(24)} ${pct(c.abilitiesExecuted, c.abilities)}`,
      );
  }
  process.stdout.write(`${out.map(printable).join("\n")}\n`);
  return 0;
}
