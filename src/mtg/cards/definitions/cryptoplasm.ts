import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "At the beginning of your upkeep, you may
// have Cryptoplasm become a…".
export const cryptoplasm = defineCard("Cryptoplasm", [
  triggered(
    "At the beginning of your upkeep, you may have Cryptoplasm become a copy of another target creature, except it has this ability.",
    {
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
      optional: true,
      targets: [{ spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.other) } }],
      effects: [
        {
          do: "becomeCopy",
          what: Refs.self,
          of: Refs.target(0),
          exceptions: [{ except: "hasThisAbility" }],
          duration: "permanent",
        },
      ],
    },
  ),
]);
