import type { StepName } from "../model/turn.js";

/**
 * 602.5: when an activated ability may be activated, beyond the usual timing (602.2): "Activate
 * only during your turn" (`turn: "yours"`), "… during your upkeep" (and `steps`), "… during
 * combat", "… during your turn, before attackers are declared" (the steps before the declare
 * attackers step). Every stated part must hold.
 */
export interface ActivationTiming {
  /** Whose turn it must be. */
  readonly turn?: "yours" | "opponents";
  /** The steps during which it may be activated. */
  readonly steps?: readonly StepName[];
}
