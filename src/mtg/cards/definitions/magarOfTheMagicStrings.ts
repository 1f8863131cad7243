import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, replacement, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{1}{B}{R}: Note the name of target
// instant or sorcery card in your…".
const TEXT =
  '{1}{B}{R}: Note the name of target instant or sorcery card in your graveyard and put it onto the battlefield face down. It\'s a 3/3 creature with "Whenever this creature deals combat damage to a player, you may create a copy of the card with the noted name. You may cast the copy without paying its mana cost" and "If this creature would leave the battlefield, exile it instead of putting it anywhere else."';

// 707.14: the copy uses the characteristics of the noted card as it last existed in the graveyard.
export const magarOfTheMagicStrings = defineCard("Magar of the Magic Strings", [
  activated(TEXT, {
    cost: { mana: "{1}{B}{R}" },
    targets: [
      {
        spec: {
          kind: "card",
          zone: "graveyard",
          whose: "you",
          filter: Filters.or(Filters.type("Instant"), Filters.type("Sorcery")),
        },
      },
    ],
    effects: [
      {
        do: "noteNameAndPutFaceDown",
        what: Refs.target(0),
        parts: [
          { op: "setPT", power: 3, toughness: 3 },
          {
            op: "addAbilities",
            abilities: [
              triggered(
                "Whenever this creature deals combat damage to a player, you may create a copy of the card with the noted name. You may cast the copy without paying its mana cost",
                {
                  trigger: { on: "dealsCombatDamageToPlayer", filter: Filters.self },
                  optional: true,
                  effects: [{ do: "castCopyOfNoted" }],
                },
              ),
              replacement(
                "If this creature would leave the battlefield, exile it instead of putting it anywhere else.",
                { effect: "exileIfWouldLeave" },
              ),
            ],
          },
        ],
      },
    ],
  }),
]);
