import type { KeywordAbility } from "../../../abilities/ability.js";

/**
 * Keyword lines of permanents' keywords added in session 11, by their parameter (702): a number
 * (Annihilator N 702.86a, Afflict N 702.130a, Rampage N 702.23a) or a cost (Outlast [cost]
 * 702.107a). None is printed without its parameter.
 */
export const COMBAT_KEYWORDS_WITH_NUMBER = ["annihilator", "afflict", "rampage"] as const;
export const COMBAT_KEYWORDS_WITH_COST = ["outlast"] as const;

/** 702.89b: "totem armor", the older name of umbra armor, on the Oracle text of the data. */
export function parseTotemArmor(part: string, text: string): KeywordAbility | null {
  return /^totem armor$/i.test(part) ? { kind: "keyword", text, keyword: "umbra armor" } : null;
}

const REINFORCE = /^Reinforce (\d+)—(\{[^ ]+\})$/;

/** 702.77a: "Reinforce N—[cost]". */
export function parseReinforce(part: string, text: string): KeywordAbility | null {
  const m = REINFORCE.exec(part);
  if (!m?.[1] || !m[2]) return null;
  return { kind: "keyword", text, keyword: "reinforce", n: Number(m[1]), cost: m[2] };
}
