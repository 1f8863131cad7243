import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You control enchanted creature.".
export const controlMagic = defineCard("Control Magic", [
  keyword("Enchant creature", "enchant", { filter: Filters.creature }),
  staticAbility("You control enchanted creature.", [
    { affects: Filters.attached, parts: [{ op: "control", to: "effectController" }] },
  ]),
]);
