import type { KeywordAbility } from "../../../abilities/ability.js";

/**
 * 702.151a: "Reconfigure [cost]" represents two activated abilities — attach and unattach — so
 * its line is two keyword abilities of the same text (like "protection from A and from B", 702.16g).
 */
export function withReconfigureUnattach(k: KeywordAbility): KeywordAbility[] {
  return k.keyword === "reconfigure" && k.cost !== undefined ? [k, { ...k, unattach: true }] : [k];
}
