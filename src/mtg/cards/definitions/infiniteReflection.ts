import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, replacement, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "When Infinite Reflection enters attached
// to a creature, each other…" (and 1 more paragraph).
const nontokenCreaturesYouControl = Filters.and(Filters.creature, Filters.not(Filters.token), Filters.youControl);

export const infiniteReflection = defineCard("Infinite Reflection", [
  keyword("Enchant creature", "enchant", { filter: Filters.creature }),
  triggered(
    "When Infinite Reflection enters attached to a creature, each other nontoken creature you control becomes a copy of that creature.",
    {
      trigger: { on: "enters", filter: Filters.self },
      effects: [
        {
          // The Aura is attached as it resolves (303.4f); "that creature" is the enchanted one.
          do: "if",
          condition: { is: "attachedMatches", filter: Filters.creature },
          effects: [
            {
              do: "becomeCopy",
              what: { ref: "each", filter: nontokenCreaturesYouControl, except: Refs.attached },
              of: Refs.attached,
              exceptions: [],
              duration: "permanent",
            },
          ],
        },
      ],
    },
  ),
  replacement("Nontoken creatures you control enter as a copy of enchanted creature.", {
    effect: "othersEnterAsCopyOfAttached",
    filter: nontokenCreaturesYouControl,
  }),
]);
