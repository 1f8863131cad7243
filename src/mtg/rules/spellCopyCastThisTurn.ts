import type { Ctx } from "../game/ctx.js";
import { castTriggered } from "./nextCastTriggers.js";
import type { Derived } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";

/**
 * 603.7b: a delayed "until end of turn, whenever you cast / a player casts a [filter] spell"
 * ability triggers on every such spell cast in the turn it was made, then ends with that turn.
 * "That spell" is the spell cast; "that player" is its caster.
 */
export function triggerCastThisTurn(ctx: Ctx, spellId: ObjectId, caster: PlayerId, view: Derived): void {
  const { state } = ctx;
  state.delayedTriggers = state.delayedTriggers.filter(
    (d) => d.when !== "castThisTurn" || d.turn === state.turn.number,
  );
  for (const d of state.delayedTriggers) {
    if (d.when !== "castThisTurn" || !d.castFilter) continue;
    if (d.castBy !== "any" && d.controller !== caster) continue;
    const p = { sourceId: d.sourceId === "" ? null : d.sourceId, controller: d.controller, abilityKey: null };
    if (matchesFilter(view.view, spellId, d.castFilter, p)) castTriggered(ctx, d, d.castFilter, spellId, "603.7b");
  }
}
