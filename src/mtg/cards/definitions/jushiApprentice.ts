import { activated, COMPILED, defineCard } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{2}{U}, {T}: Draw a card. If you have
// nine or more cards in hand, f…".
export const jushiApprentice = defineCard(
  "Jushi Apprentice // Tomoya the Revealer",
  [
    activated("{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip Jushi Apprentice.", {
      cost: { mana: "{2}{U}", tap: true },
      effects: [
        { do: "draw", who: { ref: "you" }, amount: 1 },
        { do: "ifCardsInHandAtLeast", n: 9, effects: [{ do: "flip", what: { ref: "self" } }] },
      ],
    }),
  ],
  COMPILED,
);
