import { activated, defineCard, keyword } from "../dsl.js";

export const birdsOfParadise = defineCard("Birds of Paradise", [
  keyword("Flying", "flying"),
  activated("{T}: Add one mana of any color.", {
    cost: { tap: true },
    effects: [{ do: "addManaAnyColor", amount: 1 }],
    manaAbility: true,
  }),
]);
