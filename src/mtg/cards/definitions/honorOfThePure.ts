import { Filters } from "../../abilities/filter.js";
import { defineCard, staticAbility } from "../dsl.js";

export const honorOfThePure = defineCard("Honor of the Pure", [
  staticAbility("White creatures you control get +1/+1.", [
    {
      affects: Filters.and(Filters.creature, Filters.color("W"), Filters.youControl),
      parts: [{ op: "modifyPT", power: 1, toughness: 1 }],
    },
  ]),
]);
