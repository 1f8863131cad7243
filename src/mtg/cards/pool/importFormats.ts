/**
 * Reading the two card files users download — Scryfall's bulk "oracle-cards" JSON (an array of
 * card objects) and MTGJSON's AtomicCards.json (`{ meta, data: { name: [card faces] } }`) — into
 * pool cards (`doppel cards import`). Un-set cards and the cards that are not Magic cards of a
 * deck (tokens, emblems, art cards, schemes, planes, vanguards, host and augment cards) are left
 * out, as in the built-in pool; the layouts map as docs/cards.md says.
 */
import { z } from "zod";
import type { Layout } from "../../model/card.js";
import { isColor } from "../../model/color.js";
import { parseTypeLine } from "../../model/typeLine.js";
import type { PrintedFace } from "../printedCard.js";
import type { FrenchFace, PoolCard, Ruling } from "./format.js";

export type CardFileFormat = "scryfall" | "mtgjson";

export interface ImportedCard {
  readonly card: PoolCard;
  readonly rulings: readonly Ruling[];
}

export interface Imported {
  readonly format: CardFileFormat;
  readonly cards: readonly ImportedCard[];
  /** Cards left out, by reason ("Un-set card", "layout token", …). */
  readonly leftOut: Readonly<Record<string, number>>;
}

/**
 * The engine's layout for each layout of the card data (the reference's, Scryfall's, MTGJSON's);
 * `null`: not a card of a deck, left out. docs/cards.md says why each maps as it does.
 */
export const ENGINE_LAYOUT: Readonly<Record<string, Layout | null>> = {
  normal: "normal",
  split: "split",
  aftermath: "split",
  flip: "flip",
  transform: "transform",
  modal_dfc: "modal_dfc",
  meld: "meld",
  adventure: "adventure",
  saga: "saga",
  class: "normal",
  case: "normal",
  leveler: "normal",
  mutate: "normal",
  prototype: "normal",
  reversible_card: "normal",
  token: null,
  double_faced_token: null,
  emblem: null,
  art_series: null,
  planar: null,
  scheme: null,
  vanguard: null,
  augment: null,
  host: null,
};

const Colors = z.array(z.string()).optional();

const ScryfallFace = z.looseObject({
  name: z.string().min(1),
  mana_cost: z.string().optional(),
  type_line: z.string().optional(),
  oracle_text: z.string().optional(),
  power: z.string().optional(),
  toughness: z.string().optional(),
  loyalty: z.string().optional(),
  defense: z.string().optional(),
  color_indicator: Colors,
});
const ScryfallCard = ScryfallFace.extend({
  object: z.literal("card"),
  layout: z.string(),
  set_type: z.string().optional(),
  card_faces: z.array(ScryfallFace).optional(),
});

const MtgjsonForeign = z.looseObject({
  language: z.string(),
  name: z.string().optional(),
  faceName: z.string().optional(),
  type: z.string().optional(),
  text: z.string().optional(),
});
const MtgjsonFace = z.looseObject({
  name: z.string().min(1),
  faceName: z.string().optional(),
  side: z.string().optional(),
  layout: z.string(),
  manaCost: z.string().optional(),
  type: z.string().optional(),
  supertypes: z.array(z.string()).optional(),
  types: z.array(z.string()).optional(),
  subtypes: z.array(z.string()).optional(),
  text: z.string().optional(),
  power: z.string().optional(),
  toughness: z.string().optional(),
  loyalty: z.string().optional(),
  defense: z.string().optional(),
  colorIndicator: Colors,
  isFunny: z.boolean().optional(),
  foreignData: z.array(MtgjsonForeign).optional(),
  rulings: z.array(z.looseObject({ date: z.string(), text: z.string() })).optional(),
});
const MtgjsonFile = z.looseObject({ meta: z.unknown(), data: z.record(z.string(), z.array(z.unknown())) });

/** Which of the two formats `json` is, or why it is neither. */
export function detectFormat(json: unknown): CardFileFormat | string {
  if (Array.isArray(json)) {
    const first: unknown = json[0];
    if (
      json.length === 0 ||
      (typeof first === "object" && first !== null && "object" in first && first.object === "card")
    )
      return "scryfall";
    return "an array whose first element is not a Scryfall card object";
  }
  if (MtgjsonFile.safeParse(json).success) return "mtgjson";
  return "neither a Scryfall bulk file (an array of card objects) nor an MTGJSON AtomicCards.json ({ meta, data })";
}

function face(f: {
  name: string;
  manaCost: string | undefined;
  typeLine: string | undefined;
  types?: { supertypes?: string[]; types?: string[]; subtypes?: string[] };
  text: string | undefined;
  power: string | undefined;
  toughness: string | undefined;
  loyalty: string | undefined;
  defense: string | undefined;
  colorIndicator: string[] | undefined;
}): PrintedFace {
  const parsed = parseTypeLine(f.typeLine ?? "");
  const colors = (f.colorIndicator ?? []).filter(isColor);
  return {
    name: f.name,
    manaCost: f.manaCost ? f.manaCost : null,
    colorIndicator: colors.length > 0 ? colors : null,
    supertypes: f.types?.supertypes ?? parsed.supertypes,
    types: f.types?.types ?? parsed.types,
    subtypes: f.types?.subtypes ?? parsed.subtypes,
    power: f.power ?? null,
    toughness: f.toughness ?? null,
    loyalty: f.loyalty ?? null,
    defense: f.defense ?? null,
    oracleText: f.text ?? "",
  };
}

class Collector {
  readonly cards = new Map<string, ImportedCard>();
  readonly leftOut: Record<string, number> = {};
  leave(reason: string): void {
    this.leftOut[reason] = (this.leftOut[reason] ?? 0) + 1;
  }
  /** The layout to use, or null after counting the card as left out. */
  layout(layout: string, funny: boolean): Layout | null {
    if (funny) {
      this.leave("Un-set card");
      return null;
    }
    const mapped = Object.hasOwn(ENGINE_LAYOUT, layout) ? ENGINE_LAYOUT[layout] : undefined;
    if (mapped === undefined || mapped === null) this.leave(`layout ${layout}`);
    return mapped ?? null;
  }
  add(name: string, layout: Layout, faces: PrintedFace[], french: FrenchFace[], rulings: readonly Ruling[]): void {
    const single = faces.length === 1;
    const nameFr = single ? french[0]?.name : undefined;
    const printed = {
      name,
      ...(nameFr !== undefined ? { nameFr } : {}),
      layout,
      faces: faces.map((f, i) =>
        single || french[i]?.name === undefined ? f : { ...f, nameFr: french[i]?.name ?? "" },
      ),
    };
    if (!this.cards.has(name)) this.cards.set(name, { card: { printed, french }, rulings });
  }
  result(format: CardFileFormat): Imported {
    return { format, cards: [...this.cards.values()], leftOut: this.leftOut };
  }
}

function fromScryfall(json: readonly unknown[]): Imported {
  const out = new Collector();
  for (const raw of json) {
    const c = ScryfallCard.safeParse(raw);
    if (!c.success) {
      out.leave("not a card object");
      continue;
    }
    const card = c.data;
    const layout = out.layout(card.layout, card.set_type === "funny");
    if (layout === null) continue;
    const sources = card.card_faces && card.card_faces.length > 0 ? card.card_faces : [card];
    const kept = card.layout === "reversible_card" ? sources.slice(0, 1) : sources;
    const faces = kept.map((f) =>
      face({
        name: f.name,
        manaCost: f.mana_cost,
        typeLine: f.type_line ?? card.type_line,
        text: f.oracle_text,
        power: f.power,
        toughness: f.toughness,
        loyalty: f.loyalty,
        defense: f.defense,
        colorIndicator: f.color_indicator,
      }),
    );
    const name = card.layout === "reversible_card" ? (faces[0]?.name ?? card.name) : card.name;
    out.add(name, layout, faces, [], []);
  }
  return out.result("scryfall");
}

function fromMtgjson(json: unknown): Imported {
  const out = new Collector();
  const file = MtgjsonFile.parse(json);
  for (const [name, entries] of Object.entries(file.data)) {
    const faces = entries.flatMap((e) => {
      const f = MtgjsonFace.safeParse(e);
      return f.success ? [f.data] : [];
    });
    const first = faces[0];
    if (!first) {
      out.leave("not a card object");
      continue;
    }
    const layout = out.layout(first.layout, first.isFunny === true);
    if (layout === null) continue;
    const sided = faces.some((f) => f.side !== undefined)
      ? [...faces].sort((a, b) => (a.side ?? "").localeCompare(b.side ?? ""))
      : faces.slice(0, 1);
    const kept = first.layout === "reversible_card" ? sided.slice(0, 1) : sided;
    const printed = kept.map((f) =>
      face({
        name: f.faceName ?? f.name,
        manaCost: f.manaCost,
        typeLine: f.type,
        types: {
          ...(f.supertypes ? { supertypes: f.supertypes } : {}),
          ...(f.types ? { types: f.types } : {}),
          ...(f.subtypes ? { subtypes: f.subtypes } : {}),
        },
        text: f.text,
        power: f.power,
        toughness: f.toughness,
        loyalty: f.loyalty,
        defense: f.defense,
        colorIndicator: f.colorIndicator,
      }),
    );
    const french = kept.map((f): FrenchFace => {
      const fr = f.foreignData?.find((d) => d.language === "French");
      const frName = fr?.faceName ?? fr?.name;
      return {
        ...(frName !== undefined ? { name: frName } : {}),
        ...(fr?.type !== undefined ? { typeLine: fr.type } : {}),
        ...(fr?.text !== undefined ? { text: fr.text } : {}),
      };
    });
    const cardName = first.layout === "reversible_card" || first.layout === "meld" ? (printed[0]?.name ?? name) : name;
    out.add(cardName, layout, printed, french, first.rulings?.map((r) => ({ date: r.date, text: r.text })) ?? []);
  }
  return out.result("mtgjson");
}

/** The cards of a Scryfall "oracle-cards" or MTGJSON AtomicCards file, or why it is neither. */
export function importCardFile(json: unknown): Imported | string {
  const format = detectFormat(json);
  if (format === "scryfall" && Array.isArray(json)) return fromScryfall(json);
  if (format === "mtgjson") return fromMtgjson(json);
  return format;
}
