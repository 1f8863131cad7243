import { describe, it } from "node:test";
import type { ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

const creature: ObjectFilter = { is: "type", type: "Creature" };
const youControl: ObjectFilter = { is: "controlledBy", who: "you" };
const attached: ObjectFilter = { is: "attachedBySource" };
const targetCreature = [{ spec: { kind: "permanent", filter: creature } }] as const;
const t0 = { ref: "target", index: 0 } as const;
const flying = { kind: "keyword", text: "Flying", keyword: "flying" } as const;
const haste = { kind: "keyword", text: "Haste", keyword: "haste" } as const;

describe("oracle templates: static P/T (613.4b-c)", () => {
  it("<subject> get(s) +N/+M — layer 7c", () => {
    compiles("Creatures you control get +0/+2.", {
      kind: "static",
      effects: [
        { affects: { is: "all", of: [creature, youControl] }, parts: [{ op: "modifyPT", power: 0, toughness: 2 }] },
      ],
    });
    compiles("White creatures get +1/+1.", {
      kind: "static",
      effects: [
        {
          affects: { is: "all", of: [{ is: "color", color: "W" }, creature] },
          parts: [{ op: "modifyPT", power: 1, toughness: 1 }],
        },
      ],
    });
    compiles("Other Goblins you control get +1/+1.", {
      kind: "static",
      effects: [
        {
          affects: { is: "all", of: [{ is: "other" }, { is: "subtype", subtype: "Goblin" }, youControl] },
          parts: [{ op: "modifyPT", power: 1, toughness: 1 }],
        },
      ],
    });
    compiles("Each other creature you control gets -1/-0.", {
      kind: "static",
      effects: [
        {
          affects: { is: "all", of: [{ is: "other" }, creature, youControl] },
          parts: [{ op: "modifyPT", power: -1, toughness: 0 }],
        },
      ],
    });
    compiles("Creatures your opponents control get -1/-1.", {
      kind: "static",
      effects: [
        {
          affects: { is: "all", of: [creature, { is: "controlledBy", who: "opponent" }] },
          parts: [{ op: "modifyPT", power: -1, toughness: -1 }],
        },
      ],
    });
    compiles("Equipped creature gets +2/+0.", {
      kind: "static",
      effects: [{ affects: attached, parts: [{ op: "modifyPT", power: 2, toughness: 0 }] }],
    });
  });

  it("base power and toughness N/M and is/are N/M — layer 7b", () => {
    compiles("Enchanted creature has base power and toughness 0/1.", {
      kind: "static",
      effects: [{ affects: attached, parts: [{ op: "setPT", power: 0, toughness: 1 }] }],
    });
    compiles("Enchanted creature is 0/2.", {
      kind: "static",
      effects: [{ affects: attached, parts: [{ op: "setPT", power: 0, toughness: 2 }] }],
    });
    compiles("Creatures you control have base power and toughness 3/3.", {
      kind: "static",
      effects: [
        { affects: { is: "all", of: [creature, youControl] }, parts: [{ op: "setPT", power: 3, toughness: 3 }] },
      ],
    });
  });

  it("several parts in one effect (613.6)", () => {
    compiles("Equipped creature gets +10/+10 and loses flying.", {
      kind: "static",
      effects: [
        {
          affects: attached,
          parts: [
            { op: "modifyPT", power: 10, toughness: 10 },
            { op: "removeKeywords", keywords: ["flying"] },
          ],
        },
      ],
    });
    compiles("Enchanted creature gets +1/+1 and has flying.", {
      kind: "static",
      effects: [
        {
          affects: attached,
          parts: [
            { op: "modifyPT", power: 1, toughness: 1 },
            { op: "addAbilities", abilities: [flying] },
          ],
        },
      ],
    });
  });
});

describe("oracle templates: static abilities, colors and types (layers 4-6)", () => {
  it("has/have keywords and loses/lose keywords — layer 6", () => {
    compiles("Enchanted creature has flying.", {
      kind: "static",
      effects: [{ affects: attached, parts: [{ op: "addAbilities", abilities: [flying] }] }],
    });
    compiles("Creatures you control have flying, first strike, and trample.", {
      kind: "static",
      effects: [
        {
          affects: { is: "all", of: [creature, youControl] },
          parts: [
            {
              op: "addAbilities",
              abilities: [
                flying,
                { kind: "keyword", text: "First strike", keyword: "first strike" },
                { kind: "keyword", text: "Trample", keyword: "trample" },
              ],
            },
          ],
        },
      ],
    });
    compiles("Enchanted creature has protection from red.", {
      kind: "static",
      effects: [
        {
          affects: attached,
          parts: [
            {
              op: "addAbilities",
              abilities: [{ kind: "keyword", text: "Protection from red", keyword: "protection", from: "red" }],
            },
          ],
        },
      ],
    });
    compiles("Enchanted creature loses flying.", {
      kind: "static",
      effects: [{ affects: attached, parts: [{ op: "removeKeywords", keywords: ["flying"] }] }],
    });
    compiles("All creatures lose flying and vigilance.", {
      kind: "static",
      effects: [{ affects: creature, parts: [{ op: "removeKeywords", keywords: ["flying", "vigilance"] }] }],
    });
  });

  it("<subject> is <color> — layer 5; on itself it is characteristic-defining (604.3)", () => {
    compiles("Enchanted creature is white.", {
      kind: "static",
      effects: [{ affects: attached, parts: [{ op: "setColors", colors: ["W"] }] }],
    });
    compiles(
      "Prism Walker is red and green.",
      {
        kind: "static",
        effects: [{ affects: { is: "self" }, parts: [{ op: "setColors", colors: ["R", "G"] }] }],
        cda: true,
      },
      "Prism Walker",
    );
  });

  it("<subject> is/are <types> in addition to its/their other types — layer 4", () => {
    compiles("Enchanted creature is a Zombie in addition to its other types.", {
      kind: "static",
      effects: [{ affects: attached, parts: [{ op: "addTypes", subtypes: ["Zombie"] }] }],
    });
    compiles("Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.", {
      kind: "static",
      effects: [
        {
          affects: attached,
          parts: [
            { op: "addTypes", types: ["Creature"] },
            { op: "setPT", power: 5, toughness: 5 },
          ],
        },
      ],
    });
    compiles("All lands are 1/1 creatures that are still lands.", {
      kind: "static",
      effects: [
        {
          affects: { is: "type", type: "Land" },
          parts: [
            { op: "addTypes", types: ["Creature"] },
            { op: "setPT", power: 1, toughness: 1 },
          ],
        },
      ],
    });
    // 205.1b: "artifact creatures" keeps the prior card types.
    compiles("All artifacts are 1/1 artifact creatures.", {
      kind: "static",
      effects: [
        {
          affects: { is: "type", type: "Artifact" },
          parts: [
            { op: "addTypes", types: ["Artifact", "Creature"] },
            { op: "setPT", power: 1, toughness: 1 },
          ],
        },
      ],
    });
  });

  it('leaves partial matches as text (rules like "can\'t block" are in staticsRules.test.ts)', () => {
    staysText("Enchanted creature gets +1/+1 for each other creature you control.");
    staysText("Creatures you control get +1/+1 as long as you control a frob."); // a condition not understood
    staysText("Creatures you control gets +1/+1.");
    staysText("Enchanted creature has ward {1}.");
    staysText('Enchanted creature has "Whenever this creature frobs, draw a card."'); // a quoted ability not understood
    staysText("Enchanted creature gets +1/+1. Enchanted creature has flying.");
    staysText("Frobbed creatures get -1/-1."); // an adjective not understood
  });

  it("an adjective of status first in the sentence, capitalized: Tapped creatures get -1/-1 (110.5, 506.4)", () => {
    compiles("Tapped creatures get -1/-1.", {
      kind: "static",
      effects: [
        {
          affects: { is: "all", of: [{ is: "tapped" }, { is: "type", type: "Creature" }] },
          parts: [{ op: "modifyPT", power: -1, toughness: -1 }],
        },
      ],
    });
  });
});

describe("oracle templates: spells and their continuous effects (611.2)", () => {
  it("Target creature gets +N/+M until end of turn (7c)", () => {
    compiles("Target creature gets +4/+4 until end of turn.", {
      kind: "spell",
      targets: targetCreature,
      effects: [
        { do: "continuous", what: t0, parts: [{ op: "modifyPT", power: 4, toughness: 4 }], duration: "endOfTurn" },
      ],
    });
    compiles("Target creature gets +0/+1 until end of turn.", {
      kind: "spell",
      targets: targetCreature,
      effects: [
        { do: "continuous", what: t0, parts: [{ op: "modifyPT", power: 0, toughness: 1 }], duration: "endOfTurn" },
      ],
    });
    compiles("Target creature gets +3/+3 and gains trample until end of turn.", {
      kind: "spell",
      targets: targetCreature,
      effects: [
        {
          do: "continuous",
          what: t0,
          parts: [
            { op: "modifyPT", power: 3, toughness: 3 },
            { op: "addAbilities", abilities: [{ kind: "keyword", text: "Trample", keyword: "trample" }] },
          ],
          duration: "endOfTurn",
        },
      ],
    });
    compiles("Target creature you control gets +X/+0 until end of turn.", {
      kind: "spell",
      targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [creature, youControl] } } }],
      effects: [
        {
          do: "continuous",
          what: t0,
          parts: [{ op: "modifyPT", power: { of: "x" }, toughness: 0 }],
          duration: "endOfTurn",
        },
      ],
    });
  });

  it("becomes N/M (7b), switch (7d), becomes <color> (5), gains/loses <keyword> (6)", () => {
    compiles("Target creature becomes 0/1 until end of turn.", {
      kind: "spell",
      targets: targetCreature,
      effects: [
        { do: "continuous", what: t0, parts: [{ op: "setPT", power: 0, toughness: 1 }], duration: "endOfTurn" },
      ],
    });
    compiles("Switch target creature's power and toughness until end of turn.", {
      kind: "spell",
      targets: targetCreature,
      effects: [{ do: "continuous", what: t0, parts: [{ op: "switchPT" }], duration: "endOfTurn" }],
    });
    compiles("Target creature becomes red until end of turn.", {
      kind: "spell",
      targets: targetCreature,
      effects: [{ do: "continuous", what: t0, parts: [{ op: "setColors", colors: ["R"] }], duration: "endOfTurn" }],
    });
    compiles("Target creature gains flying until end of turn.", {
      kind: "spell",
      targets: targetCreature,
      effects: [
        { do: "continuous", what: t0, parts: [{ op: "addAbilities", abilities: [flying] }], duration: "endOfTurn" },
      ],
    });
    compiles("Target creature loses flying until end of turn.", {
      kind: "spell",
      targets: targetCreature,
      effects: [
        { do: "continuous", what: t0, parts: [{ op: "removeKeywords", keywords: ["flying"] }], duration: "endOfTurn" },
      ],
    });
    // 611.2a: no stated duration — the effect lasts for the rest of the game.
    compiles("Target creature becomes blue.", {
      kind: "spell",
      targets: targetCreature,
      effects: [{ do: "continuous", what: t0, parts: [{ op: "setColors", colors: ["U"] }], duration: "permanent" }],
    });
  });

  it("type-changing and P/T-setting together (4 + 7b), each matching object locked at resolution (611.2c)", () => {
    compiles("Until end of turn, target land becomes a 3/3 creature that's still a land.", {
      kind: "spell",
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Land" } } }],
      effects: [
        {
          do: "continuous",
          what: t0,
          parts: [
            { op: "addTypes", types: ["Creature"] },
            { op: "setPT", power: 3, toughness: 3 },
          ],
          duration: "endOfTurn",
        },
      ],
    });
    compiles("All noncreature artifacts become 2/2 artifact creatures until end of turn.", {
      kind: "spell",
      effects: [
        {
          do: "continuous",
          what: {
            ref: "each",
            filter: {
              is: "all",
              of: [
                { is: "not", filter: creature },
                { is: "type", type: "Artifact" },
              ],
            },
          },
          parts: [
            { op: "addTypes", types: ["Artifact", "Creature"] },
            { op: "setPT", power: 2, toughness: 2 },
          ],
          duration: "endOfTurn",
        },
      ],
    });
    compiles("Creatures you control get +1/+1 until end of turn.", {
      kind: "spell",
      effects: [
        {
          do: "continuous",
          what: { ref: "each", filter: { is: "all", of: [creature, youControl] } },
          parts: [{ op: "modifyPT", power: 1, toughness: 1 }],
          duration: "endOfTurn",
        },
      ],
    });
    // 205.1a: without "still a land", the new card type replaces the old ones.
    compiles("Target land becomes a 4/4 Elemental creature until end of turn.", {
      kind: "spell",
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Land" } } }],
      effects: [
        {
          do: "continuous",
          what: t0,
          parts: [
            { op: "setCardTypes", types: ["Creature"] },
            { op: "setCreatureTypes", subtypes: ["Elemental"] },
            { op: "setPT", power: 4, toughness: 4 },
          ],
          duration: "endOfTurn",
        },
      ],
    });
  });

  it("one-shot instructions", () => {
    compiles(
      "Shock deals 2 damage to any target.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "any" } }],
        effects: [{ do: "dealDamage", amount: 2, to: "targetAny" }],
      },
      "Shock",
    );
    compiles(
      "Chill Bolt deals 3 damage to target creature.",
      { kind: "spell", targets: targetCreature, effects: [{ do: "dealDamage", amount: 3, to: t0 }] },
      "Chill Bolt",
    );
    compiles("Destroy target creature.", {
      kind: "spell",
      targets: targetCreature,
      effects: [{ do: "destroy", what: t0 }],
    });
    compiles("Destroy target artifact or enchantment.", {
      kind: "spell",
      targets: [
        {
          spec: {
            kind: "permanent",
            filter: {
              is: "any",
              of: [
                { is: "type", type: "Artifact" },
                { is: "type", type: "Enchantment" },
              ],
            },
          },
        },
      ],
      effects: [{ do: "destroy", what: t0 }],
    });
    compiles("Draw a card.", { kind: "spell", effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }] });
    compiles("Draw three cards.", { kind: "spell", effects: [{ do: "draw", who: { ref: "you" }, amount: 3 }] });
    compiles("You gain 4 life.", { kind: "spell", effects: [{ do: "gainLife", who: { ref: "you" }, amount: 4 }] });
    compiles("Untap target permanent.", {
      kind: "spell",
      targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [] } } }],
      effects: [{ do: "untap", what: t0 }],
    });
    compiles("Tap target creature.", { kind: "spell", targets: targetCreature, effects: [{ do: "tap", what: t0 }] });
  });

  it("several sentences share targets; 'that creature' and 'it' refer back", () => {
    compiles(
      "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
      {
        kind: "spell",
        targets: targetCreature,
        effects: [
          { do: "gainControl", what: t0, duration: "endOfTurn" },
          { do: "untap", what: t0 },
          { do: "continuous", what: t0, parts: [{ op: "addAbilities", abilities: [haste] }], duration: "endOfTurn" },
        ],
      },
    );
    compiles("Target creature gets +2/+2 until end of turn. Draw a card.", {
      kind: "spell",
      targets: targetCreature,
      effects: [
        { do: "continuous", what: t0, parts: [{ op: "modifyPT", power: 2, toughness: 2 }], duration: "endOfTurn" },
        { do: "draw", who: { ref: "you" }, amount: 1 },
      ],
    });
  });

  it("near-misses stay text", () => {
    staysText("Target creature gets +1/+1 until end of turn and can't block.");
    staysText("Target creature gets +X/+X until end of turn, where X is the number of times you attacked.");
    staysText(
      "Target creature gets +2/+2 until end of turn. Destroy that creature at the beginning of the next end step.",
    );
    staysText("Draw two card.");
    staysText("Draw a cards.");
    staysText("Target creature gains flying for as long as Test Card remains tapped.");
    staysText("Enchanted creature gets +1/+1 and has flying until end of turn and more.");
    staysText("It gains haste until end of turn.");
    staysText("Choose one — Target creature gets +1/+1 until end of turn; or draw a card.");
  });
});

describe("oracle templates: activated abilities (602)", () => {
  it("the color is chosen on resolution, then used by the effect (608.2d, 613.6)", () => {
    compiles("{1}: This creature gets +1/+1 and becomes the color of your choice until end of turn.", {
      kind: "activated",
      cost: { mana: "{1}" },
      effects: [
        { do: "choose", choice: { choose: "color", key: "color" } },
        {
          do: "continuous",
          what: { ref: "self" },
          parts: [
            { op: "modifyPT", power: 1, toughness: 1 },
            { op: "setColors", colors: "chosen" },
          ],
          duration: "endOfTurn",
          chosenColorKey: "color",
        },
      ],
    });
  });

  it("costs: mana, {T}, sacrifice; effects on the object itself", () => {
    compiles(
      "{R}: Ember Hound gets +1/+0 until end of turn.",
      {
        kind: "activated",
        cost: { mana: "{R}" },
        effects: [
          {
            do: "continuous",
            what: { ref: "self" },
            parts: [{ op: "modifyPT", power: 1, toughness: 0 }],
            duration: "endOfTurn",
          },
        ],
      },
      "Ember Hound",
    );
    compiles("{2}, {T}, Sacrifice this creature: Draw a card.", {
      kind: "activated",
      cost: { mana: "{2}", tap: true, sacrificeSelf: true },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
    compiles("{T}: Target creature gets +1/+1 until end of turn. Activate only as a sorcery.", {
      kind: "activated",
      cost: { tap: true },
      targets: targetCreature,
      effects: [
        { do: "continuous", what: t0, parts: [{ op: "modifyPT", power: 1, toughness: 1 }], duration: "endOfTurn" },
      ],
      sorcerySpeed: true,
    });
    compiles("{T}: Add {G}.", {
      kind: "activated",
      cost: { tap: true },
      effects: [{ do: "addMana", mana: "{G}" }],
      manaAbility: true,
    });
    compiles("{1}{G}: Until end of turn, this land becomes a 2/2 green Elf creature with haste. It's still a land.", {
      kind: "activated",
      cost: { mana: "{1}{G}" },
      effects: [
        {
          do: "continuous",
          what: { ref: "self" },
          parts: [
            { op: "addTypes", types: ["Creature"], subtypes: ["Elf"] },
            { op: "setColors", colors: ["G"] },
            { op: "addAbilities", abilities: [haste] },
            { op: "setPT", power: 2, toughness: 2 },
          ],
          duration: "endOfTurn",
        },
      ],
    });
  });

  it("unknown costs or effects stay text", () => {
    staysText("{Q}: Draw a card.");
    staysText("{2}: Proliferate.");
    staysText("{1}, Exile two cards from your graveyard: This creature gets +1/+1 until end of turn.");
    staysText("{2}{G}{G}: This creature gets +X/+X until end of turn, where X is its power.");
  });
});

describe("oracle templates: triggered abilities (603)", () => {
  it("enters, dies, upkeep", () => {
    compiles("When this creature enters, draw a card.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
    compiles(
      "When Grave Piper dies, you gain 3 life.",
      {
        kind: "triggered",
        trigger: { on: "dies", filter: { is: "self" } },
        effects: [{ do: "gainLife", who: { ref: "you" }, amount: 3 }],
      },
      "Grave Piper",
    );
    compiles("At the beginning of your upkeep, target creature gets +1/+1 until end of turn.", {
      kind: "triggered",
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
      targets: targetCreature,
      effects: [
        { do: "continuous", what: t0, parts: [{ op: "modifyPT", power: 1, toughness: 1 }], duration: "endOfTurn" },
      ],
    });
  });

  it("'it' is the source for its own events, the event's object otherwise; 'you may' makes it optional", () => {
    compiles("Whenever this creature attacks, it gets +1/+0 until end of turn.", {
      kind: "triggered",
      trigger: { on: "attacks", filter: { is: "self" } },
      effects: [
        {
          do: "continuous",
          what: { ref: "self" },
          parts: [{ op: "modifyPT", power: 1, toughness: 0 }],
          duration: "endOfTurn",
        },
      ],
    });
    compiles("Whenever another creature you control enters, it gains haste until end of turn.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "all", of: [{ is: "other" }, creature, youControl] } },
      effects: [
        {
          do: "continuous",
          what: { ref: "triggerObject" },
          parts: [{ op: "addAbilities", abilities: [haste] }],
          duration: "endOfTurn",
        },
      ],
    });
    compiles("When this creature dies, you may draw a card.", {
      kind: "triggered",
      trigger: { on: "dies", filter: { is: "self" } },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
      optional: true,
    });
  });

  it("'~ or another [quality] creature': the qualities describe only the others", () => {
    compiles(
      "Whenever Grave Piper or another nontoken creature you control dies, you gain 1 life.",
      {
        kind: "triggered",
        trigger: {
          on: "dies",
          filter: {
            is: "any",
            of: [
              { is: "self" },
              { is: "all", of: [{ is: "other" }, { is: "not", filter: { is: "token" } }, creature, youControl] },
            ],
          },
        },
        effects: [{ do: "gainLife", who: { ref: "you" }, amount: 1 }],
      },
      "Grave Piper",
    );
  });

  it("intervening if and unknown conditions stay text", () => {
    staysText("When this creature enters, if an opponent has more life than you, draw a card.");
    staysText("Whenever this creature becomes tapped, it gets +1/+1 until end of turn.");
    staysText("At the beginning of your upkeep, venture into the dungeon.");
  });
});

describe("oracle templates: enters replacements (614.1c-d, 614.12)", () => {
  it("enters tapped, with counters, as-enters choice", () => {
    compiles("This land enters tapped.", { kind: "replacement", replacement: { effect: "entersTapped" } });
    compiles(
      "Hill Giant enters with two +1/+1 counters on it.",
      { kind: "replacement", replacement: { effect: "entersWithCounters", kind: "+1/+1", amount: 2 } },
      "Hill Giant",
    );
    compiles("As this creature enters, choose a color.", {
      kind: "replacement",
      replacement: { effect: "asEntersChoose", choice: "color" },
    });
  });

  it("an entering condition it can't read stays text", () => {
    staysText("This land enters tapped unless you revealed a Forest card this turn.");
    staysText("This creature enters with a +1/+1 counters on it.");
  });
});

describe("oracle templates: Enchant (702.5a)", () => {
  it("Enchant <permanent> carries the filter the Aura targets with", () => {
    compiles("Enchant creature", { kind: "keyword", keyword: "enchant", filter: creature });
    compiles("Enchant land you control", {
      kind: "keyword",
      keyword: "enchant",
      filter: { is: "all", of: [{ is: "type", type: "Land" }, youControl] },
    });
    // "Enchant player" is read now (test/cards/permKeywordEnchantPlayer.test.ts); a card in a graveyard is not.
    staysText("Enchant creature card in a graveyard");
  });
});

describe("oracle templates: less common forms", () => {
  it("durations tied to the source (611.2b), once-per-turn and loyalty costs, cast triggers", () => {
    compiles(
      "{T}: Gain control of target artifact for as long as Thief of Gears remains on the battlefield.",
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Artifact" } } }],
        effects: [{ do: "gainControl", what: t0, duration: "whileSourceOnBattlefield" }],
      },
      "Thief of Gears",
    );
    compiles("{B}, Pay 2 life: This creature gets +2/+0 until end of turn. Activate only once each turn.", {
      kind: "activated",
      cost: { mana: "{B}", payLife: 2 },
      effects: [
        {
          do: "continuous",
          what: { ref: "self" },
          parts: [{ op: "modifyPT", power: 2, toughness: 0 }],
          duration: "endOfTurn",
        },
      ],
      oncePerTurn: true,
    });
    compiles("-2: Target creature becomes white until end of turn.", {
      kind: "activated",
      cost: { loyalty: -2 },
      targets: targetCreature,
      effects: [{ do: "continuous", what: t0, parts: [{ op: "setColors", colors: ["W"] }], duration: "endOfTurn" }],
    });
    compiles("Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.", {
      kind: "triggered",
      trigger: { on: "cast", filter: { is: "not", filter: creature }, by: "you" },
      effects: [
        {
          do: "continuous",
          what: { ref: "self" },
          parts: [{ op: "modifyPT", power: 1, toughness: 1 }],
          duration: "endOfTurn",
        },
      ],
    });
  });

  it("a static ability is never read as an instruction without a duration", () => {
    staysText("Creatures you control get +1/+1. Draw a card.");
    staysText("Draw a card. Enchanted creature gets +1/+1.");
  });
});
