import type { ActivatedAbility, KeywordAbility } from "./ability.js";

/**
 * 702.49a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked
 * attacking creature you control to its owner's hand: Put this card onto the battlefield from your
 * hand tapped and attacking." (The card stays revealed, 702.49b: hidden information is not
 * modeled. The cost and the instruction: rules/ninjutsu.ts, rules/effects/ninjutsu.ts.)
 */
export function ninjutsuAbility(def: KeywordAbility): ActivatedAbility | null {
  if (def.keyword !== "ninjutsu" || def.cost === undefined) return null;
  return {
    kind: "activated",
    text: def.text,
    cost: { mana: def.cost, returnUnblockedAttacker: true },
    effects: [{ do: "ninjutsu" }],
    fromHand: true,
  };
}
