import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, staticAbility } from "../dsl.js";

export const giantStrength = defineCard("Giant Strength", [
  keyword("Enchant creature", "enchant", { filter: Filters.creature }),
  staticAbility("Enchanted creature gets +2/+2.", [{ affects: Filters.attached, parts: [{ op: "modifyPT", power: 2, toughness: 2 }] }]),
]);
