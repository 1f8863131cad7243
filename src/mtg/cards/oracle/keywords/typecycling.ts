import type { KeywordAbility } from "../../../abilities/ability.js";
import { parseCardQuality } from "../effects/librarySearch.js";

/**
 * 702.29e: "[Type]cycling [cost]" ("Basic landcycling {1}{G}", "Plainscycling {2}",
 * "Wizardcycling {3}") — a cycling ability (702.29f) whose `filter` is the card searched for.
 */
export function parseTypecycling(part: string, text: string): KeywordAbility | null {
  const m = /^([a-z]+(?: [a-z]+)?)cycling (\{[^ ]+\})$/i.exec(part);
  if (!m?.[1] || !m[2]) return null;
  const type = m[1].toLowerCase();
  const filter = parseCardQuality(type) ?? parseCardQuality(type.charAt(0).toUpperCase() + type.slice(1));
  if (!filter) return null;
  return { kind: "keyword", text, keyword: "cycling", cost: m[2], filter };
}
