import type { KeywordAbility } from "../../../abilities/ability.js";
import { parseCount } from "../text/words.js";
import { parseFlashbackPayLife } from "./flashbackPayLife.js";
import {
  CASTING_KEYWORDS,
  CASTING_KEYWORDS_WITH_COST,
  type CastingKeywordName,
} from "../../../abilities/castingKeywords.js";

/** Casting keywords printed with a mana cost ("Buyback {3}", "Evoke {1}{U}{U}"). */
const WITH_MANA_COST: ReadonlySet<CastingKeywordName> = new Set(CASTING_KEYWORDS_WITH_COST);

function castingKeyword(name: string): CastingKeywordName | undefined {
  return CASTING_KEYWORDS.find((k) => k === name);
}

/**
 * One keyword of a keyword line that is a casting keyword of `rules/casting/` (702): `undefined`
 * when `part` is not one of them, `null` when it is but its parameter is not understood (a
 * non-mana buyback or evoke cost), so that the line stays text.
 */
export function compileCastingKeyword(part: string, text: string): KeywordAbility | null | undefined {
  // 702.62a: "Suspend N—[cost]" (the number of time counters, then the cost).
  const suspend = /^suspend (\d+)—(\{[^ ]+\})$/i.exec(part);
  if (suspend?.[1] && suspend[2])
    return { kind: "keyword", text, keyword: "suspend", n: Number(suspend[1]), cost: suspend[2] };
  const m = /^([a-z-]+)(?:\s+(\{[^ ]+\}))?$/i.exec(part);
  const name = m?.[1] ? castingKeyword(m[1].toLowerCase()) : castingKeyword(part.toLowerCase().split(/[\s—]/)[0] ?? "");
  if (name === undefined) return undefined;
  const cost = m?.[2];
  if (WITH_MANA_COST.has(name)) return cost ? { kind: "keyword", text, keyword: name, cost } : null;
  return m && !cost ? { kind: "keyword", text, keyword: name } : null;
}

/**
 * A keyword line whose cost has a comma, read whole: 702.138a "Escape—[mana cost], Exile N other
 * cards from your graveyard." (`n`: how many other cards are exiled). Null when it is not one.
 */
export function compileCastingKeywordLine(line: string, text: string): KeywordAbility | null {
  const flashbackPayLife = parseFlashbackPayLife(line, text);
  if (flashbackPayLife) return flashbackPayLife;
  const m = /^escape—(\{[^ ]+\}), exile (\w+) other cards from your graveyard\.?$/i.exec(line);
  const n = m?.[2] ? parseCount(m[2]) : null;
  if (!m?.[1] || n === null) return null;
  return { kind: "keyword", text, keyword: "escape", cost: m[1], n };
}
