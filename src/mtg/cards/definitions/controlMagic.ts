import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, staticAbility } from "../dsl.js";

export const controlMagic = defineCard("Control Magic", [
  keyword("Enchant creature", "enchant", { filter: Filters.creature }),
  staticAbility("You control enchanted creature.", [{ affects: Filters.attached, parts: [{ op: "control", to: "effectController" }] }]),
]);
