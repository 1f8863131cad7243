import type { GaAbilityDef } from "../abilities/ability.js";
import type { Element } from "./element.js";

/** Speed stat (Parts of a Card - Stats, Speed). */
export type Speed = "Fast" | "Slow";

/** The characteristics printed on one face of a card (General Rules - Card Characteristics 1). */
export interface GaFace {
  readonly name: string;
  /** Element 1.a: Norm when none is given; Cheshire Cat has two. */
  readonly elements: readonly Element[];
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly classes: readonly string[];
  /** As printed: class subtypes first (Typeline 2.a), then the others. */
  readonly subtypes: readonly string[];
  readonly reserveCost: number | null;
  readonly memoryCost: number | null;
  readonly level: number | null;
  readonly power: number | null;
  readonly life: number | null;
  readonly durability: number | null;
  readonly speed: Speed | null;
  /** Champions: the lineage named by "<Name> Lineage". */
  readonly lineageName: string | null;
  /** Rules text, paragraph per ability (Text Box 3). */
  readonly abilities: readonly GaAbilityDef[];
}

/** A card: one face, or two for a double-faced card (front = default side, Double-faced Cards 1.a). */
export interface GaCard {
  readonly name: string;
  readonly faces: readonly GaFace[];
  /** The reference data's slug, for verification. */
  readonly slug?: string;
  /** Defined by the scenario (`cards:`), not the library. */
  readonly inline?: boolean;
}

export const CARD_TYPES_WITH_OBJECTS = ["Champion", "Ally", "Weapon", "Item", "Domain", "Phantasia"] as const;

/** Field 3: these types enter the field as objects after they resolve ("field-permanent object types"). */
export function isObjectType(types: readonly string[]): boolean {
  return types.some((t) => (CARD_TYPES_WITH_OBJECTS as readonly string[]).includes(t));
}
