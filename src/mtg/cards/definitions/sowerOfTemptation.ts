import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, triggered } from "../dsl.js";

export const sowerOfTemptation = defineCard("Sower of Temptation", [
  keyword("Flying", "flying"),
  triggered(
    "When Sower of Temptation enters, gain control of target creature for as long as Sower of Temptation remains on the battlefield.",
    {
      trigger: { on: "enters", filter: Filters.self },
      targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
      effects: [{ do: "gainControl", what: Refs.target(0), duration: "whileSourceOnBattlefield" }],
    },
  ),
]);
