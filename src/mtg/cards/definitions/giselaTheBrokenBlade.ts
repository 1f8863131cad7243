import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, ruleAbility, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "At the beginning of your end step, if
// you both own and control Gise…" (and 1 more paragraph).
export const giselaTheBrokenBlade = defineCard(
  "Gisela, the Broken Blade",
  [
    keyword("Flying", "flying"),
    keyword("first strike", "first strike"),
    keyword("lifelink", "lifelink"),
    // 603.4: checked as the end step begins and on resolution; 701.42a: meld.
    triggered(
      "At the beginning of your end step, if you both own and control Gisela, the Broken Blade and a creature named Bruna, the Fading Light, exile them, then meld them into Brisela, Voice of Nightmares.",
      {
        trigger: { on: "beginningOfStep", step: "end", whose: "your" },
        interveningIf: {
          is: "all",
          of: [
            { is: "youOwnAndControl", filter: Filters.self },
            {
              is: "youOwnAndControl",
              filter: Filters.and(Filters.creature, { is: "named", name: "Bruna, the Fading Light" }),
            },
          ],
        },
        effects: [{ do: "meld", with: "Bruna, the Fading Light" }],
      },
    ),
  ],
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
