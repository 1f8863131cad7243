import { withoutAbilityWord } from "./abilityWords.js";
import { withoutFlavorWord } from "./flavorWords.js";
import { protectQuotes } from "./quotes.js";

/**
 * Prepares an Oracle paragraph for the template parsers: reminder text dropped (207.2),
 * typographic marks made plain, the object's own name and "this creature"-style self references
 * replaced by "~" (201.4), the older "enters the battlefield" read as today's "enters", and the paragraph split into sentences without their final periods.
 * A quoted ability becomes one opaque word (quotes.ts). Returns null for wording the parsers
 * never handle (bullets, dashes, stray quotation marks).
 */

/** The token self references become. */
export const SELF = "~";

const SELF_PHRASES = /\bthis (creature|permanent|artifact|enchantment|land|planeswalker|spell|token|Saga)\b/gi;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function normalizeParagraph(paragraph: string, selfName: string): string | null {
  let s = protectQuotes(paragraph, selfName)
    .replace(/\s*\([^()]*\)/g, "")
    .replace(/[‘’]/g, "'")
    .replace(/−/g, "-")
    .trim();
  s = withoutFlavorWord(withoutAbilityWord(s)); // 207.2c-d
  if (/["“”•—()]/.test(s) || s.includes("\n")) return null;
  if (s.includes(SELF)) return null;
  const name = selfName.trim();
  // 707.9b: after "its name is", the card's name is a name given, not a reference to the object.
  if (name !== "") s = s.replace(new RegExp(`(?<![\\w']|its name is )${escapeRegExp(name)}(?![\\w])`, "g"), SELF);
  // 201.5c: a shortened name ("Ghired" for "Ghired, Conclave Exile") means the card's full name —
  // not another card's name that starts with it ("named Urza", "Urza's Mine").
  const short = /^([^,]{3,}), /.exec(name)?.[1];
  if (short)
    s = s.replace(new RegExp(`(?<![\\w']|named |its name is )${escapeRegExp(short)}(?![\\w]|'s [A-Z])`, "g"), SELF);
  s = s.replace(SELF_PHRASES, SELF);
  // Oracle wording before 2024 said "enter(s) the battlefield" where today's says "enter(s)".
  s = s.replace(/\b(enters?|entered|entering) the battlefield\b/g, "$1");
  // The 2022 data misprints a plural subject's verb ("Creatures target player controls gets +1/+1",
  // Cabaretti Confluence); the Oracle text says "get".
  s = s.replace(/\b(Creatures target player controls) gets\b/g, "$1 get");
  return s.replace(/\s+/g, " ");
}

/**
 * Splits normalized text into sentences ("A. B." → ["A", "B"]); the last period may be
 * missing. Returns null when a sentence is empty.
 */
export function splitSentences(s: string): string[] | null {
  const body = s.endsWith(".") ? s.slice(0, -1) : s;
  const out = body.split(/\.\s+/).map((x) => x.trim());
  if (out.some((x) => x === "" || x.includes("."))) return null;
  return out;
}

/** Lower-cases the first letter of a sentence. */
export function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
