import type { TokenSpec } from "../abilities/token.js";
import type { Color } from "../model/color.js";
import { unimplementedReason } from "./implemented.js";
import { compileOracleText } from "./oracle/compile.js";

/**
 * 111.10: the predefined tokens an effect creates by their name ("create a Treasure token"), as
 * the rules define them. Their abilities are compiled from the rules' own wording; a token whose
 * abilities the engine can't execute yet (Powerstone's mana restriction, Map's explore, Junk's
 * "play that card this turn") is not offered, so the sentence creating it stays not executed.
 * The Incubator of 111.10i is created only by incubate (`tokens.ts`); the Roles of 111.10j–r
 * are Auras that enter attached, not read yet.
 */
interface Predefined {
  readonly types: readonly string[];
  readonly text: string;
  readonly name?: string;
  readonly subtypes?: readonly string[];
  readonly colors?: readonly Color[];
  readonly power?: number;
  readonly toughness?: number;
}

const PREDEFINED: Readonly<Record<string, Predefined>> = {
  // 111.10a
  Treasure: { types: ["Artifact"], text: "{T}, Sacrifice this token: Add one mana of any color." },
  // 111.10b
  Food: { types: ["Artifact"], text: "{2}, {T}, Sacrifice this token: You gain 3 life." },
  // 111.10c
  Gold: { types: ["Artifact"], text: "Sacrifice this token: Add one mana of any color." },
  // 111.10d
  Walker: {
    types: ["Creature"],
    text: "",
    name: "Walker",
    subtypes: ["Zombie"],
    colors: ["B"],
    power: 2,
    toughness: 2,
  },
  // 111.10e
  Shard: { types: ["Enchantment"], text: "{2}, Sacrifice this token: Scry 1, then draw a card." },
  // 111.10f
  Clue: { types: ["Artifact"], text: "{2}, Sacrifice this token: Draw a card." },
  // 111.10g
  Blood: {
    types: ["Artifact"],
    text: "{1}, {T}, Discard a card, Sacrifice this token: Draw a card.",
  },
  // 111.10h
  Powerstone: {
    types: ["Artifact"],
    text: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.",
  },
  // 111.10s
  Map: {
    types: ["Artifact"],
    text: "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery.",
  },
  // 111.10t
  Junk: {
    types: ["Artifact"],
    text: "{T}, Sacrifice this token: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery.",
  },
  // 111.10u
  Lander: {
    types: ["Artifact"],
    text: "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
  },
};

const compiled = new Map<string, TokenSpec | null>();

function build(kind: string, p: Predefined): TokenSpec | null {
  const subtypes = p.subtypes ?? [kind];
  // 111.4: without a stated name, a token's name is its subtypes plus the word "Token".
  const name = p.name ?? `${subtypes.join(" ")} Token`;
  const abilities = compileOracleText(p.text, name);
  if (abilities.some((a) => unimplementedReason(a) !== null)) return null;
  return {
    name,
    colors: p.colors ?? [],
    types: p.types,
    subtypes,
    ...(p.power !== undefined ? { power: p.power } : {}),
    ...(p.toughness !== undefined ? { toughness: p.toughness } : {}),
    ...(abilities.length > 0 ? { abilities, text: p.text } : {}),
  };
}

/** The predefined token of that kind ("Treasure", "Clue"…), or null if there is none the engine can create. */
export function predefinedToken(kind: string): TokenSpec | null {
  const p = PREDEFINED[kind];
  if (!p) return null;
  if (!compiled.has(kind)) compiled.set(kind, build(kind, p));
  return compiled.get(kind) ?? null;
}

/** The kinds of 111.10 this file defines (for tests and docs). */
export const PREDEFINED_KINDS: readonly string[] = Object.keys(PREDEFINED);
