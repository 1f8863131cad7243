import { Refs } from "../../abilities/ref.js";
import { activated, defineCard } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{1}: Mutavault becomes a 2/2 creature
// with all creature types until…".
export const mutavault = defineCard("Mutavault", [
  activated("{T}: Add {C}.", { cost: { tap: true }, effects: [{ do: "addMana", mana: "{C}" }], manaAbility: true }),
  activated("{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land.", {
    cost: { mana: "{1}" },
    effects: [
      {
        do: "continuous",
        what: Refs.self,
        parts: [
          { op: "addTypes", types: ["Creature"] },
          { op: "allCreatureTypes" },
          { op: "setPT", power: 2, toughness: 2 },
        ],
        duration: "endOfTurn",
      },
    ],
  }),
]);
