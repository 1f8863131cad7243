import type { KeywordAbility } from "../../../abilities/ability.js";

/**
 * 702.21a: "Ward—Pay N life." — whenever this permanent becomes the target of a spell or ability
 * an opponent controls, counter it unless that player pays N life (119.4: only with that much).
 */
export function compileWardPayLife(paragraph: string): KeywordAbility[] | null {
  const m = /^Ward—Pay (\d+) life\.(?:\s*\([^)]*\))?$/.exec(paragraph.trim());
  if (!m?.[1]) return null;
  return [{ kind: "keyword", text: paragraph, keyword: "ward", lifeCost: Number(m[1]) }];
}
