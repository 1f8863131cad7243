import type { StepName } from "../model/turn.js";
import type { ObjectFilter } from "./filter.js";

/** The event a triggered ability waits for (603.2). Filters are relative to the ability's source. */
export type TriggerEvent =
  /** "When [filter] enters" — filter `self` for "When this enters" (603.6a). */
  | { readonly on: "enters"; readonly filter: ObjectFilter }
  /** "When [filter] dies" — a leaves-the-battlefield trigger that looks back (603.10a). */
  | { readonly on: "dies"; readonly filter: ObjectFilter }
  | { readonly on: "beginningOfStep"; readonly step: StepName; readonly whose: "your" | "each" | "next" }
  | {
      readonly on: "cast";
      readonly filter: ObjectFilter;
      readonly by: "you" | "opponent" | "any";
      /** "a spell that targets only a single [filter]" (Frontline Heroism). */
      readonly targetsOnlyOne?: ObjectFilter;
    }
  | { readonly on: "attacks"; readonly filter: ObjectFilter }
  | { readonly on: "becomesTarget"; readonly filter: ObjectFilter; readonly by: "spell" | "spellOrAbility" }
  | { readonly on: "turnedFaceUp"; readonly filter: ObjectFilter }
  | { readonly on: "dealsCombatDamageToPlayer"; readonly filter: ObjectFilter }
  /** "When the last [kind] counter is removed from [filter]" (310.11b: a Siege's defense counters). */
  | { readonly on: "lastCounterRemoved"; readonly kind: string; readonly filter: ObjectFilter };
