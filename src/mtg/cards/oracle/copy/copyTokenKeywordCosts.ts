import type { KeywordAbility } from "../../../abilities/ability.js";

/**
 * 702.128a embalm, 702.129a eternalize with a cost that has more than mana, written after a long
 * dash: "Eternalize—{3}{U}{U}, Discard a card." (the reminder text after it is dropped).
 */
export function parseTokenKeywordWithDiscard(paragraph: string): KeywordAbility | null {
  const m = /^(Embalm|Eternalize)—((?:\{[^}]+\})+), Discard (a|two) cards?\.?(?:\s*\([^)]*\))?$/.exec(paragraph.trim());
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const keyword = m[1] === "Embalm" ? "embalm" : "eternalize";
  return { kind: "keyword", text: paragraph, keyword, cost: m[2], discard: m[3] === "a" ? 1 : 2 };
}
