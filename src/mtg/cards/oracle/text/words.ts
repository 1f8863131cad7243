import type { KeywordAbility } from "../../../abilities/ability.js";
import type { Amount } from "../../../abilities/amount.js";
import { BARE_KEYWORDS, isKeyword, type Keyword } from "../../../abilities/keyword.js";
import { COLOR_WORDS, COLORS, type Color } from "../../../model/color.js";
import { isTriggerAmountWord } from "../triggers/triggerAmount.js";

/**
 * The smallest pieces of Oracle wording shared by the template parsers: numbers, colors, power
 * and toughness, keyword lists. Every function returns null for anything it does not fully
 * understand, so that callers can refuse the whole sentence.
 */

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** "a", "an", "one" … "ten", or digits. */
export function parseCount(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
}

/** A count, or "X" (fixed as the spell or ability resolves, 611.2d). */
export function parseAmount(word: string): Amount | null {
  if (word === "X") return { of: "x" };
  if (isTriggerAmountWord(word)) return { of: "triggerAmount" }; // 603.2
  return parseCount(word);
}

/** "N/M" as printed or set (208.1): non-negative numbers. */
export function parsePT(s: string): { power: number; toughness: number } | null {
  const m = /^(\d+)\/(\d+)$/.exec(s);
  if (!m) return null;
  return { power: Number(m[1]), toughness: Number(m[2]) };
}

/** One signed half of "+N/-M"; X only when `allowX` (a resolving spell or ability). */
function signed(s: string, allowX: boolean): Amount | null {
  const m = /^([+-])(\d+|X)$/.exec(s);
  if (!m?.[1] || !m[2]) return null;
  if (m[2] === "X") {
    if (!allowX) return null;
    return m[1] === "+" ? { of: "x" } : { of: "negate", amount: { of: "x" } };
  }
  const n = Number(m[2]);
  return m[1] === "-" && n !== 0 ? -n : n;
}

/** "+N/+M", "-N/-M", "+N/-M" (613.4c). */
export function parsePTModifier(s: string, allowX = false): { power: Amount; toughness: Amount } | null {
  const halves = s.split("/");
  if (halves.length !== 2 || halves[0] === undefined || halves[1] === undefined) return null;
  const power = signed(halves[0], allowX);
  const toughness = signed(halves[1], allowX);
  if (power === null || toughness === null) return null;
  return { power, toughness };
}

/** A color word: "white", "blue", "black", "red", "green" (105.1). */
export function parseColorWord(word: string): Color | null {
  const lower = word.toLowerCase();
  for (const c of COLORS) if (COLOR_WORDS[c] === lower) return c;
  return null;
}

/** "a", "a and b", "a, b, and c" (also without the serial comma). */
export function splitList(s: string): string[] | null {
  const m = /^(.+?)(?:,? and |,? or )([^,]+)$/.exec(s);
  if (!m?.[1] || !m[2]) return s.includes(",") ? null : [s];
  const head = m[1].split(/, /);
  if (head.some((h) => h.trim() === "" || h.includes(","))) return null;
  return [...head, m[2]];
}

/** "red", "red and green", "white, blue, and black" — distinct colors, in the order given. */
export function parseColorList(s: string): Color[] | null {
  if (/ or /.test(s)) return null;
  const items = splitList(s);
  if (!items) return null;
  const out: Color[] = [];
  for (const item of items) {
    const c = parseColorWord(item.trim());
    if (!c || out.includes(c)) return null;
    out.push(c);
  }
  return out;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function bareKeyword(s: string): Keyword | null {
  const lower = s.trim().toLowerCase();
  return isKeyword(lower) && (BARE_KEYWORDS as readonly Keyword[]).includes(lower) ? lower : null;
}

/**
 * The keyword abilities an effect grants ("flying", "flying and first strike", "protection from
 * red"), each as the keyword ability a card would print (text capitalized as on a card).
 */
export function parseGrantedKeywords(s: string): KeywordAbility[] | null {
  if (/ or /.test(s)) return null;
  const items = splitList(s);
  if (!items) return null;
  const out: KeywordAbility[] = [];
  for (const item of items) {
    const kw = bareKeyword(item);
    if (kw) {
      out.push({ kind: "keyword", text: capitalize(kw), keyword: kw });
      continue;
    }
    const protection = /^protection from (white|blue|black|red|green)$/.exec(item.trim());
    if (protection?.[1]) {
      out.push({
        kind: "keyword",
        text: `Protection from ${protection[1]}`,
        keyword: "protection",
        from: protection[1],
      });
      continue;
    }
    return null;
  }
  return out;
}

/** The keywords "loses …" removes; protection is refused (which quality would be ambiguous). */
export function parseKeywordNames(s: string): Keyword[] | null {
  if (/ or /.test(s)) return null;
  const items = splitList(s);
  if (!items) return null;
  const out: Keyword[] = [];
  for (const item of items) {
    const kw = bareKeyword(item);
    if (!kw) return null;
    out.push(kw);
  }
  return out;
}
