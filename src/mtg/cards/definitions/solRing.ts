import { activated, defineCard } from "../dsl.js";

export const solRing = defineCard("Sol Ring", [
  activated("{T}: Add {C}{C}.", { cost: { tap: true }, effects: [{ do: "addMana", mana: "{C}{C}" }], manaAbility: true }),
]);
