import type { KeywordAbility, StaticAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.98a: the second static ability of "Unleash": "This permanent can't block as long as it has a
 * +1/+1 counter on it" (any +1/+1 counter, not only unleash's: the rulings). Its first, "You may
 * have this permanent enter with an additional +1/+1 counter on it", is a replacement effect
 * (rules/entersReplacements.ts).
 */
export function unleashStatic(def: KeywordAbility): StaticAbility | null {
  if (def.keyword !== "unleash") return null;
  return {
    kind: "static",
    text: def.text,
    effects: [],
    rules: [{ rule: "cantBlock", affects: Filters.and(Filters.self, { is: "hasCounters", kind: "+1/+1" }) }],
  };
}
