import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, staticAbility, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "As long as enchanted permanent is a
// creature, it has flying." (and 1 more paragraph).
/** 110.4: the permanent card types. */
const permanent = Filters.or(
  ...["Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"].map(Filters.type),
);

export const runeOfFlight = defineCard("Rune of Flight", [
  keyword("Enchant permanent", "enchant", { filter: permanent }),
  triggered("When Rune of Flight enters, draw a card.", {
    trigger: { on: "enters", filter: Filters.self },
    effects: [{ do: "draw", who: Refs.you, amount: 1 }],
  }),
  staticAbility("As long as enchanted permanent is a creature, it has flying.", [
    {
      affects: Filters.attached,
      condition: { is: "attachedMatches", filter: Filters.creature },
      parts: [{ op: "addAbilities", abilities: [keyword("Flying", "flying")] }],
    },
  ]),
  staticAbility('As long as enchanted permanent is an Equipment, it has "Equipped creature has flying."', [
    {
      affects: Filters.attached,
      condition: { is: "attachedMatches", filter: Filters.subtype("Equipment") },
      parts: [
        {
          op: "addAbilities",
          abilities: [
            staticAbility("Equipped creature has flying.", [
              { affects: Filters.attached, parts: [{ op: "addAbilities", abilities: [keyword("Flying", "flying")] }] },
            ]),
          ],
        },
      ],
    },
  ]),
]);
