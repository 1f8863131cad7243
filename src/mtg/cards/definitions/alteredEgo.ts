import { Filters } from "../../abilities/filter.js";
import { defineCard, notYet, replacement } from "../dsl.js";

export const alteredEgo = defineCard("Altered Ego", [
  notYet("This spell can't be countered.", "\"can't be countered\" (101.2) is not in the static ability vocabulary"),
  // 707.9e: the counters are an additional effect, lost if another copy effect is applied after it.
  replacement(
    "You may have Altered Ego enter as a copy of any creature on the battlefield, except it enters with X additional +1/+1 counters on it.",
    {
      r: "entersAsCopy",
      optional: true,
      filter: Filters.creature,
      exceptions: [{ except: "entersWithCounters", kind: "+1/+1", amount: { of: "x" } }],
    },
  ),
]);
