/**
 * The compact card-pool format (data/pool/, and the local card files `doppel cards import`
 * writes): one index of names, the cards in shards of consecutive cards, their rulings in shards
 * of the same numbering. JSON without pretty printing; empty and null fields are left out.
 *
 *     index.json        { format: "doppel-pool/1", source, shardSize, names, french }
 *                       names[i]: card i's English name, then its faces' names; french[i]: its French names
 *     cards-NNN.json    [PoolCardJson, …]     cards NNN·shardSize … in index order
 *     rulings-NNN.json  [[[date, text], …], …] the same cards' official rulings
 */
import { z } from "zod";
import type { Layout } from "../../model/card.js";
import { COLORS, type Color } from "../../model/color.js";
import type { PrintedCard, PrintedFace } from "../printedCard.js";

export const POOL_FORMAT = "doppel-pool/1";

const LAYOUTS = ["normal", "transform", "modal_dfc", "meld", "flip", "split", "adventure", "saga"] as const;

/** One face: n name, c mana cost, i color indicator, s/t/u super-, card and subtypes, p/h power and toughness, y loyalty, d defense, o Oracle text, fn/ft/fo French name, type line and text. */
export const PoolFaceJson = z.strictObject({
  n: z.string().min(1),
  c: z.string().optional(),
  i: z.array(z.enum(COLORS)).optional(),
  s: z.array(z.string()).optional(),
  t: z.array(z.string()).optional(),
  u: z.array(z.string()).optional(),
  p: z.string().optional(),
  h: z.string().optional(),
  y: z.string().optional(),
  d: z.string().optional(),
  o: z.string().optional(),
  fn: z.string().optional(),
  ft: z.string().optional(),
  fo: z.string().optional(),
});
export type PoolFaceJson = z.infer<typeof PoolFaceJson>;

/** One card: n name, l layout (left out: normal), fr French name (single-faced cards), m meld result, f faces. */
export const PoolCardJson = z.strictObject({
  n: z.string().min(1),
  l: z.enum(LAYOUTS).optional(),
  fr: z.string().optional(),
  m: z.string().optional(),
  f: z.array(PoolFaceJson).min(1),
});
export type PoolCardJson = z.infer<typeof PoolCardJson>;

export const PoolIndexJson = z.strictObject({
  format: z.literal(POOL_FORMAT),
  source: z.string(),
  shardSize: z.number().int().positive(),
  names: z.array(z.array(z.string().min(1)).min(1)),
  french: z.array(z.array(z.string().min(1))),
});
export type PoolIndexJson = z.infer<typeof PoolIndexJson>;

export const PoolShardJson = z.array(PoolCardJson);
/** A ruling: its date (YYYY-MM-DD) and text. */
export const RulingJson = z.tuple([z.string(), z.string()]);
export type RulingJson = z.infer<typeof RulingJson>;
export const RulingsShardJson = z.array(z.array(RulingJson));

/** A card's official ruling, as `doppel cards --rulings` shows it. */
export interface Ruling {
  readonly date: string;
  readonly text: string;
}

/** A face's French type line and text, where the reference data gives them (not part of the rules). */
export interface FrenchFace {
  readonly name?: string;
  readonly typeLine?: string;
  readonly text?: string;
}

/** A pool card's printed data and, per face, its French printing. */
export interface PoolCard {
  readonly printed: PrintedCard;
  readonly french: readonly FrenchFace[];
}

export function decodeCard(json: PoolCardJson): PoolCard {
  const faces: PrintedFace[] = json.f.map((f) => ({
    name: f.n,
    manaCost: f.c ?? null,
    colorIndicator: f.i ? (f.i as readonly Color[]) : null,
    supertypes: f.s ?? [],
    types: f.t ?? [],
    subtypes: f.u ?? [],
    power: f.p ?? null,
    toughness: f.h ?? null,
    loyalty: f.y ?? null,
    defense: f.d ?? null,
    oracleText: f.o ?? "",
    ...(f.fn !== undefined && json.f.length > 1 ? { nameFr: f.fn } : {}),
  }));
  const layout: Layout = json.l ?? "normal";
  const printed: PrintedCard = {
    name: json.n,
    ...(json.fr !== undefined ? { nameFr: json.fr } : {}),
    layout,
    ...(json.m !== undefined ? { meldResult: json.m } : {}),
    faces,
  };
  const french = json.f.map((f, i) => ({
    ...(i === 0 && json.fr !== undefined ? { name: json.fr } : f.fn !== undefined ? { name: f.fn } : {}),
    ...(f.ft !== undefined ? { typeLine: f.ft } : {}),
    ...(f.fo !== undefined ? { text: f.fo } : {}),
  }));
  return { printed, french };
}

function some<T>(list: readonly T[] | null | undefined): T[] | undefined {
  return list && list.length > 0 ? [...list] : undefined;
}

function present(s: string | null | undefined): string | undefined {
  return s === null || s === undefined || s === "" ? undefined : s;
}

/** The compact form of a card: `decodeCard(encodeCard(c))` gives `c` back. */
export function encodeCard(card: PoolCard): PoolCardJson {
  const { printed, french } = card;
  const multi = printed.faces.length > 1;
  const f = printed.faces.map((face, i): PoolFaceJson => {
    const fr = french[i] ?? {};
    const entries: [string, unknown][] = [
      ["n", face.name],
      ["c", present(face.manaCost)],
      ["i", some(face.colorIndicator)],
      ["s", some(face.supertypes)],
      ["t", some(face.types)],
      ["u", some(face.subtypes)],
      ["p", present(face.power)],
      ["h", present(face.toughness)],
      ["y", present(face.loyalty)],
      ["d", present(face.defense)],
      ["o", present(face.oracleText)],
      ["fn", multi ? present(face.nameFr ?? fr.name) : undefined],
      ["ft", present(fr.typeLine)],
      ["fo", present(fr.text)],
    ];
    return PoolFaceJson.parse(Object.fromEntries(entries.filter(([, v]) => v !== undefined)));
  });
  return {
    n: printed.name,
    ...(printed.layout !== "normal" ? { l: layoutOf(printed.layout) } : {}),
    ...(!multi && (printed.nameFr ?? french[0]?.name) ? { fr: printed.nameFr ?? french[0]?.name } : {}),
    ...(printed.meldResult !== undefined ? { m: printed.meldResult } : {}),
    f,
  };
}

function layoutOf(layout: Layout): (typeof LAYOUTS)[number] {
  if (layout === "token") throw new Error("a token is not a card of the pool");
  return layout;
}
