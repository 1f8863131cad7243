import { Filters } from "../../abilities/filter.js";
import { activated, defineCard, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Whenever Pawn of Ulamog or another
// nontoken creature you control di…".
// 603.10a: a leaves-the-battlefield ability; it sees the creatures that die with Pawn.
export const pawnOfUlamog = defineCard("Pawn of Ulamog", [
  triggered(
    'Whenever Pawn of Ulamog or another nontoken creature you control dies, you may create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this token: Add {C}."',
    {
      // "Pawn of Ulamog or another nontoken creature you control": "nontoken" qualifies only the others.
      trigger: {
        on: "dies",
        filter: Filters.or(
          Filters.self,
          Filters.and(Filters.other, Filters.creature, Filters.not(Filters.token), Filters.youControl),
        ),
      },
      optional: true,
      effects: [
        {
          do: "createToken",
          count: 1,
          token: {
            name: "Eldrazi Spawn",
            colors: [],
            types: ["Creature"],
            subtypes: ["Eldrazi", "Spawn"],
            power: 0,
            toughness: 1,
            abilities: [
              activated("Sacrifice this token: Add {C}.", {
                cost: { sacrificeSelf: true },
                effects: [{ do: "addMana", mana: "{C}" }],
                manaAbility: true,
              }),
            ],
            text: "Sacrifice this token: Add {C}.",
          },
        },
      ],
    },
  ),
]);
