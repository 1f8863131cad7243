import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, replacement, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have this creature enter as a
// copy of any creature on the b…".
/** The ability the Doppelganger gives itself, which copies itself along (707.9a, 707.3). */
const upkeepCopy = triggered(
  "At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability.",
  {
    trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
    optional: true,
    targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
    effects: [
      {
        do: "becomeCopy",
        what: Refs.self,
        of: Refs.target(0),
        exceptions: [{ except: "keepOriginalColor" }, { except: "hasThisAbility" }],
        duration: "permanent",
      },
    ],
  },
);

export const vesuvanDoppelganger = defineCard("Vesuvan Doppelganger", [
  // 707.9c: it keeps its own color (blue); 707.9d: no color indicator or color CDA is copied.
  replacement(
    "You may have this creature enter as a copy of any creature on the battlefield, except it doesn't copy that creature's color and it has \"At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability.\"",
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.creature,
      exceptions: [{ except: "keepOriginalColor" }, { except: "hasAbilities", abilities: [upkeepCopy] }],
    },
  ),
]);
