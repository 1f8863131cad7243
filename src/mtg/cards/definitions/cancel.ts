import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

export const cancel = defineCard("Cancel", [
  spell("Counter target spell.", {
    targets: [{ spec: { kind: "spell" } }],
    effects: [{ do: "counter", what: Refs.target(0) }],
  }),
]);
