import type { ActivatedAbility, KeywordAbility } from "./ability.js";

/**
 * 702.53a: "Transmute [cost]" means "[Cost], Discard this card: Search your library for a card with
 * the same mana value as the discarded card, reveal that card, and put it into your hand. Then
 * shuffle your library. Activate only as a sorcery." It functions only in a hand.
 */
export function transmuteAbility(def: KeywordAbility): ActivatedAbility | null {
  if (def.keyword !== "transmute" || def.cost === undefined) return null;
  return {
    kind: "activated",
    text: def.text,
    cost: { mana: def.cost, discardSelf: true },
    effects: [{ do: "searchSameManaValueAsDiscarded" }],
    sorcerySpeed: true,
    fromHand: true,
  };
}
