import { Filters } from "../abilities/filter.js";
import { Refs } from "../abilities/ref.js";
import type { GaCard } from "../model/card.js";
import { activated, card, costModifier, entersAsCopy, face, keywords, notYet, triggered } from "./dsl.js";

export const clockworkAmalgam: GaCard = card(
  "clockwork-amalgam",
  face(
    {
      name: "Clockwork Amalgam",
      element: "Neos",
      types: ["Phantasia"],
      classes: ["Guardian", "Tamer"],
      subtypes: ["Guardian", "Tamer", "Spell"],
      reserve: 5,
    },
    costModifier("[Class Bonus] This card costs 2 less to activate.", -2),
    entersAsCopy(
      'Clockwork Amalgam enters the field as a copy of any ally or weapon on the field except it has "At the beginning of your recollection phase, you may return this object to your hand."',
      {
        optional: false,
        filter: Filters.allyOrWeapon,
        exceptions: [
          {
            except: "addAbility",
            ability: triggered(
              "At the beginning of your recollection phase, you may return this object to your hand.",
              { on: "recollectionBegins" },
              [{ do: "mayReturnToHand", object: Refs.self }],
            ),
          },
        ],
      },
    ),
  ),
);

export const aetherialProjection: GaCard = card(
  "aetherial-projection",
  face(
    {
      name: "Aetherial Projection",
      element: "Astra",
      types: ["Phantasia"],
      classes: ["Ranger"],
      subtypes: ["Ranger", "Aethercharge", "Spell"],
      reserve: 2,
      power: 2,
    },
    keywords("[Diana Bonus] [Element Bonus] Aethercalling", { kw: "Aethercalling" }),
    entersAsCopy(
      '[Diana Bonus] [Element Bonus] You may have Aetherial Projection enter as a copy of any Aetherwing weapon you control, except it has "Ranger allies you control can attack using this weapon."',
      {
        optional: true,
        filter: { types: ["Weapon"], subtypes: ["Aetherwing"], controller: "you" },
        exceptions: [
          {
            except: "addAbility",
            ability: notYet(
              "Ranger allies you control can attack using this weapon.",
              "allies wielding weapons is not modelled",
            ),
          },
        ],
      },
    ),
  ),
);

export const fertileGrounds: GaCard = card(
  "fertile-grounds",
  face(
    {
      name: "Fertile Grounds",
      element: "Wind",
      types: ["Phantasia"],
      classes: ["Cleric"],
      subtypes: ["Cleric", "Spell"],
      reserve: 3,
    },
    triggered(
      "At the beginning of your recollection phase, summon a token copy of an Herb item you control.",
      { on: "recollectionBegins" },
      [{ do: "summonTokenCopy", of: { choose: { types: ["Item"], subtypes: ["Herb"], controller: "you" } } }],
    ),
  ),
);

export const fractalOfCreation: GaCard = card(
  "fractal-of-creation",
  face(
    {
      name: "Fractal of Creation",
      element: "Neos",
      types: ["Phantasia"],
      classes: ["Mage"],
      subtypes: ["Mage", "Fractal"],
      reserve: 2,
    },
    keywords("Reservable (While paying for a reserve cost, you may rest this object to pay for 1 of that cost.)", {
      kw: "Reservable",
    }),
    activated(
      "Sacrifice Fractal of Creation: Summon a token copy of target token you control.",
      { sacrificeSelf: true },
      [{ do: "summonTokenCopy", of: Refs.target(0) }],
      {
        targets: [{ kind: "object", filter: { token: true, controller: "you" } }],
      },
    ),
  ),
);

export const fractalOfDuplication: GaCard = card(
  "fractal-of-duplication",
  face(
    {
      name: "Fractal of Duplication",
      element: "Neos",
      types: ["Phantasia"],
      classes: ["Cleric"],
      subtypes: ["Cleric", "Fractal"],
      reserve: 4,
    },
    triggered(
      "Whenever Fractal of Duplication becomes rested, summon a token copy of it rested.",
      { on: "becomesRested" },
      [{ do: "summonTokenCopy", of: Refs.self, rested: true }],
    ),
    keywords("Reservable (While paying for a reserve cost, you may rest this object to pay for 1 of that cost.)", {
      kw: "Reservable",
    }),
  ),
);

export const PHANTASIAS: readonly GaCard[] = [
  clockworkAmalgam,
  aetherialProjection,
  fertileGrounds,
  fractalOfCreation,
  fractalOfDuplication,
];
