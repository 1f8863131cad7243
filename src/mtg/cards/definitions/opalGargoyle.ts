import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "When an opponent casts a creature spell,
// if Opal Gargoyle is an enc…".
export const opalGargoyle = defineCard("Opal Gargoyle", [
  // The animation has no duration: it lasts indefinitely (611.2a), and is not a copy effect.
  // "Becomes a … creature" replaces its card types (205.1a): it is no longer an enchantment.
  // "Becomes a 2/2 Gargoyle creature" sets its card type (205.1a): it is no longer an enchantment
  // (Gatherer ruling 2004-10-04), so the intervening "if" (603.4) stops later triggers.
  triggered(
    "When an opponent casts a creature spell, if Opal Gargoyle is an enchantment, Opal Gargoyle becomes a 2/2 Gargoyle creature with flying.",
    {
      trigger: { on: "cast", filter: Filters.creature, by: "opponent" },
      interveningIf: { is: "selfMatches", filter: Filters.enchantment },
      effects: [
        {
          do: "continuous",
          what: Refs.self,
          parts: [
            { op: "setCardTypes", types: ["Creature"] },
            { op: "setCreatureTypes", subtypes: ["Gargoyle"] },
            { op: "addAbilities", abilities: [keyword("Flying", "flying")] },
            { op: "setPT", power: 2, toughness: 2 },
          ],
          duration: "permanent",
        },
      ],
    },
  ),
]);
