import type { Effect } from "../../abilities/effect.js";
import { Filters } from "../../abilities/filter.js";
import type { TokenSpec } from "../../abilities/token.js";
import { defineCard, keyword, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "When Frontline Heroism enters, create a
// 1/1 red Soldier creature to…" (and 1 more paragraph).
const soldier: TokenSpec = {
  name: "Soldier",
  colors: ["R"],
  types: ["Creature"],
  subtypes: ["Soldier"],
  power: 1,
  toughness: 1,
  abilities: [keyword("Haste", "haste")],
  text: "Haste",
};
const createSoldier: Effect = { do: "createToken", token: soldier, count: 1 };

export const frontlineHeroism = defineCard("Frontline Heroism", [
  triggered("When Frontline Heroism enters, create a 1/1 red Soldier creature token with haste.", {
    trigger: { on: "enters", filter: Filters.self },
    effects: [createSoldier],
  }),
  // 707.10e: the copy's targets all become that token; with several tokens, one of them.
  triggered(
    "Whenever you cast a spell that targets only a single creature you control, create a 1/1 red Soldier creature token with haste, then copy that spell. The copy targets that token.",
    {
      trigger: {
        on: "cast",
        by: "you",
        filter: Filters.and(),
        targetsOnlyOne: Filters.and(Filters.creature, Filters.youControl),
      },
      effects: [
        createSoldier,
        {
          do: "copySpell",
          what: { ref: "triggerObject" },
          count: 1,
          newTargets: false,
          exceptions: [],
          targetCreated: true,
        },
      ],
    },
  ),
]);
