import type { AbilityDef } from "../abilities/ability.js";
import type { Color } from "./color.js";

/** 712, 710, 709, 715: how a card's faces relate. */
export type Layout = "normal" | "transform" | "modal_dfc" | "meld" | "flip" | "split" | "adventure" | "saga" | "token";

/** The printed characteristics of one face (or of a single-faced card), 108.3, 200. */
export interface FaceDef {
  readonly name: string;
  /** null: no mana cost (202.1b); "" is normalized to null. */
  readonly manaCost: string | null;
  readonly colorIndicator: readonly Color[] | null;
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  /** As printed: "2", "*", "1+*"; null when the face has none. */
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  readonly defense: string | null;
  readonly oracleText: string;
  /** The face's French name, where the reference gives one per face (multi-face cards). */
  readonly nameFr?: string;
  readonly abilities: readonly AbilityDef[];
  /**
   * Colors fixed by a copy effect's exception (707.9c "doesn't copy that creature's color",
   * Fork's "the copy is red"); otherwise colors come from mana cost and color indicator (202.2).
   */
  readonly colors?: readonly Color[];
}

/** A card of the library, or a card defined inline by a scenario. */
export interface CardDef {
  readonly name: string;
  readonly nameFr?: string;
  readonly layout: Layout;
  /** faces[0] is the front (or the only) face. Meld cards: faces[1] is the melded permanent. */
  readonly faces: readonly FaceDef[];
}

/** 208.2: numeric value of a printed P/T; "*" counts as 0 until a CDA sets it (604.3): "1+*" is 1. */
export function printedNumber(s: string | null): number | null {
  if (s === null) return null;
  const m = /^[+-]?\d+/.exec(s.trim());
  return m ? Number(m[0]) : 0;
}
