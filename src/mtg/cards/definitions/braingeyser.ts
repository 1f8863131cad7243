import { defineCard, spell } from "../dsl.js";

export const braingeyser = defineCard("Braingeyser", [
  spell("Target player draws X cards.", {
    targets: [{ spec: { kind: "player", who: "any" } }],
    effects: [{ do: "draw", who: { ref: "targetPlayer", index: 0 }, amount: { of: "x" } }],
  }),
]);
