import { Refs } from "../abilities/ref.js";
import type { GaCard } from "../model/card.js";
import { card, face, keywords, notYet, reminder, staticAbility, triggered } from "./dsl.js";

export const starlitApothecary: GaCard = card(
  "starlit-apothecary",
  face(
    {
      name: "Starlit Apothecary",
      element: "Astra",
      supertypes: ["Unique"],
      types: ["Domain"],
      classes: ["Cleric"],
      subtypes: ["Cleric", "Market"],
      reserve: 3,
    },
    triggered(
      "[Arisanna Bonus] At the beginning of your recollection phase, summon a token copy of target Potion or Herb you control unless an opponent pays (4). If the summoned token is a Potion, it becomes brewed. (Each opponent decides to pay or not to pay the optional cost in turn order until one does.)",
      { on: "recollectionBegins" },
      [
        {
          do: "unlessOpponentPays",
          amount: 4,
          andThen: [{ do: "summonTokenCopy", of: Refs.target(0), brewedIfPotion: true }],
        },
      ],
      [{ kind: "object", filter: { anySubtypes: ["Potion", "Herb"], controller: "you" } }],
    ),
  ),
);

export const sliceAndDice: GaCard = card(
  "slice-and-dice",
  face(
    {
      name: "Slice and Dice",
      element: "Norm",
      types: ["Attack"],
      classes: ["Assassin"],
      subtypes: ["Assassin", "Dagger"],
      reserve: 2,
      power: 3,
    },
    keywords("Prepare 3", { kw: "Prepare", n: 3 }),
    notYet(
      "On Hit: If Slice and Dice was prepared, you may have the attacker declare an additional attack. If you do, create a copy of Slice and Dice in that attacker's intent except it isn't prepared and it gets +3 POWER.",
      "On Hit and additional attacks are not modelled",
    ),
  ),
);

export const excaliburReflectedEdge: GaCard = card(
  "excalibur-reflected-edge",
  face(
    {
      name: "Excalibur, Reflected Edge",
      element: "Norm",
      supertypes: ["Unique"],
      types: ["Weapon"],
      classes: ["Assassin", "Mage"],
      subtypes: ["Assassin", "Mage", "Sword"],
      reserve: 3,
      power: 1,
      durability: 2,
    },
    keywords("True Sight, Spellshroud", { kw: "True Sight" }, { kw: "Spellshroud" }),
    staticAbility("[Merlin Bonus] Excalibur gets +1POWER.", {
      affects: "self",
      parts: [{ kind: "modifyStat", stat: "power", by: 1 }],
    }),
    triggered(
      "On Destroy: Summon a token copy of a non-Distortion regalia you control with memory cost 0. It becomes a Distortion in addition to its other types.",
      { on: "destroy" },
      [
        {
          do: "summonTokenCopy",
          of: { choose: { supertypes: ["Regalia"], notSubtypes: ["Distortion"], controller: "you", memoryCost: 0 } },
          addSubtypes: ["Distortion"],
        },
      ],
    ),
  ),
);

export const shadowsTwin: GaCard = card(
  "shadows-twin",
  face(
    {
      name: "Shadow's Twin",
      element: "Umbra",
      supertypes: ["Regalia"],
      types: ["Weapon"],
      classes: ["Ranger"],
      subtypes: ["Ranger", "Gun"],
      memory: 1,
      power: 1,
      durability: 5,
    },
    notYet("Whenever Shadow's Twin becomes loaded, it gets +2 POWER until end of turn.", "loading is not modelled"),
    notYet(
      "[Class Bonus] Whenever an attack using this weapon triggers an On Hit ability, that ability is triggered an additional time.",
      "On Hit is not modelled",
    ),
  ),
);

export const executionersSpear: GaCard = card(
  "executioners-spear",
  face(
    {
      name: "Executioner's Spear",
      element: "Norm",
      supertypes: ["Regalia"],
      types: ["Weapon"],
      classes: ["Warrior"],
      subtypes: ["Warrior", "Polearm"],
      memory: 0,
      power: 1,
      durability: 2,
    },
    reminder(
      "(Weapon — Enters the field with two durability counters. Weapons allow your champion to perform an attack, and can be used along with an attack card.)",
    ),
    notYet(
      "[Jin Bonus] On Kill: Put a durability counter on Executioner's Spear. (Apply this effect only if your champion is Jin.)",
      "On Kill is not modelled",
    ),
  ),
);

export const greaterBoonOfEnki: GaCard = card(
  "greater-boon-of-enki",
  face(
    {
      name: "Greater Boon of Enki",
      element: "Norm",
      types: ["Greater Boon"],
      classes: ["Cleric"],
      subtypes: ["Cleric", "Spell"],
      reserve: 5,
      speed: "Slow",
    },
    keywords("Level Locked 2 (Play this card only if your champion’s base level is 2 or higher.)", {
      kw: "Level Locked",
      n: 2,
    }),
    notYet("As you gain this boon, draw a card.", "boons (Pantheon) are not modelled"),
    notYet(
      "Whenever you summon one or more tokens with reserve cost 1 or less for the first time each turn, summon a copy of one of those tokens.",
      "boons (Pantheon) are not modelled",
    ),
  ),
);

export const lesserBoonOfProxia: GaCard = card(
  "lesser-boon-of-proxia",
  face(
    {
      name: "Lesser Boon of Proxia",
      element: "Norm",
      types: ["Lesser Boon"],
      classes: ["Cleric"],
      subtypes: ["Cleric", "Spell"],
      reserve: 3,
      speed: "Fast",
    },
    notYet(
      "As you gain this boon, summon a token copy of target regalia you don't control with memory cost 0.",
      "boons (Pantheon) are not modelled",
    ),
  ),
);

export const OTHERS: readonly GaCard[] = [
  starlitApothecary,
  sliceAndDice,
  excaliburReflectedEdge,
  shadowsTwin,
  executionersSpear,
  greaterBoonOfEnki,
  lesserBoonOfProxia,
];
