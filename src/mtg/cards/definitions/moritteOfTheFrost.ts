import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have Moritte of the Frost enter
// as a copy of a permanent yo…".
export const moritteOfTheFrost = defineCard("Moritte of the Frost", [
  keyword("Changeling (This card is every creature type.)", "changeling"),
  // 707.9f: the creature-only exceptions are judged on the copy without them (but legendary and snow).
  replacement(
    "You may have Moritte of the Frost enter as a copy of a permanent you control, except it's legendary and snow in addition to its other types and, if it's a creature, it enters with two additional +1/+1 counters on it and has changeling.",
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.youControl,
      exceptions: [
        { except: "additionalTypes", supertypes: ["Legendary", "Snow"] },
        {
          except: "ifType",
          type: "Creature",
          apply: [
            { except: "entersWithCounters", kind: "+1/+1", amount: 2 },
            { except: "hasAbilities", abilities: [keyword("Changeling", "changeling")] },
          ],
        },
      ],
    },
  ),
]);
