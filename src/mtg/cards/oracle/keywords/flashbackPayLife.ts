import type { KeywordAbility } from "../../../abilities/ability.js";

/** 702.34a, 119.4: "Flashback—[mana cost], Pay N life." — the flashback cost has a life payment too. */
export function parseFlashbackPayLife(line: string, text: string): KeywordAbility | null {
  const m = /^flashback—(\{[^ ]+\}), pay (\d+) life\.?$/i.exec(line);
  if (!m?.[1] || !m[2]) return null;
  return { kind: "keyword", text, keyword: "flashback", cost: m[1], lifeCost: Number(m[2]) };
}
