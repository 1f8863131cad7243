import { Filters } from "../../abilities/filter.js";
import { defineCard, ruleAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Juggernaut attacks each combat if able."
// (and 1 more paragraph).
export const juggernaut = defineCard("Juggernaut", [
  // 508.1d: a requirement checked as attackers are declared.
  ruleAbility("Juggernaut attacks each combat if able.", [{ rule: "attacksEachCombat" }]),
  // 509.1b: a restriction checked as blockers are declared.
  ruleAbility("Juggernaut can't be blocked by Walls.", [{ rule: "cantBeBlockedBy", filter: Filters.subtype("Wall") }]),
]);
