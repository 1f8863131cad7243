import type { KeywordAbility } from "../../abilities/ability.js";
import { parseSingular } from "./text/subjects.js";

/**
 * 702.5a, 303.4a: "Enchant creature", "Enchant land you control" — the keyword ability that
 * says what an Aura can target and be attached to. Keyword lines without a parameter are compiled
 * elsewhere; this one carries a filter.
 */
export function parseEnchant(paragraph: string, normalized: string): KeywordAbility | null {
  const m = /^Enchant (.+?)\.?$/.exec(normalized);
  if (!m?.[1]) return null;
  // 702.5a, 303.4: "Enchant player", "Enchant opponent" (a player is attached to, 303.4b).
  if (m[1] === "player" || m[1] === "opponent")
    return { kind: "keyword", text: paragraph, keyword: "enchant", players: m[1] === "player" ? "any" : "opponent" };
  const filter = parseSingular(m[1]);
  return filter ? { kind: "keyword", text: paragraph, keyword: "enchant", filter } : null;
}
