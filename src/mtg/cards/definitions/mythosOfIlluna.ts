import type { Effect } from "../../abilities/effect.js";
import { Refs } from "../../abilities/ref.js";
import { Filters } from "../../abilities/filter.js";
import { defineCard, spell, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Create a token that's a copy of target
// permanent. If {R}{G} was spe…".
const plainCopy: Effect = { do: "createTokenCopy", of: Refs.target(0), count: 1, exceptions: [] };
const fightingCopy: Effect = {
  do: "createTokenCopy",
  of: Refs.target(0),
  count: 1,
  exceptions: [
    {
      except: "hasAbilities",
      abilities: [
        // 603.4: an intervening "if"; 701.14a: fight.
        triggered(
          "When this token enters, if it's a creature, it fights up to one target creature you don't control.",
          {
            trigger: { on: "enters", filter: Filters.self },
            interveningIf: { is: "selfMatches", filter: Filters.creature },
            targets: [
              {
                spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.not(Filters.youControl)) },
                min: 0,
                max: 1,
              },
            ],
            effects: [{ do: "fight", what: Refs.self, other: Refs.target(0) }],
          },
        ),
      ],
    },
  ],
};

export const mythosOfIlluna = defineCard("Mythos of Illuna", [
  spell(
    "Create a token that's a copy of target permanent. If {R}{G} was spent to cast this spell, instead create a token that's a copy of that permanent, except the token has \"When this token enters, if it's a creature, it fights up to one target creature you don't control.\"",
    {
      targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [] } } }],
      effects: [
        {
          do: "if",
          condition: { is: "manaSpent", color: "R" },
          effects: [
            { do: "if", condition: { is: "manaSpent", color: "G" }, effects: [fightingCopy], otherwise: [plainCopy] },
          ],
          otherwise: [plainCopy],
        },
      ],
    },
  ),
]);
