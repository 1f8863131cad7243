import { Filters } from "../../abilities/filter.js";
import { defineCard, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "I — You may play an additional land this
// turn." (and 3 more paragraphs).
export const azusasManyJourneys = defineCard(
  "Azusa's Many Journeys // Likeness of the Seeker",
  [
    // 714.2b: chapter abilities trigger as lore counters reach their number (714.3a-b: as it enters, each precombat main phase).
    triggered("I — You may play an additional land this turn.", {
      trigger: { on: "chapter", n: 1 },
      effects: [{ do: "additionalLandPlay", amount: 1 }],
    }),
    triggered("II — You gain 3 life.", {
      trigger: { on: "chapter", n: 2 },
      effects: [{ do: "gainLife", who: { ref: "you" }, amount: 3 }],
    }),
    // 712.14a: it returns with its back face up, a new object (400.7).
    triggered("III — Exile this Saga, then return it to the battlefield transformed under your control.", {
      trigger: { on: "chapter", n: 3 },
      effects: [{ do: "exileAndReturn", what: { ref: "self" }, under: "you", transformed: true }],
    }),
  ],
  [
    triggered("Whenever Likeness of the Seeker becomes blocked, untap up to three lands you control.", {
      trigger: { on: "becomesBlocked", filter: Filters.self },
      effects: [{ do: "untapUpTo", filter: Filters.and(Filters.land, Filters.youControl), max: 3 }],
    }),
  ],
);
