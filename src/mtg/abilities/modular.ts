import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.43a: the triggered part of "Modular N": "When this permanent is put into a graveyard from the
 * battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on
 * this permanent." (The counters it had as it last existed, 603.10a; its enters-with-N part is a
 * replacement effect, rules/entersReplacements.ts.)
 */
export function modularTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "modular" || def.n === undefined) return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "dies", filter: Filters.self },
    optional: true,
    targets: [{ spec: { kind: "permanent", filter: Filters.and(Filters.artifact, Filters.creature) } }],
    effects: [
      {
        do: "addCounters",
        what: { ref: "target", index: 0 },
        kind: "+1/+1",
        amount: { of: "countersOnSelf", kind: "+1/+1" },
      },
    ],
  };
}
