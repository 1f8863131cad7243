import { activated, defineCard } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{T}, Sacrifice Black Lotus: Add three
// mana of any one color.".
export const blackLotus = defineCard("Black Lotus", [
  activated("{T}, Sacrifice Black Lotus: Add three mana of any one color.", {
    cost: { tap: true, sacrificeSelf: true },
    // addManaAnyColor: `amount` mana, all of one color chosen as the ability resolves.
    effects: [{ do: "addManaAnyColor", amount: 3 }],
    manaAbility: true,
  }),
]);
