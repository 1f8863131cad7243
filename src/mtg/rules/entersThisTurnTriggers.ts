import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import type { Derived } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId } from "../model/object.js";

/**
 * 603.7b: a delayed "whenever a [filter] enters this turn" ability triggers on each such permanent
 * that enters in the turn it was made, then ends with that turn. Its instructions travel with the
 * pending trigger; "that creature" is the permanent that entered (603.2).
 */
export function triggerEntersThisTurn(ctx: Ctx, id: ObjectId, view: Derived): void {
  const { state } = ctx;
  state.delayedTriggers = state.delayedTriggers.filter(
    (d) => d.when !== "entersThisTurn" || d.turn === state.turn.number,
  );
  for (const d of state.delayedTriggers) {
    if (d.when !== "entersThisTurn" || !d.entersFilter) continue;
    const p = { sourceId: d.sourceId === "" ? null : d.sourceId, controller: d.controller, abilityKey: null };
    if (!matchesFilter(view.view, id, d.entersFilter, p)) continue;
    state.pendingTriggers.push({
      sourceId: d.sourceId,
      abilityKey: `delayed:${d.id}`,
      controller: d.controller,
      triggerObject: id,
      ...(d.sourceName !== undefined ? { sourceName: d.sourceName } : {}),
      ability: {
        kind: "triggered",
        text: d.text,
        trigger: { on: "enters", filter: d.entersFilter },
        effects: d.effects,
      },
    });
    log(state, "trigger", `${d.sourceName ?? d.sourceId}: ${d.text}`, "603.7b", [d.sourceId]);
  }
}
