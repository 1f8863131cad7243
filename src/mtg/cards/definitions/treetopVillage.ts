import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, keyword, replacement } from "../dsl.js";

export const treetopVillage = defineCard("Treetop Village", [
  replacement("Treetop Village enters tapped.", { r: "entersTapped" }),
  activated("{T}: Add {G}.", { cost: { tap: true }, effects: [{ do: "addMana", mana: "{G}" }], manaAbility: true }),
  activated(
    "{1}{G}: Treetop Village becomes a 3/3 green Ape creature with trample until end of turn. It's still a land. (It can deal excess combat damage to the player or planeswalker it's attacking.)",
    {
      cost: { mana: "{1}{G}" },
      effects: [
        {
          do: "continuous",
          what: Refs.self,
          parts: [
            { op: "addTypes", types: ["Creature"], subtypes: ["Ape"] },
            { op: "setColors", colors: ["G"] },
            { op: "addAbilities", abilities: [keyword("Trample", "trample")] },
            { op: "setPT", power: 3, toughness: 3 },
          ],
          duration: "endOfTurn",
        },
      ],
    },
  ),
]);
