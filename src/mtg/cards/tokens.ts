import type { TokenSpec } from "../abilities/token.js";
import type { FaceDef } from "../model/card.js";
import { activated } from "./dsl.js";

/**
 * The predefined tokens of 111.10, as token specifications effects can create ("create a Treasure
 * token", "incubate N"). Each lists its characteristics and abilities as the rule defines them;
 * an effect may add to them (111.10).
 */

/** 111.10a */
export const TREASURE: TokenSpec = {
  name: "Treasure",
  colors: [],
  types: ["Artifact"],
  subtypes: ["Treasure"],
  abilities: [
    activated("{T}, Sacrifice this token: Add one mana of any color.", {
      cost: { tap: true, sacrificeSelf: true },
      effects: [{ do: "addManaAnyColor", amount: 1 }],
      manaAbility: true,
    }),
  ],
  text: "{T}, Sacrifice this token: Add one mana of any color.",
};

/** 111.10b */
export const FOOD: TokenSpec = {
  name: "Food",
  colors: [],
  types: ["Artifact"],
  subtypes: ["Food"],
  abilities: [
    activated("{2}, {T}, Sacrifice this token: You gain 3 life.", {
      cost: { mana: "{2}", tap: true, sacrificeSelf: true },
      effects: [{ do: "gainLife", who: { ref: "you" }, amount: 3 }],
    }),
  ],
  text: "{2}, {T}, Sacrifice this token: You gain 3 life.",
};

/** 111.10c */
export const GOLD: TokenSpec = {
  name: "Gold",
  colors: [],
  types: ["Artifact"],
  subtypes: ["Gold"],
  abilities: [
    activated("Sacrifice this token: Add one mana of any color.", {
      cost: { sacrificeSelf: true },
      effects: [{ do: "addManaAnyColor", amount: 1 }],
      manaAbility: true,
    }),
  ],
  text: "Sacrifice this token: Add one mana of any color.",
};

/** 111.10d */
export const WALKER: TokenSpec = { name: "Walker", colors: ["B"], types: ["Creature"], subtypes: ["Zombie"], power: 2, toughness: 2 };

/** 111.10e */
export const SHARD: TokenSpec = {
  name: "Shard",
  colors: [],
  types: ["Enchantment"],
  subtypes: ["Shard"],
  abilities: [
    activated("{2}, Sacrifice this token: Scry 1, then draw a card.", {
      cost: { mana: "{2}", sacrificeSelf: true },
      effects: [
        { do: "scry", amount: 1 },
        { do: "draw", who: { ref: "you" }, amount: 1 },
      ],
    }),
  ],
  text: "{2}, Sacrifice this token: Scry 1, then draw a card.",
};

/** 111.10f */
export const CLUE: TokenSpec = {
  name: "Clue",
  colors: [],
  types: ["Artifact"],
  subtypes: ["Clue"],
  abilities: [
    activated("{2}, Sacrifice this token: Draw a card.", {
      cost: { mana: "{2}", sacrificeSelf: true },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    }),
  ],
  text: "{2}, Sacrifice this token: Draw a card.",
};

/** 111.10g */
export const BLOOD: TokenSpec = {
  name: "Blood",
  colors: [],
  types: ["Artifact"],
  subtypes: ["Blood"],
  abilities: [
    activated("{1}, {T}, Discard a card, Sacrifice this token: Draw a card.", {
      cost: { mana: "{1}", tap: true, discard: 1, sacrificeSelf: true },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    }),
  ],
  text: "{1}, {T}, Discard a card, Sacrifice this token: Draw a card.",
};

/**
 * 111.10i: a double-faced token — front, a colorless Incubator artifact with "{2}: Transform this
 * token."; back, a 0/0 colorless Phyrexian artifact creature named Phyrexian Token.
 */
export const INCUBATOR: TokenSpec = {
  name: "Incubator",
  colors: [],
  types: ["Artifact"],
  subtypes: ["Incubator"],
  abilities: [activated("{2}: Transform this token.", { cost: { mana: "{2}" }, effects: [{ do: "transform", what: { ref: "self" } }] })],
  text: "{2}: Transform this token.",
  back: { name: "Phyrexian Token", colors: [], types: ["Artifact", "Creature"], subtypes: ["Phyrexian"], power: 0, toughness: 0 },
};

/** The predefined tokens by name (111.10). */
export const PREDEFINED_TOKENS: ReadonlyMap<string, TokenSpec> = new Map(
  [TREASURE, FOOD, GOLD, WALKER, SHARD, CLUE, BLOOD, INCUBATOR].map((t) => [t.name, t]),
);

/** 111.4: a token's faces as its creating effect defines them; its colors as a color indicator. */
export function tokenFaces(spec: TokenSpec): FaceDef[] {
  const face = (t: TokenSpec): FaceDef => ({
    name: t.name,
    manaCost: null,
    colorIndicator: [...t.colors],
    supertypes: [...(t.supertypes ?? [])],
    types: [...t.types],
    subtypes: [...t.subtypes],
    power: t.power === undefined ? null : String(t.power),
    toughness: t.toughness === undefined ? null : String(t.toughness),
    loyalty: null,
    defense: null,
    oracleText: t.text ?? "",
    abilities: t.abilities ?? [],
  });
  return spec.back ? [face(spec), face(spec.back)] : [face(spec)];
}
