import { defineCard, spell } from "../dsl.js";

export const shock = defineCard("Shock", [
  spell("Shock deals 2 damage to any target.", {
    targets: [{ spec: { kind: "any" } }],
    effects: [{ do: "dealDamage", amount: 2, to: "targetAny" }],
  }),
]);
