import { activated, defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{T}: Add one mana of the chosen color.".
export const quirionElves = defineCard("Quirion Elves", [
  replacement("As Quirion Elves enters, choose a color.", { effect: "asEntersChoose", choice: "color" }),
  activated("{T}: Add {G}.", { cost: { tap: true }, effects: [{ do: "addMana", mana: "{G}" }], manaAbility: true }),
  activated("{T}: Add one mana of the chosen color.", {
    cost: { tap: true },
    effects: [{ do: "addManaOfChosenColor" }],
    manaAbility: true,
  }),
]);
