import { energyOf, getEnergy, payEnergy } from "../energy.js";
import { effectHandlers } from "./handler.js";
import { amount, resolvePlayers } from "./refs.js";

/** Energy counters (107.14, 122.1): "you get {E}{E}", and "pay {E}{E}" during resolution. */
export const energyEffects = effectHandlers({
  getEnergy: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r)) getEnergy(ctx, p, amount(ctx, e.amount, r));
  },
  payEnergy: (ctx, e, r) => {
    // 118.3: an optional payment is offered only when it can be made (mayThen's check).
    if (energyOf(ctx, r.controller) >= e.amount) payEnergy(ctx, r.controller, e.amount, r.sourceName ?? "ability");
  },
});
