import { removeFromCombatWhereNeeded } from "./leaveCombat.js";
import type { Ctx } from "../game/ctx.js";
import { endExpiredEffects } from "./durations.js";
import { stateBasedActions } from "./sba.js";
import { noteControlChanges } from "./sickness.js";
import { putTriggersOnStack } from "./triggers.js";

/**
 * 117.5: each time a player would receive priority, state-based actions are performed (repeatedly,
 * 704.3), then triggered abilities are put on the stack (603.3b); repeat until neither happens.
 */
export function beforePriority(ctx: Ctx): void {
  for (let i = 0; i < 100; i++) {
    removeFromCombatWhereNeeded(ctx); // 506.4
    const expired = endExpiredEffects(ctx);
    const sba = stateBasedActions(ctx) || expired;
    const triggers = putTriggersOnStack(ctx);
    if (!sba && !triggers) break;
  }
  noteControlChanges(ctx.state);
}

/** Gives priority to a player (after SBAs and triggers). */
export function givePriority(ctx: Ctx, to: string): void {
  beforePriority(ctx);
  ctx.state.priority = to;
  ctx.state.passes = 0;
}
