import type { Element } from "../model/element.js";
import type { GaZone } from "../model/object.js";

/**
 * A description of cards or objects ("non-Distortion regalia you control with memory cost 0"):
 * every given key must hold. `types` and `elements` are "any of".
 */
export interface GaFilter {
  /** Where to look; the field by default (Objects and Targeting 4). */
  readonly zone?: GaZone;
  readonly types?: readonly string[];
  readonly notTypes?: readonly string[];
  /** All of these subtypes ("Mage Spell"). */
  readonly subtypes?: readonly string[];
  /** Any of these subtypes ("Potion or Herb"). */
  readonly anySubtypes?: readonly string[];
  /** None of these subtypes ("non-Distortion", "non-Skill"). */
  readonly notSubtypes?: readonly string[];
  /** All of these supertypes. */
  readonly supertypes?: readonly string[];
  readonly elements?: readonly Element[];
  readonly controller?: "you" | "opponent";
  readonly token?: boolean;
  /** Not the source itself ("another"). */
  readonly other?: boolean;
  readonly memoryCost?: number;
  readonly reserveCostAtMost?: number;
  /** Has at least one counter of this kind (an omen, Counters - Omen). */
  readonly counter?: string;
}

export const Filters = {
  ally: { types: ["Ally"] },
  champion: { types: ["Champion"] },
  unit: { types: ["Ally", "Champion"] },
  allyOrWeapon: { types: ["Ally", "Weapon"] },
} as const satisfies Record<string, GaFilter>;
