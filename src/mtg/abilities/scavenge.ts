import type { ActivatedAbility, KeywordAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.97a: "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number of
 * +1/+1 counters equal to the power of the card you exiled on target creature. Activate only as a
 * sorcery." (The power as it last existed in the graveyard, recorded as the cost is paid.)
 */
export function scavengeAbility(def: KeywordAbility): ActivatedAbility | null {
  if (def.keyword !== "scavenge" || def.cost === undefined) return null;
  return {
    kind: "activated",
    text: def.text,
    cost: { mana: def.cost, exileSelfFromGraveyard: true },
    targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
    effects: [
      { do: "addCounters", what: { ref: "target", index: 0 }, kind: "+1/+1", amount: { of: "exiledToPayPower" } },
    ],
    sorcerySpeed: true,
  };
}
