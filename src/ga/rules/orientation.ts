import { deriveGa } from "../layers/derive.js";
import type { GaObjectId } from "../model/object.js";
import { changed } from "../game/act.js";
import type { GaCtx } from "../game/decision.js";

/**
 * Rests an awake object (Orientation 1). Resting a rested object changes nothing (Properties and
 * States 3), so "whenever it becomes rested" triggers only on a real change. Returns whether it did.
 */
export function rest(ctx: GaCtx, id: GaObjectId): boolean {
  const obj = ctx.state.objects[id];
  if (!obj || obj.rested) return false;
  obj.rested = true;
  changed(ctx.state);
  const c = deriveGa(ctx.state).get(id);
  for (const a of c?.abilities ?? []) {
    if (a.def.kind === "triggered" && a.def.trigger.on === "becomesRested") {
      ctx.state.pendingTriggers.push({
        sourceId: id,
        abilityKey: a.key,
        controller: c?.controller ?? obj.controller,
        triggerObject: id,
        ability: a.def,
        sourceName: c?.name ?? null,
      });
    }
  }
  return true;
}
