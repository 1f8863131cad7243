import type { ObjectFilter } from "./filter.js";

/**
 * What a static ability does that is not a change of characteristics (613) but of what the rules
 * allow (101.2: a "can't" wins): each is read by the rule it modifies, where that rule is applied.
 * Filters are relative to the ability's source.
 */
export type RuleEffect =
  /** "This spell can't be countered" (101.2; functions on the stack, 113.6g). */
  | { readonly rule: "cantBeCountered" }
  /** "The 'legend rule' doesn't apply [to permanents you control]" (704.5j). */
  | { readonly rule: "legendRuleDoesntApply"; readonly to: ObjectFilter }
  /** "[This] attacks each combat if able" (508.1d): a requirement on declaring attackers. */
  | { readonly rule: "attacksEachCombat" }
  /** "[This] can't be blocked by [filter]" (509.1b): a restriction on declaring blockers. */
  | { readonly rule: "cantBeBlockedBy"; readonly filter: ObjectFilter }
  /** "Your opponents can't cast spells [filter]" (101.2, 601.2 — checked as a spell is cast). */
  | { readonly rule: "opponentsCantCast"; readonly filter: ObjectFilter };
