import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "As long as you have 30 or more life,
// Serra Ascendant gets +5/+5 and…".
export const serraAscendant = defineCard("Serra Ascendant", [
  keyword("Lifelink (Damage dealt by this creature also causes you to gain that much life.)", "lifelink"),
  staticAbility("As long as you have 30 or more life, Serra Ascendant gets +5/+5 and has flying.", [
    {
      affects: Filters.self,
      condition: { is: "lifeAtLeast", n: 30 },
      parts: [
        { op: "modifyPT", power: 5, toughness: 5 },
        { op: "addAbilities", abilities: [keyword("Flying", "flying")] },
      ],
    },
  ]),
]);
