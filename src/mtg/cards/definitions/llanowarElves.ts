import { activated, defineCard } from "../dsl.js";

export const llanowarElves = defineCard("Llanowar Elves", [
  activated("{T}: Add {G}.", { cost: { tap: true }, effects: [{ do: "addMana", mana: "{G}" }], manaAbility: true }),
]);
