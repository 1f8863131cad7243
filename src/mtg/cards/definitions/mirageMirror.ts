import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{2}: Mirage Mirror becomes a copy of
// target artifact, creature, enc…".
export const mirageMirror = defineCard("Mirage Mirror", [
  activated("{2}: Mirage Mirror becomes a copy of target artifact, creature, enchantment, or land until end of turn.", {
    cost: { mana: "{2}" },
    targets: [
      {
        spec: {
          kind: "permanent",
          filter: Filters.or(Filters.artifact, Filters.creature, Filters.enchantment, Filters.land),
        },
      },
    ],
    effects: [{ do: "becomeCopy", what: Refs.self, of: Refs.target(0), exceptions: [], duration: "endOfTurn" }],
  }),
]);
