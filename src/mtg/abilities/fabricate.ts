import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.123a: "Fabricate N" means "When this permanent enters, you may put N +1/+1 counters on it. If
 * you don't, create N 1/1 colorless Servo artifact creature tokens." (the choice: rules/effects/fabricate.ts)
 */
export function fabricateTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "fabricate" || def.n === undefined) return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "enters", filter: Filters.self },
    effects: [{ do: "fabricate", n: def.n }],
  };
}
