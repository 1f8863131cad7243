import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{3}{B}{G}: Until end of turn, Svogthos,
// the Restless Tomb becomes a…".
export const svogthosTheRestlessTomb = defineCard("Svogthos, the Restless Tomb", [
  activated("{T}: Add {C}.", { cost: { tap: true }, effects: [{ do: "addMana", mana: "{C}" }], manaAbility: true }),
  activated(
    "{3}{B}{G}: Until end of turn, Svogthos, the Restless Tomb becomes a black and green Plant Zombie creature with \"This creature's power and toughness are each equal to the number of creature cards in your graveyard.\" It's still a land.",
    {
      cost: { mana: "{3}{B}{G}" },
      effects: [
        {
          do: "continuous",
          what: Refs.self,
          parts: [
            { op: "addTypes", types: ["Creature"], subtypes: ["Plant", "Zombie"] },
            { op: "setColors", colors: ["B", "G"] },
            {
              op: "addAbilities",
              abilities: [
                // Not a CDA: an ability an effect grants isn't one (604.3a), so it sets P/T in layer 7b.
                staticAbility(
                  "This creature's power and toughness are each equal to the number of creature cards in your graveyard.",
                  [
                    {
                      affects: Filters.self,
                      parts: [
                        {
                          op: "setPT",
                          power: { of: "countInGraveyard", filter: Filters.creature, whose: "you" },
                          toughness: { of: "countInGraveyard", filter: Filters.creature, whose: "you" },
                        },
                      ],
                    },
                  ],
                ),
              ],
            },
          ],
          duration: "endOfTurn",
        },
      ],
    },
  ),
]);
