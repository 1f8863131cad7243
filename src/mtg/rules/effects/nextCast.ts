import type { Effect } from "../../abilities/effect.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import type { Ctx } from "../../game/ctx.js";
import { addDelayedThisTurn } from "./delayedThisTurn.js";
import type { Resolution } from "../../game/resolution.js";
import type { DelayedTrigger } from "../../model/state.js";
import { effectHandlers } from "./handler.js";

/**
 * 603.7: "When you cast your next [filter] spell this turn, …" creates a delayed triggered ability
 * that waits for that spell (rules/nextCastTriggers.ts), for the rest of this turn only; 603.7b:
 * "Until end of turn, whenever you cast / a player casts …" waits for each such spell this turn
 * (rules/spellCopyCastThisTurn.ts).
 */
export const nextCastEffects = effectHandlers({
  whenYouCastNext: (ctx, e, r) =>
    waitForCast(ctx, r, e.filter, e.effects, {
      when: "nextCast",
      ...(e.orLoyaltyAbility ? { orLoyaltyAbility: true as const } : {}),
    }),
  wheneverCastThisTurn: (ctx, e, r) => waitForCast(ctx, r, e.filter, e.effects, { when: "castThisTurn", castBy: e.by }),
});

function waitForCast(
  ctx: Ctx,
  r: Resolution,
  castFilter: ObjectFilter,
  effects: readonly Effect[],
  how: Pick<DelayedTrigger, "when" | "castBy" | "orLoyaltyAbility">,
): void {
  addDelayedThisTurn(ctx, r, { ...how, castFilter, effects });
}
