import { defineCard, keyword, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "If Kavu Titan was kicked, it enters with
// three +1/+1 counters on it…".
export const kavuTitan = defineCard("Kavu Titan", [
  keyword("Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)", "kicker", { cost: "{2}{G}" }),
  // 614.1c: counters and an ability it enters with; trample lasts as long as it stays (not a copiable value, 707.2).
  replacement("If Kavu Titan was kicked, it enters with three +1/+1 counters on it and with trample.", {
    effect: "entersWithCounters",
    kind: "+1/+1",
    amount: 3,
    condition: { is: "kicked" },
    abilities: [keyword("Trample", "trample")],
  }),
]);
