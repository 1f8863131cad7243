import { unimplementedReason } from "../mtg/cards/implemented.js";
import { frenchNamesOf, LIBRARY } from "../mtg/cards/library.js";
import type { Ruling } from "../mtg/cards/pool/format.js";
import type { CardDef, FaceDef } from "../mtg/model/card.js";
import { frenchPrintingOf, LIBRARY_CATALOG, poolNamesMatching, rulingsOf } from "../scenario/catalog.js";
import { parseArgs } from "./args.js";
import { runCoverage } from "./cardsCoverage.js";
import { runCardsImport } from "./cardsImport.js";
import { printable } from "./printable.js";

const USAGE = `usage: doppel cards [query] [--json] [--rulings]
       doppel cards --coverage [--json] [--top N] [--copy]
       doppel cards import FILE [--out DIR]`;

/** At most this many cards of the pool are listed for a query that is not a card's name. */
export const POOL_LISTED = 50;

/** One ability as `doppel cards` reports it. */
export interface AbilityReport {
  readonly text: string;
  readonly kind: string;
  readonly implemented: boolean;
  readonly reason?: string;
}

export interface FaceReport {
  readonly name: string;
  readonly nameFr: string | null;
  readonly manaCost: string | null;
  readonly typeLine: string;
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  readonly defense: string | null;
  readonly oracleText: string;
  /** The French printing's type line and text, where the reference gives them (shown, never played). */
  readonly typeLineFr: string | null;
  readonly oracleTextFr: string | null;
  readonly abilities: readonly AbilityReport[];
}

export interface CardReport {
  readonly name: string;
  readonly nameFr: string | null;
  readonly layout: string;
  /** Abilities written as a card definition (src/mtg/cards/definitions), not compiled from Oracle text. */
  readonly defined: boolean;
  /** Every ability of every face is implemented. */
  readonly implemented: boolean;
  readonly faces: readonly FaceReport[];
  /** The official rulings, with their dates, oldest first. */
  readonly rulings: readonly Ruling[];
}

export function typeLineOf(f: Pick<FaceDef, "supertypes" | "types" | "subtypes">): string {
  const left = [...f.supertypes, ...f.types].join(" ");
  return f.subtypes.length > 0 ? `${left} — ${f.subtypes.join(" ")}` : left;
}

export function cardReport(card: CardDef): CardReport {
  const french = frenchPrintingOf(card.name);
  const faces = card.faces.map(
    (f, i): FaceReport => ({
      name: f.name,
      nameFr: f.nameFr ?? (card.faces.length === 1 ? (card.nameFr ?? null) : null),
      manaCost: f.manaCost,
      typeLine: typeLineOf(f),
      power: f.power,
      toughness: f.toughness,
      loyalty: f.loyalty,
      defense: f.defense,
      oracleText: f.oracleText,
      typeLineFr: french[i]?.typeLine ?? null,
      oracleTextFr: french[i]?.text ?? null,
      abilities: f.abilities.map((a) => {
        const reason = unimplementedReason(a);
        return { text: a.text, kind: a.kind, implemented: reason === null, ...(reason === null ? {} : { reason }) };
      }),
    }),
  );
  return {
    name: card.name,
    nameFr: card.nameFr ?? frenchNamesOf(card).at(-1) ?? null,
    layout: card.layout,
    defined: LIBRARY.defined.has(card.name),
    implemented: faces.every((f) => f.abilities.every((a) => a.implemented)),
    faces,
    rulings: rulingsOf(card.name),
  };
}

/** Lower case without accents, so that "clone" finds "Clone" and "epee" finds "Épée". */
export function fold(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Whether every word of the query is found in the card's English or French names, type lines or rules text. */
export function matchesQuery(card: CardDef, query: string): boolean {
  const haystack = fold(
    [
      card.name,
      ...frenchNamesOf(card),
      ...card.faces.flatMap((f) => [f.name, f.nameFr ?? "", typeLineOf(f), f.oracleText]),
    ].join("\n"),
  );
  return fold(query)
    .split(/\s+/)
    .filter((w) => w !== "")
    .every((w) => haystack.includes(w));
}

/** What a query finds: the cards to show, and how many more of the pool's names matched. */
export interface Found {
  readonly cards: CardDef[];
  readonly more: number;
}

/**
 * Cards matching the query: the card it names (any name of any card of the pool), the library's
 * cards whose names, types or text contain every word (all of them for an empty query), then the
 * pool's cards whose names contain every word, the first `POOL_LISTED` of them.
 */
export function findCards(query: string): Found {
  const named = query.trim() === "" ? undefined : LIBRARY_CATALOG.find(query);
  const cards: CardDef[] = named ? [named] : [];
  for (const c of LIBRARY.cards) if (c !== named && matchesQuery(c, query)) cards.push(c);
  const shown = new Set(cards.map((c) => c.name));
  const names = poolNamesMatching(query).filter((n) => !shown.has(n));
  for (const name of names.slice(0, POOL_LISTED)) {
    const card = LIBRARY_CATALOG.find(name);
    if (card) cards.push(card);
  }
  return { cards, more: Math.max(0, names.length - POOL_LISTED) };
}

/** The cards `findCards` shows. */
export function searchCards(query: string): CardDef[] {
  return findCards(query).cards;
}

function renderCard(r: CardReport, withRulings: boolean): string {
  const lines = [
    `${r.name}${r.nameFr ? ` (fr: ${r.nameFr})` : ""} — ${r.layout}${r.implemented ? "" : " — NOT fully implemented"}`,
  ];
  for (const f of r.faces) {
    const pt = f.power !== null || f.toughness !== null ? ` ${f.power ?? ""}/${f.toughness ?? ""}` : "";
    const extra = `${f.loyalty !== null ? ` loyalty ${f.loyalty}` : ""}${f.defense !== null ? ` defense ${f.defense}` : ""}`;
    const faceName = r.faces.length > 1 ? `  ${f.name}${f.nameFr ? ` (fr: ${f.nameFr})` : ""}: ` : "  ";
    lines.push(`${faceName}${f.manaCost ?? "(no mana cost)"} ${f.typeLine}${pt}${extra}`);
    for (const a of f.abilities)
      lines.push(
        `    ${a.implemented ? "[x]" : "[ ]"} ${a.text}${a.reason ? `\n        not implemented: ${a.reason}` : ""}`,
      );
    if (f.abilities.length === 0 && f.oracleText !== "") lines.push(`    (no abilities: ${f.oracleText})`);
  }
  if (withRulings) {
    if (r.rulings.length === 0) lines.push("  rulings: none");
    else lines.push("  rulings:", ...r.rulings.map((x) => `    ${x.date}  ${x.text}`));
  }
  return lines.join("\n");
}

/**
 * `doppel cards [query] [--json] [--rulings]` (issues 6, 20): finds cards of the whole pool by
 * any English or French name (case and accents ignored), and searches the library by name, type
 * or rules text; shows printed data, which abilities are implemented and, with `--rulings`, the
 * official rulings. `--json` prints one JSON object, `{ query, count, more, cards }` (each card
 * with its rulings), even when no card matches; the exit code is the same as without it (1 when
 * nothing matches). `--coverage` and `import` are cardsCoverage.ts and cardsImport.ts.
 */
export function runCards(argv: readonly string[]): number {
  if (argv[0] === "import") return runCardsImport(argv.slice(1));
  const args = parseArgs(argv, ["top"], ["json", "rulings", "coverage", "top", "copy"]);
  if (args.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.errors.length > 0) {
    process.stderr.write(`${[...args.errors, USAGE].map(printable).join("\n")}\n`);
    return 2;
  }
  const json = args.flags.has("json");
  if (args.flags.has("coverage")) return runCoverage(json, args.flags.get("top"), args.flags.has("copy"));
  const query = args.positional.join(" ");
  const { cards, more } = findCards(query);
  const found = cards.map(cardReport);
  if (json) {
    process.stdout.write(`${JSON.stringify({ query, count: found.length, more, cards: found })}\n`);
    return found.length === 0 ? 1 : 0;
  }
  if (found.length === 0) {
    process.stdout.write(`no card matches "${printable(query)}"\n`);
    return 1;
  }
  const notImplemented = found.filter((r) => !r.implemented).length;
  const rulings = args.flags.has("rulings");
  process.stdout.write(
    `${found.map((r) => renderCard(r, rulings)).join("\n\n")}\n\n${found.length} card(s)${notImplemented > 0 ? `, ${notImplemented} not fully implemented` : ", all implemented"}${more > 0 ? `; ${more} more cards of the pool have these words in their names` : ""}\n`,
  );
  return 0;
}
