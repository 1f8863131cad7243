import { Refs } from "../abilities/ref.js";
import type { GaCard } from "../model/card.js";
import { additionalCost, card, costModifier, face, keywords, modal, notYet, onResolve, playCondition } from "./dsl.js";

export const stargazersPortent: GaCard = card(
  "stargazers-portent",
  face(
    {
      name: "Stargazer's Portent",
      element: "Astra",
      types: ["Action"],
      classes: ["Cleric"],
      subtypes: ["Cleric", "Skill"],
      reserve: 4,
      speed: "Fast",
    },
    costModifier("[Class Bonus] This card costs 1 less to activate.", -1),
    notYet(
      "The next time you starcall a card this turn, copy that activation. You may choose new targets for the copy.",
      "starcalling is not modelled",
    ),
  ),
);

export const duplicitousReplication: GaCard = card(
  "duplicitous-replication",
  face(
    {
      name: "Duplicitous Replication",
      element: "Crux",
      types: ["Action"],
      classes: ["Cleric"],
      subtypes: ["Cleric", "Spell"],
      reserve: 2,
      speed: "Fast",
    },
    notYet(
      "The next time one or more regalia enter the field under an opponent's control this turn, summon a token copy of each of them.",
      "delayed triggers on regalia entering are not modelled",
    ),
  ),
);

export const enhancePotency: GaCard = card(
  "enhance-potency",
  face(
    {
      name: "Enhance Potency",
      element: "Wind",
      types: ["Action"],
      classes: ["Cleric"],
      subtypes: ["Cleric", "Spell"],
      reserve: 3,
      speed: "Slow",
    },
    costModifier("[Class Bonus] This card costs 1 less to activate.", -1),
    onResolve(
      "Rest target Potion. If you do, the next time you activate an ability of that Potion this turn, copy that ability. You may choose new targets for the copy.",
      [
        {
          do: "rest",
          object: Refs.target(0),
          andThen: [{ do: "copyNextAbilityActivation", of: Refs.target(0), count: 1, newTargets: true }],
        },
      ],
      [{ kind: "object", filter: { subtypes: ["Potion"] } }],
    ),
  ),
);

export const grimPastiche: GaCard = card(
  "grim-pastiche",
  face(
    {
      name: "Grim Pastiche",
      element: "Umbra",
      types: ["Action"],
      classes: ["Guardian"],
      subtypes: ["Guardian", "Skill"],
      reserve: 2,
      speed: "Fast",
    },
    onResolve(
      "Copy target non-Skill action omen you have with reserve cost 5 or less. If you do, you may activate that copy without paying its reserve cost. (If you don't activate it, the copy ceases to exist.)",
      [{ do: "copyCardMayActivate", what: Refs.target(0) }],
      [
        {
          kind: "card",
          filter: {
            zone: "banishment",
            types: ["Action"],
            notSubtypes: ["Skill"],
            counter: "omen",
            controller: "you",
            reserveCostAtMost: 5,
          },
        },
      ],
    ),
  ),
);

export const birefringence: GaCard = card(
  "birefringence",
  face(
    {
      name: "Birefringence",
      element: "Luxem",
      types: ["Action"],
      classes: ["Assassin"],
      subtypes: ["Assassin", "Skill"],
      reserve: 2,
      speed: "Fast",
    },
    notYet(
      '[Class Bonus] Target attack card in an intent of a unit you control gains "On Hit: You may have the attacker declare an additional attack. If you do, create a copy of this card in that attacker\'s intent."',
      "On Hit and additional attacks are not modelled",
    ),
  ),
);

export const meteoricVolley: GaCard = card(
  "meteoric-volley",
  face(
    {
      name: "Meteoric Volley",
      element: "Astra",
      types: ["Action"],
      classes: ["Ranger"],
      subtypes: ["Ranger", "Spell"],
      reserve: 3,
      speed: "Fast",
    },
    playCondition("Activate this card only if your champion is attacking.", { if: "yourChampionAttacking" }),
    onResolve("For each Aethercharge card in the attacker's intent, create a copy of it in that attacker's intent.", [
      { do: "copyIntoIntent", each: { zone: "intent", subtypes: ["Aethercharge"] } },
    ]),
  ),
);

export const echoicGuard: GaCard = card(
  "echoic-guard",
  face(
    {
      name: "Echoic Guard",
      element: "Neos",
      types: ["Action"],
      classes: ["Guardian"],
      subtypes: ["Guardian", "Skill", "Reaction"],
      reserve: 3,
      speed: "Fast",
    },
    costModifier("[Class Bonus] This card costs 1 less to activate.", -1),
    onResolve(
      "Prevent the next 2 damage that would be dealt to target ally this turn. Then you may pay (X) where X is that ally’s reserve cost. If you do, summon a token copy of that ally.",
      [
        { do: "preventDamage", to: Refs.target(0), amount: 2 },
        {
          do: "mayPayReserve",
          amount: { amount: "reserveCostOf", of: Refs.target(0) },
          andThen: [{ do: "summonTokenCopy", of: Refs.target(0) }],
        },
      ],
      [{ kind: "object", filter: { types: ["Ally"] } }],
    ),
  ),
);

export const dualitysConvergence: GaCard = card(
  "dualitys-convergence",
  face(
    {
      name: "Duality's Convergence",
      element: "Crux",
      types: ["Action"],
      classes: ["Assassin"],
      subtypes: ["Assassin", "Spell"],
      reserve: 5,
      speed: "Slow",
    },
    costModifier("[Merlin Bonus] This card costs 2 less to activate.", -2),
    onResolve(
      "Each player summons a token copy of each non-Distortion regalia they control. Those copies each become a Distortion in addition to its other types.",
      [
        {
          do: "summonTokenCopy",
          of: { each: { supertypes: ["Regalia"], notSubtypes: ["Distortion"] }, everyPlayer: true },
          addSubtypes: ["Distortion"],
        },
      ],
    ),
  ),
);

export const surgingBolt: GaCard = card(
  "surging-bolt",
  face(
    {
      name: "Surging Bolt",
      element: "Fire",
      types: ["Action"],
      classes: ["Mage"],
      subtypes: ["Mage", "Spell"],
      reserve: 3,
      speed: "Slow",
    },
    keywords(
      "Imbue 3 (You may reserve all cards revealed as you activate this card. If at least three of them are fire element, this card becomes imbued.)",
      { kw: "Imbue", n: 3, imbue: "identity" },
    ),
    // Copy General 1.e.i: "Surging Bolt" is the card (or card copy) resolving, so a copy reads its own Imbued property.
    onResolve(
      "Deal 3 damage to target champion. If Surging Bolt is imbued, deal 4 damage to that champion instead.",
      [{ do: "dealDamage", to: Refs.target(0), amount: 3, ifImbued: 4 }],
      [{ kind: "object", filter: { types: ["Champion"] } }],
    ),
  ),
);

export const bestialFrenzy: GaCard = card(
  "bestial-frenzy",
  face(
    {
      name: "Bestial Frenzy",
      element: "Norm",
      types: ["Action"],
      classes: ["Tamer"],
      subtypes: ["Tamer", "Skill"],
      reserve: 2,
      speed: "Slow",
    },
    modal(
      "Choose one. Class Bonus: Choose up to two instead—\n• Your champion gets +1 level until end of turn.\n• Target Beast ally gets +1 POWER until end of turn.\n• Target Beast ally gains cleave until end of turn.",
      1,
      2,
      [
        {
          text: "Your champion gets +1 level until end of turn.",
          effects: [
            {
              do: "grant",
              object: Refs.yourChampion,
              duration: "endOfTurn",
              parts: [{ kind: "modifyStat", stat: "level", by: 1 }],
            },
          ],
        },
        {
          text: "Target Beast ally gets +1 POWER until end of turn.",
          targets: [{ kind: "object", filter: { types: ["Ally"], subtypes: ["Beast"] } }],
          effects: [
            {
              do: "grant",
              object: Refs.target(0),
              duration: "endOfTurn",
              parts: [{ kind: "modifyStat", stat: "power", by: 1 }],
            },
          ],
        },
        {
          text: "Target Beast ally gains cleave until end of turn.",
          targets: [{ kind: "object", filter: { types: ["Ally"], subtypes: ["Beast"] } }],
          effects: [
            {
              do: "grant",
              object: Refs.target(0),
              duration: "endOfTurn",
              parts: [{ kind: "addAbilities", abilities: [keywords("Cleave", { kw: "Cleave" })] }],
            },
          ],
        },
      ],
    ),
  ),
);

export const penumbralWaltz: GaCard = card(
  "penumbral-waltz",
  face(
    {
      name: "Penumbral Waltz",
      element: "Umbra",
      types: ["Action"],
      classes: ["Assassin"],
      subtypes: ["Assassin", "Skill", "Reaction"],
      reserve: 0,
      speed: "Fast",
    },
    additionalCost("As an additional cost to activate this card, remove X preparation counters from your champion.", {
      removeChampionCounters: { counter: "preparation", n: "x" },
    }),
    onResolve("Prevent the next X+3 damage that would be dealt to your champion this turn.", [
      { do: "preventDamage", to: Refs.yourChampion, amount: { amount: "x", plus: 3 } },
    ]),
    onResolve("[Tristan Bonus] If X is 3 or greater, summon two Ominous Shadow tokens.", [
      {
        do: "if",
        condition: { if: "xAtLeast", n: 3 },
        andThen: [{ do: "summonTokens", name: "Ominous Shadow", n: 2 }],
      },
    ]),
  ),
);

export const ACTIONS: readonly GaCard[] = [
  stargazersPortent,
  duplicitousReplication,
  enhancePotency,
  grimPastiche,
  birefringence,
  meteoricVolley,
  echoicGuard,
  dualitysConvergence,
  surgingBolt,
  bestialFrenzy,
  penumbralWaltz,
];
