import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, keyword } from "../dsl.js";

export const shivanDragon = defineCard("Shivan Dragon", [
  keyword("Flying (This creature can't be blocked except by creatures with flying or reach.)", "flying"),
  activated("{R}: Shivan Dragon gets +1/+0 until end of turn.", {
    cost: { mana: "{R}" },
    effects: [{ do: "continuous", what: Refs.self, parts: [{ op: "modifyPT", power: 1, toughness: 0 }], duration: "endOfTurn" }],
  }),
]);
