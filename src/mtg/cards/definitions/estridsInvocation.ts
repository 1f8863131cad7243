import { Filters } from "../../abilities/filter.js";
import { defineCard, notYet, replacement } from "../dsl.js";

export const estridsInvocation = defineCard("Estrid's Invocation", [
  replacement(
    'You may have Estrid\'s Invocation enter as a copy of an enchantment you control, except it has "At the beginning of your upkeep, you may exile this enchantment. If you do, return it to the battlefield under its owner\'s control."',
    {
      r: "entersAsCopy",
      optional: true,
      filter: Filters.and(Filters.enchantment, Filters.youControl),
      exceptions: [
        {
          except: "hasAbilities",
          abilities: [
            notYet(
              "At the beginning of your upkeep, you may exile this enchantment. If you do, return it to the battlefield under its owner's control.",
              "exiling a permanent and returning that card to the battlefield (a new object, 400.7) is not in the effect vocabulary",
            ),
          ],
        },
      ],
    },
  ),
]);
