import type { ActivatedAbility, KeywordAbility } from "./ability.js";

/**
 * 702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield.
 * It gains haste. Exile it at the beginning of the next end step. If it would leave the
 * battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."
 * (The instructions: rules/effects/unearth.ts.)
 */
export function unearthAbility(def: KeywordAbility): ActivatedAbility | null {
  if (def.keyword !== "unearth" || def.cost === undefined) return null;
  return {
    kind: "activated",
    text: def.text,
    cost: { mana: def.cost },
    effects: [{ do: "unearth" }],
    sorcerySpeed: true,
    fromGraveyard: true,
  };
}
