import type { GaFilter } from "./filter.js";

/** A "target …" of a card or ability, declared as it is played (Card Activation 1.5). */
export type TargetSpec =
  /** An object on the field ("target ally", "target champion", "target Potion"). */
  | { readonly kind: "object"; readonly filter: GaFilter; readonly optional?: boolean }
  /** A card activation on the Effects Stack ("target Mage Spell card activation"). */
  | { readonly kind: "activation"; readonly filter: GaFilter }
  /** A card in a zone ("target … omen you have"). */
  | { readonly kind: "card"; readonly filter: GaFilter }
  | { readonly kind: "opponent" };
