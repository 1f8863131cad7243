// What the Oracle compiler executes of the reference card pool (paper cards of all-cards.json,
// the library's own cards and definitions winning), until `doppel cards --coverage` reads the
// built-in pool. Run after `npm run build`: node scripts/measure-coverage.mjs [--json] [--top N] [--copy]
import { readFileSync } from "node:fs";
import { measureCoverage, isCopyCard } from "../dist/src/mtg/cards/coverage.js";
import { LIBRARY } from "../dist/src/mtg/cards/library.js";
import { compileOracleText } from "../dist/src/mtg/cards/oracle/compile.js";

const args = process.argv.slice(2);
const top = Number(args[args.indexOf("--top") + 1]) || 40;
const pool = JSON.parse(readFileSync("../shared/reference/mtg/all-cards.json", "utf8")).cards;
const LEFT_OUT = new Set(["scheme", "planar", "vanguard"]);
const cards = [];
for (const c of pool) {
  if (c.isFunny || LEFT_OUT.has(c.layout)) continue;
  const known = LIBRARY.byName.get(c.name.toLowerCase());
  if (known) {
    cards.push(known);
    continue;
  }
  cards.push({
    name: c.name,
    layout: c.layout,
    faces: c.faces.map((f) => ({ name: f.name, types: f.types ?? [], oracleText: f.text ?? "", abilities: compileOracleText(f.text ?? "", f.name) })),
  });
}
const chosen = args.includes("--copy") ? cards.filter(isCopyCard) : cards;
const report = measureCoverage(chosen, top);
if (args.includes("--json")) console.log(JSON.stringify(report, null, 1));
else {
  const pct = (a, b) => `${a}/${b} (${((100 * a) / Math.max(b, 1)).toFixed(1)}%)`;
  console.log(`cards fully executed: ${pct(report.all.fullyExecuted, report.all.cards)}`);
  console.log(`copy cards fully executed: ${pct(report.copyCards.fullyExecuted, report.copyCards.cards)}`);
  console.log(`abilities executed: ${pct(report.all.abilitiesExecuted, report.all.abilities)}`);
  console.log("\nmost frequent sentence shapes not executed:");
  for (const s of report.notExecuted) console.log(`${String(s.count).padStart(6)}  ${s.shape}\n        e.g. ${s.example}`);
}
