import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Choose a nonlegendary creature on the
// battlefield. Target creature…".
export const cytoshape = defineCard("Cytoshape", [
  // The creature to copy is chosen on resolution (608.2d); only the creature that changes is targeted.
  spell(
    "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature until end of turn.",
    {
      targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
      effects: [
        {
          do: "becomeCopy",
          what: Refs.target(0),
          of: { choose: Filters.and(Filters.creature, Filters.not(Filters.supertype("Legendary"))) },
          exceptions: [],
          duration: "endOfTurn",
        },
      ],
    },
  ),
]);
