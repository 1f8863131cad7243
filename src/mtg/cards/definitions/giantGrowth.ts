import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

export const giantGrowth = defineCard("Giant Growth", [
  spell("Target creature gets +3/+3 until end of turn.", {
    targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
    effects: [{ do: "continuous", what: Refs.target(0), parts: [{ op: "modifyPT", power: 3, toughness: 3 }], duration: "endOfTurn" }],
  }),
]);
