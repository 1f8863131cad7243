import { activated, defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Remove a +1/+1 counter from this
// creature: It deals 1 damage to any…".
export const triskelion = defineCard("Triskelion", [
  replacement("This creature enters with three +1/+1 counters on it.", {
    effect: "entersWithCounters",
    kind: "+1/+1",
    amount: 3,
  }),
  activated("Remove a +1/+1 counter from this creature: It deals 1 damage to any target.", {
    cost: { removeCountersFromSelf: { kind: "+1/+1", n: 1 } },
    targets: [{ spec: { kind: "any" } }],
    effects: [{ do: "dealDamage", amount: 1, to: "targetAny" }],
  }),
]);
