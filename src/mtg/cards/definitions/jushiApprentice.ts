import { activated, defineCard } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{2}{U}, {T}: Draw a card. If you have
// nine or more cards in hand, f…" (and 1 more paragraph).
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
  [
    // X is counted as the ability resolves (608.2h).
    activated("{3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards in your hand.", {
      cost: { mana: "{3}{U}{U}", tap: true },
      targets: [{ spec: { kind: "player", who: "any" } }],
      effects: [{ do: "draw", who: { ref: "targetPlayer", index: 0 }, amount: { of: "cardsInHand", whose: "you" } }],
    }),
  ],
);
