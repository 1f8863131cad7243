import type { ObjectFilter } from "../../../abilities/filter.js";
import { Filters } from "../../../abilities/filter.js";
import { isKeyword } from "../../../abilities/keyword.js";
import type { TargetSpec } from "../../../abilities/target.js";
import {
  ARTIFACT_TYPES,
  ENCHANTMENT_TYPES,
  isCreatureType,
  LAND_TYPES,
  PLANESWALKER_TYPES,
  SPELL_TYPES,
} from "../../../model/subtypes.js";
import { SELF } from "./sentences.js";
import { parseColorWord } from "./words.js";
import { parseComparison } from "./comparisons.js";
import { isGrantorWord } from "./quotes.js";
import { HISTORIC } from "../copy/tokenCopyHistoric.js";

/**
 * Noun phrases naming objects ("white creatures you control", "each other creature",
 * "another target creature", "enchanted creature", "~"), turned into filters relative to the
 * ability's source. Whether the phrase is plural matters for the verb that follows it.
 */

export interface Group {
  readonly filter: ObjectFilter;
  readonly plural: boolean;
}

interface Kind {
  readonly parts: readonly ObjectFilter[];
  readonly plural: boolean;
  /** "spell(s)": an object on the stack rather than a permanent. */
  readonly spell: boolean;
}

const CARD_TYPE_WORDS: Readonly<Record<string, string>> = {
  artifact: "Artifact",
  battle: "Battle",
  creature: "Creature",
  enchantment: "Enchantment",
  instant: "Instant",
  land: "Land",
  planeswalker: "Planeswalker",
  sorcery: "Sorcery",
};

const PLURAL_CARD_TYPE_WORDS: Readonly<Record<string, string>> = {
  artifacts: "Artifact",
  battles: "Battle",
  creatures: "Creature",
  enchantments: "Enchantment",
  instants: "Instant",
  lands: "Land",
  planeswalkers: "Planeswalker",
  sorceries: "Sorcery",
};

const SUPERTYPE_WORDS: Readonly<Record<string, string>> = { basic: "Basic", legendary: "Legendary", snow: "Snow" };

/** The filter matching every object the parts all match. */
export function allOf(parts: readonly ObjectFilter[]): ObjectFilter {
  const [only] = parts;
  return parts.length === 1 && only ? only : Filters.and(...parts);
}

/** A card type word ("creature" → "Creature"); `plural` selects "creatures". */
export function cardTypeWord(word: string, plural: boolean): string | null {
  const table = plural ? PLURAL_CARD_TYPE_WORDS : CARD_TYPE_WORDS;
  return table[word.toLowerCase()] ?? null;
}

/** Subtypes a noun phrase may name: creature, artifact, enchantment and land types (205.3). */
export function isNamedSubtype(word: string): boolean {
  if (!/^[A-Z]/.test(word)) return false;
  return (
    isCreatureType(word) ||
    ARTIFACT_TYPES.includes(word) ||
    ENCHANTMENT_TYPES.includes(word) ||
    LAND_TYPES.includes(word)
  );
}

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  Dwarves: "Dwarf",
  Elves: "Elf",
  Wolves: "Wolf",
  Fungi: "Fungus",
  Mice: "Mouse",
};

/** "Goblins" → "Goblin", "Elves" → "Elf"; null when the word is no plural subtype. */
export function singularSubtype(word: string): string | null {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  const candidates = [word.replace(/s$/, ""), word.replace(/es$/, ""), word.replace(/ies$/, "y")];
  for (const c of candidates) if (c !== word && isNamedSubtype(c)) return c;
  return null;
}

function nonWord(word: string): ObjectFilter | null {
  const m = /^non-?(.+)$/i.exec(word);
  if (!m?.[1]) return null;
  const rest = m[1];
  const type = cardTypeWord(rest, false);
  if (type) return Filters.not(Filters.type(type));
  const color = parseColorWord(rest);
  if (color) return Filters.not(Filters.color(color));
  if (rest.toLowerCase() === "token") return Filters.not(Filters.token);
  const supertype = SUPERTYPE_WORDS[rest.toLowerCase()];
  if (supertype) return Filters.not(Filters.supertype(supertype));
  if (word.includes("-") && isNamedSubtype(rest)) return Filters.not(Filters.subtype(rest));
  return null;
}

function adjective(word: string): ObjectFilter | null {
  const color = parseColorWord(word);
  if (color) return Filters.color(color);
  if (word.toLowerCase() === "colorless") return { is: "colorless" };
  if (word.toLowerCase() === "multicolored") return { is: "multicolored" };
  if (word.toLowerCase() === "historic") return HISTORIC;
  const lower = word.toLowerCase(); // the first word of a sentence is capitalized ("Attacking creatures you control …")
  if (lower === "attacking" || lower === "blocking") return { is: lower };
  if (word.toLowerCase() === "commander") return { is: "commander" }; // 903.3: "commander creatures"
  if (lower === "tapped" || lower === "untapped")
    return lower === "tapped" ? { is: "tapped" } : Filters.not({ is: "tapped" });
  const non = nonWord(word);
  if (non) return non;
  const supertype = SUPERTYPE_WORDS[word.toLowerCase()];
  if (supertype) return Filters.supertype(supertype);
  const type = cardTypeWord(word, false);
  if (type) return Filters.type(type);
  if (isNamedSubtype(word)) return Filters.subtype(word);
  return null;
}

/** The head noun: returns its filter (null for "permanent"), its number, and whether it names spells. */
function noun(word: string): { filter: ObjectFilter | null; plural: boolean; spell: boolean } | null {
  const lower = word.toLowerCase();
  const single = cardTypeWord(word, false);
  if (single) return { filter: Filters.type(single), plural: false, spell: false };
  const many = cardTypeWord(word, true);
  if (many) return { filter: Filters.type(many), plural: true, spell: false };
  if (lower === "permanent" || lower === "permanents")
    return { filter: null, plural: lower.endsWith("s"), spell: false };
  if (lower === "token" || lower === "tokens")
    return { filter: Filters.token, plural: lower.endsWith("s"), spell: false };
  if (lower === "spell" || lower === "spells") return { filter: null, plural: lower.endsWith("s"), spell: true };
  // 903.3d: "a commander", "commanders" — a commander (permanent or, for "target", a card).
  if (lower === "commander" || lower === "commanders")
    return { filter: { is: "commander" }, plural: lower.endsWith("s"), spell: false };
  if (isNamedSubtype(word)) return { filter: Filters.subtype(word), plural: false, spell: false };
  const sub = singularSubtype(word);
  if (sub) return { filter: Filters.subtype(sub), plural: true, spell: false };
  return null;
}

/** "A or B" over two card type nouns of the same number ("artifact or enchantment"), or "A, B, or C". */
function nounOr(words: readonly string[], i: number): { filter: ObjectFilter; plural: boolean; next: number } | null {
  const three = nounList(words, i);
  if (three) return three;
  const a = words[i];
  const b = words[i + 2];
  if (a === undefined || b === undefined || words[i + 1]?.toLowerCase() !== "or") return null;
  for (const plural of [false, true]) {
    const ta = cardTypeWord(a, plural);
    const tb = cardTypeWord(b, plural);
    if (ta && tb) return { filter: Filters.or(Filters.type(ta), Filters.type(tb)), plural, next: i + 3 };
  }
  return null;
}

/** "artifact, creature, or land": three card type nouns of the same number, any of them. */
function nounList(words: readonly string[], i: number): { filter: ObjectFilter; plural: boolean; next: number } | null {
  const [a, b, or, c] = words.slice(i, i + 4);
  if (!a?.endsWith(",") || !b?.endsWith(",") || or?.toLowerCase() !== "or" || c === undefined) return null;
  for (const plural of [false, true]) {
    const types = [a.slice(0, -1), b.slice(0, -1), c].map((w) => cardTypeWord(w, plural));
    if (types.every((t): t is string => t !== null))
      return { filter: Filters.or(...types.map((t) => Filters.type(t))), plural, next: i + 4 };
  }
  return null;
}

const SUFFIXES: readonly { readonly words: string; readonly filter: ObjectFilter | null }[] = [
  { words: "you control", filter: Filters.youControl },
  { words: "you don't control", filter: Filters.not(Filters.youControl) },
  { words: "your opponents control", filter: Filters.opponentControls },
  { words: "an opponent controls", filter: Filters.opponentControls },
  { words: "enchanted player controls", filter: { is: "controlledBy", who: "enchantedPlayer" } },
  { words: "enchanted opponent controls", filter: { is: "controlledBy", who: "enchantedPlayer" } },
  { words: "you own", filter: { is: "ownedBy", who: "you" } },
  { words: "of the chosen color", filter: { is: "chosenColor" } },
  { words: "of the chosen type", filter: { is: "chosenCreatureType" } },
  { words: "of the chosen creature type", filter: { is: "chosenCreatureType" } },
  { words: "on the battlefield", filter: null },
  { words: "with a counter on it", filter: { is: "hasCounters" } },
  { words: "with the same name as ~", filter: { is: "sameNameAsSource" } },
];

function suffixes(rest: string): ObjectFilter[] | null {
  const out: ObjectFilter[] = [];
  let s = rest.trim();
  while (s !== "") {
    const fixed = SUFFIXES.find((x) => s === x.words || s.startsWith(`${x.words} `));
    if (fixed) {
      if (fixed.filter) out.push(fixed.filter);
      s = s.slice(fixed.words.length).trim();
      continue;
    }
    const compared = parseComparison(s);
    if (compared) {
      out.push(compared.filter);
      s = s.slice(compared.length).trim();
      continue;
    }
    // "with a +1/+1 counter on it", "without a +1/+1 counter on it" (122.1).
    const counter = /^(with|without) an? ([+-]\d+\/[+-]\d+|[a-z]+) counter on it(?: |$)/.exec(s);
    if (counter?.[1] && counter[2]) {
      const has: ObjectFilter = { is: "hasCounters", kind: counter[2] };
      out.push(counter[1] === "with" ? has : Filters.not(has));
      s = s.slice(counter[0].length).trim();
      continue;
    }
    const kw = /^(with|without) (first strike|double strike|[a-z]+)(?: |$)/.exec(s);
    if (kw?.[1] && kw[2] && isKeyword(kw[2])) {
      const has: ObjectFilter = { is: "hasKeyword", keyword: kw[2] };
      out.push(kw[1] === "with" ? has : Filters.not(has));
      s = s.slice(kw[0].length).trim();
      continue;
    }
    return null;
  }
  return out;
}

/** Adjectives, a head noun and its suffixes: "white creatures you control", "noncreature artifact". */
function parseKind(phrase: string): Kind | null {
  const words = phrase
    .trim()
    .split(" ")
    .filter((w) => w !== "");
  if (words.length === 0) return null;
  const parts: ObjectFilter[] = [];
  let i = 0;
  // Adjectives: every word before the head noun. The head is the last word that can be one.
  for (;;) {
    const or = nounOr(words, i);
    if (or) {
      const rest = suffixes(words.slice(or.next).join(" "));
      if (!rest) return null;
      return { parts: [...parts, or.filter, ...rest], plural: or.plural, spell: false };
    }
    // "red, white, or black creature": any of three qualities.
    const anyOf = adjectiveList(words, i);
    if (anyOf) {
      parts.push(anyOf);
      i += 4;
      continue;
    }
    // "nonartifact, nonblack creature": a list of "non-" adjectives, all of them (no "or").
    const w = /^non.+,$/i.test(words[i] ?? "") ? words[i]?.slice(0, -1) : words[i];
    if (w === undefined) return null;
    const head = noun(w);
    if (head) {
      const rest = suffixes(words.slice(i + 1).join(" "));
      if (rest) {
        const all = head.filter ? [...parts, head.filter, ...rest] : [...parts, ...rest];
        return { parts: all, plural: head.plural, spell: head.spell };
      }
    }
    // 205.3j: "a Chandra planeswalker", "Jace planeswalkers": a planeswalker type only before its card type.
    if (PLANESWALKER_TYPES.includes(w) && /^planeswalkers?$/i.test(words[i + 1] ?? "")) {
      parts.push(Filters.subtype(w));
      i++;
      continue;
    }
    const adj = adjective(w);
    if (!adj) return null;
    // "attacking or blocking creature", "red or green creature": either quality.
    const other = words[i + 1]?.toLowerCase() === "or" ? adjective(words[i + 2] ?? "") : null;
    parts.push(other ? Filters.or(adj, other) : adj);
    i += other ? 3 : 1;
  }
}

/** "red, white, or black": three adjectives of which an object has any (Offspring's Revenge). */
function adjectiveList(words: readonly string[], i: number): ObjectFilter | null {
  const [a, b, or, c] = words.slice(i, i + 4);
  if (!a?.endsWith(",") || !b?.endsWith(",") || or !== "or" || c === undefined) return null;
  const qualities = [adjective(a.slice(0, -1)), adjective(b.slice(0, -1)), adjective(c)];
  return qualities.every((q): q is ObjectFilter => q !== null) ? Filters.or(...qualities) : null;
}

/**
 * "creatures you control", "all noncreature artifacts", "each other creature", "other Goblins
 * you control": every object matching, with the phrase's number.
 */
export function parseGroup(phrase: string): Group | null {
  const m = /^(all |each )?(other )?(.+)$/i.exec(phrase.trim());
  if (!m?.[3]) return null;
  const quantifier = m[1]?.trim().toLowerCase();
  const kind = parseKind(m[3]);
  if (!kind || kind.spell) return null;
  if (quantifier === "each" ? kind.plural : !kind.plural) return null;
  const parts = m[2] ? [Filters.other, ...kind.parts] : [...kind.parts];
  return { filter: allOf(parts), plural: kind.plural };
}

/** "a creature", "an artifact you control", "another creature": one object (triggers, costs). */
export function parseIndefinite(phrase: string): ObjectFilter | null {
  const m = /^(a|an|another) (.+)$/i.exec(phrase.trim());
  if (!m?.[1] || !m[2]) return null;
  const kind = parseKind(m[2]);
  if (!kind || kind.plural || kind.spell) return null;
  return allOf(m[1].toLowerCase() === "another" ? [Filters.other, ...kind.parts] : [...kind.parts]);
}

/** "creature", "nonland permanent", "creature you control": one permanent, without article (Enchant). */
export function parseSingular(phrase: string): ObjectFilter | null {
  const kind = parseKind(phrase);
  if (!kind || kind.plural || kind.spell) return null;
  return allOf(kind.parts);
}

/** "a spell", "a noncreature spell", "an instant or sorcery spell" (cast triggers). */
export function parseSpellPhrase(phrase: string): ObjectFilter | null {
  // "another Vampire spell": a spell other than the object the ability is on.
  const another = /^another (.+ )?spell$/i.exec(phrase.trim());
  if (another) {
    const rest = parseSpellPhrase(`a ${another[1] ?? ""}spell`);
    if (!rest) return null;
    return allOf(rest.is === "all" ? [Filters.other, ...rest.of] : [Filters.other, rest]);
  }
  // "a nonlegendary creature spell with flying" (Donal): the spell has the keyword (702).
  const kw = /^(.+ spell) (with|without) (first strike|double strike|[a-z]+)$/.exec(phrase.trim());
  if (kw?.[1] && kw[3] && isKeyword(kw[3])) {
    const spell = parseSpellPhrase(kw[1]);
    const has: ObjectFilter = { is: "hasKeyword", keyword: kw[3] };
    const keyword = kw[2] === "with" ? has : Filters.not(has);
    return spell ? allOf(spell.is === "all" ? [...spell.of, keyword] : [spell, keyword]) : null;
  }
  const m = /^(?:a|an) (.+)$/i.exec(phrase.trim());
  if (!m?.[1]) return null;
  // "an artifact, instant, or sorcery spell": one of three card types.
  const three = /^(\w+), (\w+), or (\w+) spell$/.exec(m[1]);
  if (three) {
    const types = three.slice(1).flatMap((w) => cardTypeWord(w, false) ?? []);
    return types.length === 3 ? Filters.or(...types.map(Filters.type)) : null;
  }
  const words = m[1].split(" ");
  if (words.at(-1)?.toLowerCase() !== "spell") return null;
  const before = words.slice(0, -1);
  if (before.length === 0) return allOf([]);
  // "[multicolored / Adventure] instant or sorcery spell": adjectives, then two card types.
  const or = before.length >= 3 ? nounOr(before, before.length - 3) : null;
  const adjectives = or && !or.plural ? before.slice(0, -3) : before;
  const parts: ObjectFilter[] = [];
  for (const w of adjectives) {
    // 205.3k: a spell type ("an Adventure instant or sorcery spell", Lucky Clover).
    const adj = SPELL_TYPES.includes(w) ? Filters.subtype(w) : adjective(w);
    if (!adj) return null;
    parts.push(adj);
  }
  if (or && !or.plural) parts.push(or.filter);
  return allOf(parts);
}

export interface TargetPhrase {
  readonly spec: TargetSpec;
  readonly min?: number;
  readonly max?: number;
}

/** "target creature", "another target creature you control", "up to one target land", "any target", "target player". */
export function parseTargetPhrase(phrase: string): TargetPhrase | null {
  const p = phrase.trim();
  if (/^any target$/i.test(p)) return { spec: { kind: "any" } };
  if (/^target player$/i.test(p)) return { spec: { kind: "player", who: "any" } };
  if (/^target opponent$/i.test(p)) return { spec: { kind: "player", who: "opponent" } };
  const m = /^(up to one )?(another )?target (.+)$/i.exec(p);
  if (!m?.[3]) return null;
  const kind = parseKind(m[3]);
  if (!kind || kind.plural) return null;
  const parts = m[2] ? [Filters.other, ...kind.parts] : [...kind.parts];
  const range = m[1] ? { min: 0, max: 1 } : {};
  if (kind.spell) {
    // Spells: only "target [type] spell" and "target spell you control" (TargetSpec has no opponent form).
    if (m[2] || parts.some((f) => f.is === "controlledBy" && f.who === "opponent")) return null;
    const controller = parts.some((f) => f.is === "controlledBy");
    const rest = parts.filter((f) => f.is !== "controlledBy");
    return {
      spec: {
        kind: "spell",
        ...(rest.length > 0 ? { filter: allOf(rest) } : {}),
        ...(controller ? { controller: "you" } : {}),
      },
      ...range,
    };
  }
  return { spec: { kind: "permanent", filter: allOf(parts) }, ...range };
}

/** "~" (this object) or "enchanted/equipped creature" (the object the source is attached to). */
export function parseFixedObject(phrase: string): "self" | "attached" | "grantingSource" | null {
  const p = phrase.trim();
  if (p === SELF) return "self";
  if (isGrantorWord(p)) return "grantingSource"; // the card's name in an ability its effect gives (quotes.ts)
  if (
    /^enchanted (creature|permanent|artifact|enchantment|land|planeswalker|Forest|Island|Mountain|Plains|Swamp)$/i.test(
      p,
    )
  )
    return "attached";
  if (/^equipped creature$/i.test(p)) return "attached";
  return null;
}
