import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, spell } from "../dsl.js";

export const overrun = defineCard("Overrun", [
  spell("Creatures you control get +3/+3 and gain trample until end of turn.", {
    effects: [
      {
        // 611.2c: the creatures affected are those you control as it resolves.
        do: "continuous",
        what: { ref: "each", filter: Filters.and(Filters.creature, Filters.youControl) },
        parts: [
          { op: "modifyPT", power: 3, toughness: 3 },
          { op: "addAbilities", abilities: [keyword("Trample", "trample")] },
        ],
        duration: "endOfTurn",
      },
    ],
  }),
]);
