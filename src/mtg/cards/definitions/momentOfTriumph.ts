import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

export const momentOfTriumph = defineCard("Moment of Triumph", [
  spell("Target creature gets +2/+2 until end of turn. You gain 2 life.", {
    targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
    effects: [
      { do: "continuous", what: Refs.target(0), parts: [{ op: "modifyPT", power: 2, toughness: 2 }], duration: "endOfTurn" },
      { do: "gainLife", who: Refs.you, amount: 2 },
    ],
  }),
]);
