import { defineCard, activated, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{1}{B}, {T}: Target opponent discards a
// card. Then if that player h…" (and 1 more paragraph).
export const nezumiShortfang = defineCard(
  "Nezumi Shortfang // Stabwhisker the Odious",
  [
    // 710.2: flipped, it has Stabwhisker's name, text, type line and P/T.
    activated(
      "{1}{B}, {T}: Target opponent discards a card. Then if that player has no cards in hand, flip Nezumi Shortfang.",
      {
        cost: { mana: "{1}{B}", tap: true },
        targets: [{ spec: { kind: "player", who: "opponent" } }],
        effects: [
          { do: "discard", who: { ref: "targetPlayer", index: 0 }, amount: 1 },
          {
            do: "ifNoCardsInHand",
            who: { ref: "targetPlayer", index: 0 },
            effects: [{ do: "flip", what: { ref: "self" } }],
          },
        ],
      },
    ),
  ],
  [
    triggered(
      "At the beginning of each opponent's upkeep, that player loses 1 life for each card fewer than three in their hand.",
      {
        trigger: { on: "beginningOfStep", step: "upkeep", whose: "opponent" },
        effects: [{ do: "loseLife", who: { ref: "activePlayer" }, amount: { of: "activePlayerHandShortOf", n: 3 } }],
      },
    ),
  ],
);
