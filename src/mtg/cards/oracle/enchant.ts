import type { KeywordAbility } from "../../abilities/ability.js";
import { parseSingular } from "./subjects.js";

/**
 * 702.5a, 303.4a: "Enchant creature", "Enchant land you control" — the keyword ability that
 * says what an Aura can target and be attached to. Keyword lines without a parameter are compiled
 * elsewhere; this one carries a filter.
 */
export function parseEnchant(paragraph: string, normalized: string): KeywordAbility | null {
  const m = /^Enchant (.+?)\.?$/.exec(normalized);
  if (!m?.[1]) return null;
  const filter = parseSingular(m[1]);
  return filter ? { kind: "keyword", text: paragraph, keyword: "enchant", filter } : null;
}
