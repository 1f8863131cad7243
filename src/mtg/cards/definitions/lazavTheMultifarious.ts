import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "When Lazav, the Multifarious enters,
// surveil 1. (Look at the top ca…" (and 1 more paragraph).
export const lazavTheMultifarious = defineCard("Lazav, the Multifarious", [
  triggered(
    "When Lazav, the Multifarious enters, surveil 1. (Look at the top card of your library. You may put it into your graveyard.)",
    {
      trigger: { on: "enters", filter: Filters.self },
      effects: [{ do: "surveil", amount: 1 }],
    },
  ),
  activated(
    "{X}: Lazav, the Multifarious becomes a copy of target creature card in your graveyard with mana value X, except its name is Lazav, the Multifarious, it's legendary in addition to its other types, and it has this ability.",
    {
      cost: { mana: "{X}" },
      targets: [
        {
          spec: {
            kind: "card",
            zone: "graveyard",
            filter: Filters.and(Filters.creature, { is: "manaValue", equals: { of: "x" } }),
            whose: "you",
          },
        },
      ],
      effects: [
        {
          do: "becomeCopy",
          what: Refs.self,
          of: Refs.target(0),
          exceptions: [
            { except: "name", name: "Lazav, the Multifarious" },
            { except: "additionalTypes", supertypes: ["Legendary"] },
            { except: "hasThisAbility" },
          ],
          duration: "permanent",
        },
      ],
    },
  ),
]);
