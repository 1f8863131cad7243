import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import type { Derived } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectFilter } from "../abilities/filter.js";
import type { TriggerEvent } from "../abilities/trigger.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { DelayedTrigger } from "../model/state.js";

/**
 * 603.7b-c: a delayed "when you cast your next [filter] spell this turn" ability triggers on the
 * first such spell its controller casts this turn, then never again: it leaves the list as it
 * triggers (two spells cast before it goes on the stack don't both trigger it). Its instructions
 * travel with the pending trigger; "that spell" is the spell cast.
 */
export function triggerNextCast(ctx: Ctx, spellId: ObjectId, caster: PlayerId, view: Derived): void {
  const { state } = ctx;
  // Those of an earlier turn have ended ("this turn").
  state.delayedTriggers = state.delayedTriggers.filter((d) => d.when !== "nextCast" || d.turn === state.turn.number);
  for (const d of state.delayedTriggers) {
    if (d.when !== "nextCast" || d.controller !== caster || !d.castFilter) continue;
    const p = { sourceId: d.sourceId === "" ? null : d.sourceId, controller: d.controller, abilityKey: null };
    if (!matchesFilter(view.view, spellId, d.castFilter, p)) continue;
    state.delayedTriggers = state.delayedTriggers.filter((o) => o.id !== d.id);
    castTriggered(ctx, d, d.castFilter, spellId, "603.7");
  }
}

/** A delayed ability waiting for a spell triggers: it waits to be put on the stack (603.3), "that spell" being `spellId`. */
export function castTriggered(
  ctx: Ctx,
  d: DelayedTrigger,
  filter: ObjectFilter,
  spellId: ObjectId,
  rule: string,
): void {
  delayedTriggered(ctx, d, { on: "cast", filter, by: d.castBy ?? "you" }, spellId, rule);
}

/** A delayed ability triggers on an event about `objectId` (the spell cast, the ability activated): 603.3. */
export function delayedTriggered(
  ctx: Ctx,
  d: DelayedTrigger,
  trigger: TriggerEvent,
  objectId: ObjectId,
  rule: string,
): void {
  const { state } = ctx;
  state.pendingTriggers.push({
    sourceId: d.sourceId,
    abilityKey: `delayed:${d.id}`,
    controller: d.controller,
    triggerObject: objectId,
    ...(d.sourceName !== undefined ? { sourceName: d.sourceName } : {}),
    ability: { kind: "triggered", text: d.text, trigger, effects: d.effects },
  });
  log(state, "trigger", `${d.sourceName ?? d.sourceId}: ${d.text}`, rule, [d.sourceId]);
}
