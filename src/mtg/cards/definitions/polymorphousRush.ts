import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Choose a creature on the battlefield. Any
// number of target creatures you control each become a copy of that creature until end of turn."
export const polymorphousRush = defineCard("Polymorphous Rush", [
  keyword("Strive — This spell costs {1}{U} more to cast for each target beyond the first.", "strive", {
    cost: "{1}{U}",
  }),
  spell(
    "Choose a creature on the battlefield. Any number of target creatures you control each become a copy of that creature until end of turn.",
    {
      targets: [
        { spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.youControl) }, min: 0, max: 1000 },
      ],
      effects: [
        {
          do: "becomeCopy",
          what: { ref: "targets" },
          of: { choose: Filters.creature },
          exceptions: [],
          duration: "endOfTurn",
        },
      ],
    },
  ),
]);
