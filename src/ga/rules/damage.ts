import { deriveGa } from "../layers/derive.js";
import type { GaObjectId } from "../model/object.js";
import { changed, log } from "../game/act.js";
import type { GaCtx } from "../game/decision.js";

/**
 * Deals damage (Damage 11): prevention shields first (Damage 7, 9); champions get damage counters
 * (Damage 13), other units mark temporary damage (Damage 12). Death is a state-based check.
 */
export function dealDamage(ctx: GaCtx, to: GaObjectId, amount: number, sourceName: string | null): void {
  const { state } = ctx;
  const obj = state.objects[to];
  if (!obj || amount <= 0) return;
  const prevented = Math.min(obj.prevention, amount);
  obj.prevention -= prevented;
  const dealt = amount - prevented;
  const name = deriveGa(state).get(to)?.name ?? to;
  if (prevented > 0) log(state, "prevent", `${prevented} damage to ${name} is prevented`, "Damage 7");
  if (dealt <= 0) {
    changed(state);
    return;
  }
  const c = deriveGa(state).get(to);
  if (c?.types.includes("Champion")) obj.counters.damage = (obj.counters.damage ?? 0) + dealt;
  else obj.damage += dealt;
  changed(state);
  log(state, "damage", `${sourceName ?? "a source"} deals ${dealt} damage to ${name}`, "Damage 11");
}
