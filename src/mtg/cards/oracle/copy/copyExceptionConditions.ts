import type { CopyException } from "../../../abilities/copyException.js";
import { SELF } from "../text/sentences.js";
import { parseCount } from "../text/words.js";

/**
 * 707.9: a copy exception that applies only if a condition holds — "except it enters with a shield
 * counter on it if you control that creature" (Undercover Operative). `parse` reads the clause
 * without its condition. Null for any other condition.
 */
export function parseConditionalException(
  clause: string,
  parse: (clause: string) => CopyException[] | null,
): CopyException[] | null {
  const m = /^(.+) if you control that (?:creature|permanent)$/.exec(clause);
  if (!m?.[1]) return null;
  const apply = parse(m[1]) ?? parseEntersWithCounters(m[1]);
  return apply ? [{ except: "ifYouControlCopied", apply }] : null;
}

/**
 * 707.9e: "it enters with a shield counter on it" — an additional effect of the copy effect, applied
 * as the copy enters (besides any counters the copied object's own abilities give).
 */
function parseEntersWithCounters(clause: string): CopyException[] | null {
  const m = /^it enters(?: the battlefield)? with (an?|\S+) ([+-]1\/[+-]1|[a-z]+) (counters?) on it$/.exec(clause);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const n = m[1] === "a" || m[1] === "an" ? 1 : parseCount(m[1]);
  if (n === null || n < 1 || (n === 1) !== (m[3] === "counter")) return null;
  return [{ except: "entersWithCounters", kind: m[2], amount: n }];
}

const KEYWORD_TOKEN = new RegExp(`^if ${SELF} was (embalmed|eternalized), (.+)$`);

/**
 * 702.128a, 702.129a: "except if ~ was embalmed, the token has no mana cost, it's white, and it's a
 * Zombie in addition to its other types" (Vizier of Many Faces) — every exception after the
 * condition applies only to the token an embalm (eternalize) ability made. `parse` reads the list.
 */
export function parseKeywordTokenCondition(
  text: string,
  parse: (text: string) => CopyException[] | null,
): CopyException[] | null {
  const m = KEYWORD_TOKEN.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const apply = parse(m[2].replace(/^the token /, "it "));
  return apply ? [{ except: "ifKeywordToken", keyword: m[1] === "embalmed" ? "embalm" : "eternalize", apply }] : null;
}
