import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Whenever enchanted creature attacks, you
// may create a token that's…".
export const mirrorMockery = defineCard("Mirror Mockery", [
  keyword("Enchant creature", "enchant", { filter: Filters.creature }),
  triggered(
    "Whenever enchanted creature attacks, you may create a token that's a copy of that creature. Exile that token at end of combat.",
    {
      trigger: { on: "attacks", filter: Filters.attached },
      optional: true,
      effects: [
        { do: "createTokenCopy", of: Refs.triggerObject, count: 1, exceptions: [] },
        // 511.2, 603.7: "at end of combat" is the beginning of the end of combat step.
        { do: "atEndOfCombat", effects: [{ do: "exile", what: Refs.triggerObject }] },
      ],
    },
  ),
]);
