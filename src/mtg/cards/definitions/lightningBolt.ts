import { defineCard, spell } from "../dsl.js";

export const lightningBolt = defineCard("Lightning Bolt", [
  spell("Lightning Bolt deals 3 damage to any target.", {
    targets: [{ spec: { kind: "any" } }],
    effects: [{ do: "dealDamage", amount: 3, to: "targetAny" }],
  }),
]);
