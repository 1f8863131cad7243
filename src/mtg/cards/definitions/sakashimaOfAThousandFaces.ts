import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, replacement, ruleAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have Sakashima of a Thousand
// Faces enter as a copy of anoth…" (and 1 more paragraph).
// 704.5j: its controller's legendary permanents are left out of the legend rule.
const legendRule = ruleAbility('The "legend rule" doesn\'t apply to permanents you control.', [
  { rule: "legendRuleDoesntApply", to: Filters.youControl },
]);
const partner = keyword("Partner (You can have two commanders if both have partner.)", "partner");

export const sakashimaOfAThousandFaces = defineCard("Sakashima of a Thousand Faces", [
  // 707.9a: the copy has Sakashima's other abilities as part of its copiable values.
  replacement(
    "You may have Sakashima of a Thousand Faces enter as a copy of another creature you control, except it has Sakashima of a Thousand Faces's other abilities.",
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.and(Filters.creature, Filters.youControl, Filters.other),
      exceptions: [{ except: "hasAbilities", abilities: [legendRule, partner] }],
    },
  ),
  legendRule,
  partner,
]);
