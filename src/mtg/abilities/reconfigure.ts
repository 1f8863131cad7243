import type { ActivatedAbility, KeywordAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.151a: Reconfigure [cost] means "[Cost]: Attach this permanent to another target creature you
 * control. Activate only as a sorcery" and "[Cost]: Unattach this permanent. Activate only if this
 * permanent is attached to a creature and only as a sorcery." (the keyword line is both, oracle/keywords/reconfigure.ts).
 */
export function reconfigureAbility(def: KeywordAbility): ActivatedAbility | null {
  if (def.keyword !== "reconfigure" || def.cost === undefined) return null;
  if (def.unattach)
    return {
      kind: "activated",
      text: def.text,
      cost: { mana: def.cost },
      onlyIf: { is: "attachedMatches", filter: Filters.creature },
      effects: [{ do: "unattach", what: { ref: "self" } }],
      sorcerySpeed: true,
    };
  return {
    kind: "activated",
    text: def.text,
    cost: { mana: def.cost },
    targets: [
      { spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.youControl, Filters.other) } },
    ],
    effects: [{ do: "attach", what: { ref: "self" }, to: { ref: "target", index: 0 } }],
    sorcerySpeed: true,
  };
}
