import type { ActivatedAbility, KeywordAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target
 * creature." It functions only while the card is in its owner's hand.
 */
export function reinforceAbility(def: KeywordAbility): ActivatedAbility | null {
  if (def.keyword !== "reinforce" || def.cost === undefined || def.n === undefined) return null;
  return {
    kind: "activated",
    text: def.text,
    cost: { mana: def.cost, discardSelf: true },
    targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
    effects: [{ do: "addCounters", what: { ref: "target", index: 0 }, kind: "+1/+1", amount: def.n }],
    fromHand: true,
  };
}
