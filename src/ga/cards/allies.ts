import { Refs } from "../abilities/ref.js";
import type { GaCard } from "../model/card.js";
import { activated, card, face, keywords, staticAbility, triggered } from "./dsl.js";

export const niaMistveiledScout: GaCard = card(
  "nia-mistveiled-scout",
  face(
    {
      name: "Nia, Mistveiled Scout",
      element: "Water",
      supertypes: ["Unique"],
      types: ["Ally"],
      classes: ["Assassin"],
      subtypes: ["Assassin", "Human"],
      reserve: 3,
      power: 1,
      life: 3,
    },
    keywords("[Class Bonus] Stealth (This unit can't be targeted by attacks unless permitted by true sight.)", {
      kw: "Stealth",
    }),
    // Copying Objects 2: the name is chosen by each object's own On Enter ability as it resolves.
    triggered(
      "On Enter: Look at target opponent's memory, then choose any card name.",
      { on: "enter" },
      [{ do: "chooseCardName" }],
      [{ kind: "opponent" }],
    ),
    { kind: "costModifier", text: "Cards with the chosen name cost 1 more to play.", by: 1, appliesTo: "chosenName" },
  ),
);

export const jubjubBird: GaCard = card(
  "jubjub-bird-mimsy-ghast",
  face(
    {
      name: "Jubjub Bird, Mimsy Ghast",
      element: "Crux",
      supertypes: ["Unique"],
      types: ["Ally"],
      classes: ["Anomaly"],
      subtypes: ["Anomaly", "Specter", "Beast", "Bird"],
      reserve: 3,
      power: 3,
      life: 3,
    },
    keywords("Stealth", { kw: "Stealth" }),
    triggered(
      "On Enter: You may have another target ally you control become a copy of Jubjub Bird except its name is Drib Bujbuj.",
      { on: "enter" },
      [
        {
          do: "becomeCopy",
          object: Refs.target(0),
          of: Refs.self,
          exceptions: [{ except: "name", name: "Drib Bujbuj" }],
          optional: true,
        },
      ],
      [{ kind: "object", filter: { types: ["Ally"], controller: "you", other: true } }],
    ),
  ),
);

export const convokingSlime: GaCard = card(
  "convoking-slime",
  face(
    {
      name: "Convoking Slime",
      element: "Neos",
      types: ["Ally"],
      classes: ["Tamer"],
      subtypes: ["Tamer", "Beast", "Slime"],
      reserve: 3,
      power: 2,
      life: 2,
    },
    keywords("Pride 3", { kw: "Pride", n: 3 }),
    triggered(
      "[Class Bonus] At the beginning of your recollection phase, summon a copy of Convoking Slime rested. (Counters on this ally are not copied.)",
      { on: "recollectionBegins" },
      [{ do: "summonTokenCopy", of: Refs.self, rested: true }],
    ),
  ),
);

export const duchessSixOfHearts: GaCard = card(
  "duchess-six-of-hearts",
  face(
    {
      name: "Duchess, Six of Hearts",
      element: "Fire",
      supertypes: ["Unique"],
      types: ["Ally"],
      classes: ["Assassin"],
      subtypes: ["Assassin", "Suited", "Human"],
      reserve: 6,
      power: 4,
      life: 2,
    },
    keywords("Kindle 6", { kw: "Kindle", n: 6 }),
    activated(
      "Cardistry — (6): Banish a fire element action card with reserve cost 2 or less from your graveyard. If you do, copy it and you may activate that copy without paying its reserve cost. This ability costs (1) less to activate for each Suited object you control with different reserve costs. Activate this ability only once.",
      { reserve: 6, reserveLessPerDistinctCost: "Suited" },
      [
        {
          do: "banishFromGraveyardCopyMayActivate",
          filter: { zone: "graveyard", elements: ["Fire"], types: ["Action"], reserveCostAtMost: 2 },
        },
      ],
      { oncePerGame: true },
    ),
  ),
);

export const cheshireCat: GaCard = card(
  "cheshire-cat-impish-grin",
  face(
    {
      name: "Cheshire Cat, Impish Grin",
      element: ["Exalted", "Norm"],
      supertypes: ["Unique"],
      types: ["Ally"],
      classes: ["Tamer"],
      subtypes: ["Tamer", "Distortion", "Animal", "Human", "Cat"],
      reserve: 3,
      power: 1,
      life: 3,
    },
    keywords("Spellshroud, Stealth", { kw: "Spellshroud" }, { kw: "Stealth" }),
    staticAbility("Cheshire Cat has all activated abilities of Distortion regalia you control.", {
      affects: "self",
      parts: [
        {
          kind: "gainActivatedAbilitiesOf",
          filter: { supertypes: ["Regalia"], subtypes: ["Distortion"], controller: "you" },
        },
      ],
    }),
    staticAbility("Cheshire Cat gets +XPOWER where X is the total base power among Distortion weapons you control.", {
      affects: "self",
      parts: [
        {
          kind: "modifyStat",
          stat: "power",
          by: { amount: "basePowerSum", filter: { types: ["Weapon"], subtypes: ["Distortion"], controller: "you" } },
        },
      ],
    }),
  ),
);

export const sparkFairy: GaCard = card(
  "spark-fairy",
  face(
    {
      name: "Spark Fairy",
      element: "Fire",
      types: ["Ally"],
      classes: ["Mage"],
      subtypes: ["Mage", "Fairy"],
      reserve: 3,
      power: 1,
      life: 2,
    },
    keywords("Stealth (This unit can't be targeted by attacks unless permitted by true sight.)", { kw: "Stealth" }),
    triggered(
      "On Enter: Target non-champion object gains “At the beginning of your recollection phase, deal 1 unpreventable damage to your champion” for as long as you control Spark Fairy.",
      { on: "enter" },
      [
        {
          do: "grant",
          object: Refs.target(0),
          duration: "whileYouControlSource",
          parts: [
            {
              kind: "addAbilities",
              abilities: [
                triggered(
                  "At the beginning of your recollection phase, deal 1 unpreventable damage to your champion",
                  { on: "recollectionBegins" },
                  [{ do: "dealDamage", to: Refs.yourChampion, amount: 1 }],
                ),
              ],
            },
          ],
        },
      ],
      [{ kind: "object", filter: { notTypes: ["Champion"] } }],
    ),
  ),
);

export const owlFamiliar: GaCard = card(
  "owl-familiar",
  face(
    {
      name: "Owl Familiar",
      element: "Norm",
      types: ["Ally"],
      classes: ["Mage", "Tamer"],
      subtypes: ["Mage", "Tamer", "Animal", "Bird"],
      reserve: 1,
      power: 1,
      life: 1,
    },
    triggered(
      "[Class Bonus] On Enter: Glimpse 2. (To glimpse, look at that many cards from the top of your deck. Put those cards back on the top or on the bottom of your deck in any order. Apply this effect only if your champion's class matches this card's class.)",
      { on: "enter" },
      [{ do: "notYet", text: "Glimpse 2 (the order of the main deck is not modelled)" }],
    ),
  ),
);

export const arthurYoungHeir: GaCard = card(
  "arthur-young-heir",
  face(
    {
      name: "Arthur, Young Heir",
      element: "Fire",
      supertypes: ["Unique"],
      types: ["Ally"],
      classes: ["Warrior"],
      subtypes: ["Warrior", "Human"],
      reserve: 4,
      power: 2,
      life: 3,
    },
    triggered(
      "On Enter: You may rest Arthur. If you do, Arthur gains immortality until the beginning of your next turn. (A unit with immortality can't die.)",
      { on: "enter" },
      [
        {
          do: "mayRest",
          object: Refs.self,
          andThen: [
            {
              do: "grant",
              object: Refs.self,
              duration: "untilYourNextTurn",
              parts: [{ kind: "addAbilities", abilities: [keywords("Immortality", { kw: "Immortality" })] }],
            },
          ],
        },
      ],
    ),
    staticAbility("As long as Arthur is rested, other allies you control get +1 POWER.", {
      affects: { types: ["Ally"], controller: "you", other: true },
      condition: { if: "rested", of: Refs.self },
      parts: [{ kind: "modifyStat", stat: "power", by: 1 }],
    }),
  ),
);

export const angelAttendant: GaCard = card(
  "angel-attendant",
  face(
    {
      name: "Angel Attendant",
      element: "Norm",
      types: ["Ally"],
      classes: ["Mage"],
      subtypes: ["Mage", "Angel"],
      reserve: 2,
      power: 0,
      life: 3,
    },
    keywords(
      "Advanced Imbue 1 (You may reserve all cards revealed as you activate this card. If at least one of them is advanced element, this card becomes imbued.)",
      { kw: "Imbue", n: 1, imbue: "advanced" },
    ),
    staticAbility("As long as Angel Attendant is imbued, it has intercept.", {
      affects: "self",
      condition: { if: "property", property: "imbued", of: Refs.self },
      parts: [{ kind: "addAbilities", abilities: [keywords("Intercept", { kw: "Intercept" })] }],
    }),
    triggered("On Death: Draw a card.", { on: "death" }, [{ do: "draw", n: 1 }]),
  ),
);

export const ALLIES: readonly GaCard[] = [
  niaMistveiledScout,
  jubjubBird,
  convokingSlime,
  duchessSixOfHearts,
  cheshireCat,
  sparkFairy,
  owlFamiliar,
  arthurYoungHeir,
  angelAttendant,
];
