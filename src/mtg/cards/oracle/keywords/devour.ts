import type { KeywordAbility } from "../../../abilities/ability.js";

/**
 * 702.82a, 702.82c: "Devour N", "Devour artifact N" (Devour [quality] N: permanents of that card
 * type). "Devour X, where X is …" is left to text.
 */
export function parseDevour(part: string, text: string): KeywordAbility | null {
  const m = /^devour (?:(artifact|creature|enchantment|land) )?(\d+)$/i.exec(part);
  if (!m?.[2]) return null;
  const quality = m[1]?.toLowerCase();
  return {
    kind: "keyword",
    text,
    keyword: "devour",
    n: Number(m[2]),
    ...(quality && quality !== "creature"
      ? { filter: { is: "type", type: quality[0]?.toUpperCase() + quality.slice(1) } }
      : {}),
  };
}
