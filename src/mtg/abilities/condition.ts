import type { Color } from "../model/color.js";
import type { ObjectFilter } from "./filter.js";

/** A yes/no question about the game, for "as long as", "if" and intervening-if clauses. */
export type Condition =
  | { readonly is: "not"; readonly condition: Condition }
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
  | { readonly is: "manaSpent"; readonly color: Color };
