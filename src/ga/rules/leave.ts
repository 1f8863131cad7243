import { deriveGa } from "../layers/derive.js";
import type { GaObjectId, GaZone } from "../model/object.js";
import type { GaCtx } from "../game/decision.js";
import { graveyardOrBanishment } from "../game/destination.js";
import { queueTriggers } from "./triggers.js";
import { moveTo } from "../game/zones.js";

/** How an object leaves the field, for the triggers that care (On Death, On Destroy, On Banish). */
export type LeaveReason = "destroy" | "sacrifice" | "banish" | "move";

/**
 * Moves an object off the field, with its last-known information for the abilities that trigger
 * (Last-Known Information 1.b). Destroyed and sacrificed cards go to the graveyard, or banishment
 * for regalia and champions. Returns the card's new id.
 */
export function leaveField(ctx: GaCtx, id: GaObjectId, reason: LeaveReason, to?: GaZone): GaObjectId | null {
  const { state } = ctx;
  const obj = state.objects[id];
  if (!obj) return null;
  const lki = deriveGa(state).get(id);
  const dest = to ?? (reason === "banish" ? "banishment" : graveyardOrBanishment(state, obj));
  const wasUnit = lki?.types.includes("Ally") === true || lki?.types.includes("Champion") === true;
  const next = moveTo(state, id, dest);
  if (obj.zone === "field") {
    // Ally 6: a unit destroyed (or sacrificed) goes to the graveyard: it dies.
    if ((reason === "destroy" || reason === "sacrifice") && wasUnit && dest !== "banishment")
      queueTriggers(ctx, id, lki, "death", id);
    if (reason === "destroy") queueTriggers(ctx, id, lki, "destroy", id);
    if (dest === "banishment") queueTriggers(ctx, id, lki, "banish", id);
  }
  return next;
}
