import { Refs } from "../abilities/ref.js";
import type { GaCard } from "../model/card.js";
import { activated, card, face, keywords, notYet, triggered } from "./dsl.js";

export const twinstarTonic: GaCard = card(
  "twinstar-tonic",
  face(
    {
      name: "Twinstar Tonic",
      element: "Astra",
      types: ["Item"],
      classes: ["Cleric"],
      subtypes: ["Cleric", "Potion"],
      reserve: 12,
    },
    keywords("[Arisanna Bonus] Brew — Two Blightroot, Two Silvershine, Two Razorvine", {
      kw: "Brew",
      brew: [
        { n: 2, name: "Blightroot" },
        { n: 2, name: "Silvershine" },
        { n: 2, name: "Razorvine" },
      ],
    }),
    notYet(
      "Sacrifice Twinstar Tonic: For the rest of the game, whenever you starcall a card, you may copy that activation. If you do, you may choose new targets for that copy.",
      "starcalling is not modelled",
    ),
  ),
);

export const refractedTwilight: GaCard = card(
  "refracted-twilight",
  face(
    {
      name: "Refracted Twilight",
      element: "Astra",
      types: ["Item"],
      classes: ["Cleric"],
      subtypes: ["Cleric", "Potion"],
      reserve: 6,
    },
    keywords("Brew — Two Silvershine, Three Herbs", {
      kw: "Brew",
      brew: [
        { n: 2, name: "Silvershine" },
        { n: 3, subtype: "Herb" },
      ],
    }),
    activated(
      "Banish Refracted Twilight: The next time you activate an ability of target Potion this turn, copy that ability twice. You may choose new targets for those copies.",
      { banishSelf: true },
      [{ do: "copyNextAbilityActivation", of: Refs.target(0), count: 2, newTargets: true }],
      { targets: [{ kind: "object", filter: { subtypes: ["Potion"] } }] },
    ),
  ),
);

export const tomeOfSacredLightning: GaCard = card(
  "tome-of-sacred-lightning",
  face(
    {
      name: "Tome of Sacred Lightning",
      element: "Arcane",
      supertypes: ["Regalia"],
      types: ["Item"],
      classes: ["Mage"],
      subtypes: ["Mage", "Book"],
      memory: 0,
    },
    notYet(
      "[Element Bonus] You may banish a Book regalia you control to activate this card from your material deck. If you do, Tome of Sacred Lightning enters the field with all abilities of the banished card.",
      "alternative play permissions from the material deck are not modelled",
    ),
    activated(
      "[Class Bonus] REST: Banish a card at random from your memory. If a card was banished this way, draw a card.",
      { rest: true },
      [{ do: "banishRandomFromMemory", andThen: [{ do: "draw", n: 1 }] }],
    ),
  ),
);

export const potionOfHealing: GaCard = card(
  "potion-of-healing",
  face(
    {
      name: "Potion of Healing",
      element: "Norm",
      types: ["Item"],
      classes: ["Cleric"],
      subtypes: ["Cleric", "Potion"],
      reserve: 3,
    },
    keywords("Brew — Two Herbs (You may sacrifice the listed objects rather than pay this card's reserve cost.)", {
      kw: "Brew",
      brew: [{ n: 2, subtype: "Herb" }],
    }),
    activated(
      "Sacrifice Potion of Healing: Recover 5. (To recover, remove that many damage counters from your champion.)",
      { sacrificeSelf: true },
      [{ do: "recover", n: 5 }],
    ),
  ),
);

export const lifeEssenceAmulet: GaCard = card(
  "life-essence-amulet",
  face(
    {
      name: "Life Essence Amulet",
      element: "Norm",
      supertypes: ["Regalia"],
      types: ["Item"],
      classes: ["Mage"],
      subtypes: ["Mage", "Bauble"],
      memory: 0,
    },
    notYet(
      "Whenever an ally you control dies while it's not your turn, you may banish Life Essence Amulet. If you do, draw a card.",
      "triggers on other objects dying are not modelled",
    ),
  ),
);

export const gateOfAlterity: GaCard = card(
  "gate-of-alterity",
  face(
    {
      name: "Gate of Alterity",
      element: "Norm",
      supertypes: ["Regalia"],
      types: ["Item"],
      classes: ["Spirit"],
      subtypes: ["Spirit", "Gate"],
      memory: 1,
    },
    activated(
      'REST: Put Gate of Alterity on the bottom of your champion\'s lineage then choose a class. Gate of Alterity gains "Inherited Effect: This object is the chosen class in addition to its other classes."',
      { rest: true },
      [
        {
          do: "notYet",
          text: "Put Gate of Alterity on the bottom of your champion's lineage then choose a class (inherited effects are not modelled)",
        },
      ],
    ),
  ),
);

/** Double-faced: the default side is the regalia item, the flip side Suzaku (Double-faced Cards 1). */
export const fabledRubyFatestone: GaCard = card(
  "fabled-ruby-fatestone",
  face(
    {
      name: "Fabled Ruby Fatestone",
      element: "Fire",
      supertypes: ["Regalia"],
      types: ["Item"],
      classes: ["Tamer"],
      subtypes: ["Tamer", "Fatestone"],
      memory: 7,
    },
    keywords("Immortality, Spellshroud", { kw: "Immortality" }, { kw: "Spellshroud" }),
    triggered(
      "[Guo Jia Bonus] At the beginning of your recollection phase, deal 1 damage to each champion.",
      { on: "recollectionBegins" },
      [{ do: "dealDamageEach", filter: { types: ["Champion"] }, amount: 1 }],
    ),
    notYet(
      "[Guo Jia Bonus] Whenever non-combat damage is dealt to one or more units by a fire element source you control, put a quest counter on your champion.",
      "triggers on damage events are not modelled",
    ),
    activated(
      "REST: You may remove seven quest counters from your champion. If you do, wake up and transform Fabled Ruby Fatestone.",
      { rest: true },
      [
        {
          do: "mayRemoveCounters",
          from: Refs.yourChampion,
          counter: "quest",
          n: 7,
          andThen: [
            { do: "wakeUp", object: Refs.self },
            { do: "transform", object: Refs.self },
          ],
        },
      ],
    ),
  ),
  face(
    {
      name: "Suzaku, Vermillion Phoenix",
      element: "Fire",
      types: ["Ally"],
      classes: ["Tamer"],
      subtypes: ["Tamer", "Beast", "Shenju", "Fatebound", "Phoenix"],
      reserve: 7,
      power: 4,
      life: 3,
    },
    keywords("Spellshroud", { kw: "Spellshroud" }),
    triggered(
      "[Guo Jia Bonus] On Banish: You may banish three fire element cards from your graveyard. If you do, return Suzaku to the field transformed. (It enters as Suzaku, Vermillion Phoenix.)",
      { on: "banish" },
      [
        {
          do: "mayBanishFromGraveyard",
          n: 3,
          filter: { zone: "graveyard", elements: ["Fire"] },
          andThen: [{ do: "returnTransformed", object: Refs.self }],
        },
      ],
    ),
  ),
);

export const ITEMS: readonly GaCard[] = [
  twinstarTonic,
  refractedTwilight,
  tomeOfSacredLightning,
  potionOfHealing,
  lifeEssenceAmulet,
  gateOfAlterity,
  fabledRubyFatestone,
];
