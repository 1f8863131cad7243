import { readFileSync } from "node:fs";
import { encodeCard } from "../mtg/cards/pool/format.js";
import { importCardFile } from "../mtg/cards/pool/importFormats.js";
import { defaultLocalCardsDir, type PoolFileEntry, writePool } from "../scenario/poolFiles.js";
import { parseArgs } from "./args.js";
import { printable } from "./printable.js";

const USAGE = "usage: doppel cards import FILE [--out DIR]";

/**
 * `doppel cards import FILE [--out DIR]` (issue 20): reads a Scryfall bulk "oracle-cards" JSON or
 * an MTGJSON AtomicCards.json (whichever FILE is) and writes its cards as a local card folder
 * (default ~/.doppel/cards), which the CLI and the workbench then use over the built-in pool.
 */
export function runCardsImport(argv: readonly string[]): number {
  const args = parseArgs(argv, ["out"], ["out"]);
  if (args.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const file = args.positional[0];
  if (args.errors.length > 0 || file === undefined || args.positional.length > 1) {
    process.stderr.write(`${[...args.errors, USAGE].map(printable).join("\n")}\n`);
    return 2;
  }
  const out = args.flags.get("out");
  const dir = typeof out === "string" ? out : defaultLocalCardsDir();
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    process.stderr.write(
      `${printable(`${file}: cannot read a JSON card file: ${e instanceof Error ? e.message : e}`)}\n`,
    );
    return 1;
  }
  const imported = importCardFile(json);
  if (typeof imported === "string") {
    process.stderr.write(`${printable(`${file}: ${imported}`)}\n`);
    return 1;
  }
  const entries: PoolFileEntry[] = [];
  const leftOut: Record<string, number> = { ...imported.leftOut };
  for (const { card, rulings } of imported.cards) {
    try {
      entries.push({ card: encodeCard(card), rulings: rulings.map((r) => [r.date, r.text]) });
    } catch {
      leftOut["unreadable card"] = (leftOut["unreadable card"] ?? 0) + 1;
    }
  }
  const source = `${imported.format === "scryfall" ? "Scryfall oracle-cards" : "MTGJSON AtomicCards"} file ${file}`;
  try {
    writePool(dir, entries, source);
  } catch (e) {
    process.stderr.write(
      `${printable(`${dir}: cannot write the card folder: ${e instanceof Error ? e.message : e}`)}\n`,
    );
    return 1;
  }
  const left = Object.entries(leftOut)
    .map(([why, n]) => `${n} ${why}`)
    .join(", ");
  process.stdout.write(
    `${printable(`${entries.length} cards from ${source} written to ${dir}${left ? ` (left out: ${left})` : ""}`)}\n`,
  );
  return 0;
}
