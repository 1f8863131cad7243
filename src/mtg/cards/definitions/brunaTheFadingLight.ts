import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, ruleAbility, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "When you cast Bruna, the Fading Light,
// you may return target Angel…" (and 1 more paragraph).
export const brunaTheFadingLight = defineCard(
  "Bruna, the Fading Light",
  [
    // 113.6k, 603.2: triggers as the spell is cast, from the stack.
    triggered(
      "When you cast Bruna, the Fading Light, you may return target Angel or Human creature card from your graveyard to the battlefield.",
      {
        trigger: { on: "cast", filter: Filters.self, by: "you" },
        optional: true,
        targets: [
          {
            spec: {
              kind: "card",
              zone: "graveyard",
              filter: Filters.and(Filters.creature, Filters.or(Filters.subtype("Angel"), Filters.subtype("Human"))),
              whose: "you",
            },
          },
        ],
        effects: [{ do: "putOntoBattlefield", what: { ref: "target", index: 0 }, under: "owner" }],
      },
    ),
    keyword("Flying", "flying"),
    keyword("vigilance", "vigilance"),
  ],
  // 712.4b, 712.8g: the melded permanent (Brisela) has only the combined back face's characteristics.
  [
    keyword("Flying", "flying"),
    keyword("first strike", "first strike"),
    keyword("vigilance", "vigilance"),
    keyword("lifelink", "lifelink"),
    ruleAbility("Your opponents can't cast spells with mana value 3 or less.", [
      { rule: "opponentsCantCast", filter: { is: "manaValue", atMost: 3 } },
    ]),
  ],
);
