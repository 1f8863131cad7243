import { Filters } from "./filter.js";
import type { AbilityDef, ActivatedAbility } from "./ability.js";

/**
 * Keyword abilities that are activated abilities, as the rules define them: 702.6a Equip
 * "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."
 */
export function activatedForm(def: AbilityDef): ActivatedAbility | null {
  if (def.kind === "activated") return def;
  if (def.kind === "keyword" && def.keyword === "equip" && def.cost) {
    return {
      kind: "activated",
      text: def.text,
      cost: { mana: def.cost },
      targets: [{ spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.youControl) } }],
      effects: [{ do: "attach", what: { ref: "self" }, to: { ref: "target", index: 0 } }],
      sorcerySpeed: true,
    };
  }
  return null;
}
