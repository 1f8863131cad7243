import type { Ctx } from "../game/ctx.js";
import { Filters } from "../abilities/filter.js";
import { delayedTriggered } from "./nextCastTriggers.js";
import type { ActivatedAbility, TriggeredAbility } from "../abilities/ability.js";
import type { ObjectId, PlayerId } from "../model/object.js";

/** 606.4: a loyalty ability has a loyalty symbol in its cost (the ability as put on the stack, 113.7a). */
export function isLoyaltyAbility(def: ActivatedAbility | TriggeredAbility | null | undefined): boolean {
  return def?.kind === "activated" && def.cost.loyalty !== undefined;
}

/**
 * 603.7b-c, 606: a delayed "When you next cast an instant spell, cast a sorcery spell, or activate
 * a loyalty ability this turn" ability (Repeated Reverberation) triggers on the first of those its
 * controller does this turn, then never again; here, on a loyalty ability (its cost has a loyalty
 * symbol, 606.4) put on the stack. "That ability" is the ability on the stack.
 */
export function triggerNextLoyaltyActivation(ctx: Ctx, abilityId: ObjectId, by: PlayerId): void {
  const { state } = ctx;
  if (!isLoyaltyAbility(state.objects[abilityId]?.ability?.def)) return;
  for (const d of state.delayedTriggers) {
    if (d.when !== "nextCast" || !d.orLoyaltyAbility || d.controller !== by || d.turn !== state.turn.number) continue;
    state.delayedTriggers = state.delayedTriggers.filter((o) => o.id !== d.id);
    delayedTriggered(ctx, d, { on: "activated", source: Filters.and(), by: "you", loyalty: true }, abilityId, "603.7");
  }
}
