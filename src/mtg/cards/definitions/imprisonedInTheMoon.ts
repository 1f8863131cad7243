import { Filters } from "../../abilities/filter.js";
import { activated, defineCard, keyword, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Enchant creature, land, or planeswalker"
// (and 1 more paragraph).
export const imprisonedInTheMoon = defineCard("Imprisoned in the Moon", [
  keyword("Enchant creature, land, or planeswalker", "enchant", {
    filter: Filters.or(Filters.creature, Filters.land, Filters.planeswalker),
  }),
  // Layers 4 (card types), 5 (colorless) and 6 (abilities: all removed, then the mana ability added).
  staticAbility(
    'Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities.',
    [
      {
        affects: Filters.attached,
        parts: [
          { op: "setCardTypes", types: ["Land"] },
          { op: "setColors", colors: [] },
          { op: "removeAllAbilities" },
          {
            op: "addAbilities",
            abilities: [
              activated("{T}: Add {C}.", {
                cost: { tap: true },
                effects: [{ do: "addMana", mana: "{C}" }],
                manaAbility: true,
              }),
            ],
          },
        ],
      },
    ],
  ),
]);
