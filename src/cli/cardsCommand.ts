import { unimplementedReason } from "../mtg/cards/implemented.js";
import { frenchNamesOf, LIBRARY } from "../mtg/cards/library.js";
import type { CardDef, FaceDef } from "../mtg/model/card.js";
import { parseArgs } from "./args.js";
import { printable } from "./printable.js";

const USAGE = "usage: doppel cards [query] [--json]";

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
}

export function typeLineOf(f: Pick<FaceDef, "supertypes" | "types" | "subtypes">): string {
  const left = [...f.supertypes, ...f.types].join(" ");
  return f.subtypes.length > 0 ? `${left} — ${f.subtypes.join(" ")}` : left;
}

export function cardReport(card: CardDef): CardReport {
  const faces = card.faces.map(
    (f): FaceReport => ({
      name: f.name,
      nameFr: f.nameFr ?? (card.faces.length === 1 ? (card.nameFr ?? null) : null),
      manaCost: f.manaCost,
      typeLine: typeLineOf(f),
      power: f.power,
      toughness: f.toughness,
      loyalty: f.loyalty,
      defense: f.defense,
      oracleText: f.oracleText,
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

/** Cards of the library matching the query (all of them for an empty query), in library order. */
export function searchCards(query: string): CardDef[] {
  return LIBRARY.cards.filter((c) => matchesQuery(c, query));
}

function renderCard(r: CardReport): string {
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
  return lines.join("\n");
}

/**
 * `doppel cards [query] [--json]` (issue 6): lists and searches the built-in library by English
 * or French name, type or rules text; shows printed data and which abilities are implemented.
 * `--json` prints one JSON object, `{ query, count, cards }`, even when no card matches; the exit
 * code is the same as without it (1 when nothing matches).
 */
export function runCards(argv: readonly string[]): number {
  const args = parseArgs(argv, [], ["json"]);
  if (args.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.errors.length > 0) {
    process.stderr.write(`${[...args.errors, USAGE].map(printable).join("\n")}\n`);
    return 2;
  }
  const query = args.positional.join(" ");
  const found = searchCards(query).map(cardReport);
  if (args.flags.has("json")) {
    process.stdout.write(`${JSON.stringify({ query, count: found.length, cards: found })}\n`);
    return found.length === 0 ? 1 : 0;
  }
  if (found.length === 0) {
    process.stdout.write(`no card matches "${printable(query)}"\n`);
    return 1;
  }
  const notImplemented = found.filter((r) => !r.implemented).length;
  process.stdout.write(
    `${found.map(renderCard).join("\n\n")}\n\n${found.length} card(s)${notImplemented > 0 ? `, ${notImplemented} not fully implemented` : ", all implemented"}\n`,
  );
  return 0;
}
