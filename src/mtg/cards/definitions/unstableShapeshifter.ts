import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Whenever another creature enters, this
// creature becomes a copy of t…".
export const unstableShapeshifter = defineCard("Unstable Shapeshifter", [
  // 707.4: it becomes a copy while staying on the battlefield; 707.9a: "this ability" is copied along.
  triggered(
    "Whenever another creature enters, this creature becomes a copy of that creature, except it has this ability.",
    {
      trigger: { on: "enters", filter: Filters.and(Filters.creature, Filters.other) },
      effects: [
        {
          do: "becomeCopy",
          what: Refs.self,
          of: Refs.triggerObject,
          exceptions: [{ except: "hasThisAbility" }],
          duration: "permanent",
        },
      ],
    },
  ),
]);
