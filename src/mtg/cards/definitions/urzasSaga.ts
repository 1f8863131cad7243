import { Filters } from "../../abilities/filter.js";
import { activated, defineCard, staticAbility, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "I — Urza's Saga gains \"{T}: Add {C}.\""
// (and 2 more paragraphs).
const construct = {
  name: "Construct",
  colors: [],
  types: ["Artifact", "Creature"],
  subtypes: ["Construct"],
  power: 0,
  toughness: 0,
  abilities: [
    staticAbility("This creature gets +1/+1 for each artifact you control.", [
      {
        affects: Filters.self,
        parts: [
          {
            op: "modifyPT",
            power: { of: "count", filter: Filters.and(Filters.artifact, Filters.youControl) },
            toughness: { of: "count", filter: Filters.and(Filters.artifact, Filters.youControl) },
          },
        ],
      },
    ]),
  ],
  text: "This creature gets +1/+1 for each artifact you control.",
} as const;

export const urzasSaga = defineCard("Urza's Saga", [
  // 714.2b chapter abilities; 611.2: "gains" with no duration lasts as long as the Saga is there.
  triggered('I — Urza\'s Saga gains "{T}: Add {C}."', {
    trigger: { on: "chapter", n: 1 },
    effects: [
      {
        do: "continuous",
        what: { ref: "self" },
        parts: [
          {
            op: "addAbilities",
            abilities: [
              activated("{T}: Add {C}.", {
                cost: { tap: true },
                effects: [{ do: "addMana", mana: "{C}" }],
                manaAbility: true,
              }),
            ],
          },
        ],
        duration: "permanent",
      },
    ],
  }),
  triggered(
    "II — Urza's Saga gains \"{2}, {T}: Create a 0/0 colorless Construct artifact creature token with 'This creature gets +1/+1 for each artifact you control.'\"",
    {
      trigger: { on: "chapter", n: 2 },
      effects: [
        {
          do: "continuous",
          what: { ref: "self" },
          parts: [
            {
              op: "addAbilities",
              abilities: [
                activated(
                  "{2}, {T}: Create a 0/0 colorless Construct artifact creature token with 'This creature gets +1/+1 for each artifact you control.'",
                  { cost: { mana: "{2}", tap: true }, effects: [{ do: "createToken", token: construct, count: 1 }] },
                ),
              ],
            },
          ],
          duration: "permanent",
        },
      ],
    },
  ),
  // 701.23a: "an artifact card" — up to one may be found (701.23b: a search may find nothing).
  triggered(
    "III — Search your library for an artifact card with mana cost {0} or {1}, put it onto the battlefield, then shuffle.",
    {
      trigger: { on: "chapter", n: 3 },
      effects: [
        {
          do: "searchLibrary",
          filter: Filters.and(Filters.artifact, { is: "manaCost", costs: ["{0}", "{1}"] }),
          max: 1,
        },
      ],
    },
  ),
]);
