import type { Color } from "../model/color.js";
import type { ObjectFilter } from "./filter.js";

/** A yes/no question about the game, for "as long as", "if" and intervening-if clauses. */
export type Condition =
  | { readonly is: "not"; readonly condition: Condition }
  /** Every one of the conditions ("if you both own and control X and Y"). */
  | { readonly is: "all"; readonly of: readonly Condition[] }
  | { readonly is: "lifeAtLeast"; readonly n: number }
  | { readonly is: "devotionLessThan"; readonly color: Color; readonly n: number }
  /** "as long as enchanted permanent is a creature" and similar: the object matches the filter. */
  | { readonly is: "attachedMatches"; readonly filter: ObjectFilter }
  | { readonly is: "selfMatches"; readonly filter: ObjectFilter }
  | { readonly is: "topOfGraveyardMatches"; readonly filter: ObjectFilter }
  /** "if it had no [kind] counters on it" — read from its last known information (608.2h). */
  | { readonly is: "selfHadNoCounters"; readonly kind: string }
  | { readonly is: "kicked" }
  | { readonly is: "castFromGraveyard" }
  /** "if its [keyword] cost was paid" (702.74a evoke, 702.109a dash): how its spell was cast. */
  | { readonly is: "costPaid"; readonly keyword: string }
  | { readonly is: "manaSpent"; readonly color: Color }
  /** "If it's your turn": the ability's controller is the active player (102.1). */
  | { readonly is: "yourTurn" }
  /** "if no spells were cast last turn" (Afflicted Deserter). */
  | { readonly is: "noSpellsCastLastTurn" }
  /** "If that [target] is a [filter]": the Nth target, as the instruction is carried out (608.2c). */
  | { readonly is: "targetMatches"; readonly index: number; readonly filter: ObjectFilter }
  /** "If X is N or more" for a permanent: the X its spell was cast with (702.156a ravenous). */
  | { readonly is: "xAtLeast"; readonly n: number }
  /** "if a player cast two or more spells last turn" (Werewolf Ransacker). */
  | { readonly is: "aPlayerCastSpellsLastTurn"; readonly atLeast: number }
  /** "if you both own and control [filter]" — some permanent matching it is owned and controlled by you (Gisela). */
  | { readonly is: "youOwnAndControl"; readonly filter: ObjectFilter }
  /** 702.30a (echo): "if this permanent came under your control since the beginning of your last upkeep". */
  | { readonly is: "cameUnderControlSinceLastUpkeep" }
  /** 711.2a-b: "as long as this creature has at least N1 [kind] counters on it, but no more than N2". */
  | { readonly is: "selfCounters"; readonly kind: string; readonly atLeast: number; readonly atMost?: number };
