import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have Estrid's Invocation enter
// as a copy of an enchantment…".
export const estridsInvocation = defineCard("Estrid's Invocation", [
  replacement(
    "You may have Estrid's Invocation enter as a copy of an enchantment you control, except it has \"At the beginning of your upkeep, you may exile this enchantment. If you do, return it to the battlefield under its owner's control.\"",
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.and(Filters.enchantment, Filters.youControl),
      exceptions: [
        {
          except: "hasAbilities",
          abilities: [
            // 400.7: it returns as a new object — and may enter as a copy again (707.5).
            triggered(
              "At the beginning of your upkeep, you may exile this enchantment. If you do, return it to the battlefield under its owner's control.",
              {
                trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
                optional: true,
                effects: [{ do: "exileAndReturn", what: { ref: "self" }, under: "owner" }],
              },
            ),
          ],
        },
      ],
    },
  ),
]);
