import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have this creature enter as a
// copy of a creature or planesw…".
export const sparkDouble = defineCard("Spark Double", [
  // 707.9e: the counters are additional effects; 707.9f: each applies only if the copy would be that type.
  replacement(
    "You may have this creature enter as a copy of a creature or planeswalker you control, except it enters with an additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't legendary.",
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.and(Filters.or(Filters.creature, Filters.planeswalker), Filters.youControl),
      exceptions: [
        { except: "ifType", type: "Creature", apply: [{ except: "entersWithCounters", kind: "+1/+1", amount: 1 }] },
        {
          except: "ifType",
          type: "Planeswalker",
          apply: [{ except: "entersWithCounters", kind: "loyalty", amount: 1 }],
        },
        { except: "notSupertypes", supertypes: ["Legendary"] },
      ],
    },
  ),
]);
