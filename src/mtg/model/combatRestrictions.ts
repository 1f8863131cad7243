import type { RuleEffect } from "../abilities/ruleEffect.js";
import type { ObjectId, PlayerId } from "./object.js";

/**
 * 101.2, 611.2a: a rule-changing effect a resolved spell or ability created for this turn
 * ("Target creature can't block this turn"); the cleanup step ends it (514.2).
 */
export interface TurnRuleEffect {
  readonly rule: RuleEffect;
  /**
   * The objects it applies to, as the instruction named them when it resolved (targets, "it");
   * absent: those the rule's `affects` filter matches whenever the rule is applied.
   */
  readonly objects?: readonly ObjectId[];
  /** The spell or ability's source and controller: the filter's point of view. */
  readonly sourceId: ObjectId | null;
  readonly controller: PlayerId;
  /** A spell cost change (601.2f) only for the spells this player casts (rules/resolvedCostChanges.ts). */
  readonly caster?: PlayerId;
  /** "The next spell you cast this turn …": used up by this player's next spell its filter matches. */
  readonly nextSpellOf?: PlayerId;
  /** "Until your next turn" (611.2a): not ended by the cleanup step, but as this player's next turn begins. */
  readonly untilTurnOf?: PlayerId;
}
