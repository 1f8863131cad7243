import { defineCard, keyword, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Suspend 4—{U} (Rather than cast this
// card from your hand, pay {U} a…".
export const ancestralVision = defineCard("Ancestral Vision", [
  // 702.62a: suspended from hand (the `suspend` step), its two triggered abilities function in exile.
  keyword(
    "Suspend 4—{U} (Rather than cast this card from your hand, pay {U} and exile it with four time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, cast it without paying its mana cost.)",
    "suspend",
    { n: 4, cost: "{U}" },
  ),
  spell("Target player draws three cards.", {
    targets: [{ spec: { kind: "player", who: "any" } }],
    effects: [{ do: "draw", who: { ref: "targetPlayer", index: 0 }, amount: 3 }],
  }),
]);
