import type { Effect } from "../../abilities/effect.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, notYet, spell } from "../dsl.js";

const plainCopy: Effect = { do: "createTokenCopy", of: Refs.target(0), count: 1, exceptions: [] };
const fightingCopy: Effect = {
  do: "createTokenCopy",
  of: Refs.target(0),
  count: 1,
  exceptions: [
    {
      except: "hasAbilities",
      abilities: [
        notYet(
          "When this token enters, if it's a creature, it fights up to one target creature you don't control.",
          "fighting (701.14) is not in the effect vocabulary",
        ),
      ],
    },
  ],
};

export const mythosOfIlluna = defineCard("Mythos of Illuna", [
  spell(
    'Create a token that\'s a copy of target permanent. If {R}{G} was spent to cast this spell, instead create a token that\'s a copy of that permanent, except the token has "When this token enters, if it\'s a creature, it fights up to one target creature you don\'t control."',
    {
      targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [] } } }],
      effects: [
        {
          do: "if",
          condition: { is: "manaSpent", color: "R" },
          effects: [{ do: "if", condition: { is: "manaSpent", color: "G" }, effects: [fightingCopy], otherwise: [plainCopy] }],
          otherwise: [plainCopy],
        },
      ],
    },
  ),
]);
