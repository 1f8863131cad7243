import type { Ctx } from "../game/ctx.js";
import { spellAbilityOf, spellTargetSlots } from "../game/spellParts.js";
import { legalTargets, slotBounds } from "../game/targets.js";
import { derive } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { modeCombinations } from "./modes.js";

/**
 * Whether the player can cast this card or copy of a card now, during the resolution that allows
 * it (608.2g, so no timing restriction: cascade, "Cast the copies if able"): it isn't a land
 * (305.9), some choice of modes has enough legal targets for every target (601.2c), and a
 * sacrifice required as an additional cost can be paid (601.2h).
 */
export function castableDuringResolution(ctx: Ctx, id: ObjectId, caster: PlayerId): boolean {
  const { state } = ctx;
  const d = derive(state);
  const c = d.get(id);
  if (!c || c.types.includes("Land")) return false;
  const sa = spellAbilityOf(c);
  const sacrifice = sa?.additionalCost?.sacrifice;
  const p = { sourceId: id, controller: caster, abilityKey: null };
  if (
    sacrifice &&
    !state.battlefield.some((b) => d.get(b)?.controller === caster && matchesFilter(d.view, b, sacrifice, p))
  )
    return false;
  const modeChoices: number[][] =
    sa?.modes && sa.modes.length > 0 ? modeCombinations(sa.modes.length, sa.modeCount) : [[]];
  const who = { sourceId: id, controller: caster, colors: c.colors };
  return modeChoices.some((modes) =>
    spellTargetSlots(c, modes).every(
      (slot) => legalTargets(state, d, slot.spec, who, null).length >= slotBounds(slot).min,
    ),
  );
}
