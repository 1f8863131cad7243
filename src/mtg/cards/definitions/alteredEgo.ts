import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement, ruleAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "This spell can't be countered." (and 1
// more paragraph).
export const alteredEgo = defineCard("Altered Ego", [
  // 101.2, 113.6g: functions on the stack; counterspells resolve without countering it.
  ruleAbility("This spell can't be countered.", [{ rule: "cantBeCountered" }]),
  // 707.9e: the counters are an additional effect, lost if another copy effect is applied after it.
  replacement(
    "You may have Altered Ego enter as a copy of any creature on the battlefield, except it enters with X additional +1/+1 counters on it.",
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.creature,
      exceptions: [{ except: "entersWithCounters", kind: "+1/+1", amount: { of: "x" } }],
    },
  ),
]);
