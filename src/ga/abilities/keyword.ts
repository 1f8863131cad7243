import type { Element } from "../model/element.js";

/** Keyword abilities the cards use (glossary: Keywords and Abilities). */
export type GaKeywordName =
  | "Stealth"
  | "Spellshroud"
  | "True Sight"
  | "Immortality"
  | "Intercept"
  | "Reservable"
  | "Cleave"
  | "Taunt"
  | "Aethercalling"
  | "Pride"
  | "Kindle"
  | "Level Locked"
  | "Imbue"
  | "Brew"
  | "Prepare";

/** One ingredient of a Brew cost: N objects with this name, or of this subtype. */
export interface BrewIngredient {
  readonly n: number;
  readonly name?: string;
  readonly subtype?: string;
}

/** A Grand Archive keyword, with its number when it has one (Pride N, Kindle N…). */
export interface GaKeyword {
  readonly kw: GaKeywordName;
  /** Pride N, Kindle N, Level Locked N, Imbue N, Prepare N. */
  readonly n?: number;
  /** Imbue: cards of the card's element identity (Imbue N), advanced cards, or one element (Imbue 7.a-c). */
  readonly imbue?: "identity" | "advanced" | Element;
  readonly brew?: readonly BrewIngredient[];
}
