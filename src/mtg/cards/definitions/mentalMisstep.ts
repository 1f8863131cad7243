import { defineCard, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Counter target spell with mana value
// 1.".
export const mentalMisstep = defineCard("Mental Misstep", [
  // 202.3: the mana value of the spell on the stack (X counted, 202.3e).
  spell("Counter target spell with mana value 1.", {
    targets: [{ spec: { kind: "spell", filter: { is: "manaValue", equals: 1 } } }],
    effects: [{ do: "counter", what: { ref: "target", index: 0 } }],
  }),
]);
