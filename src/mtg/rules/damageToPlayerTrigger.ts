import type { TriggerEvent } from "../abilities/trigger.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameEvent } from "./events.js";

/**
 * 120.3a, 603.2: "Whenever [it] deals damage to a player / an opponent" — combat or noncombat
 * damage; an opponent is one of the ability's controller's. The trigger object is the source.
 */
export function dealtDamageToPlayer(
  ev: GameEvent,
  trig: Extract<TriggerEvent, { on: "dealsDamageToPlayer" }>,
  matches: (id: ObjectId) => boolean,
  controller: PlayerId,
): ObjectId | false {
  if (ev.event !== "combatDamageToPlayer" && ev.event !== "noncombatDamageToPlayer") return false;
  if (trig.to === "opponent" && ev.player === controller) return false;
  return matches(ev.id) ? ev.id : false;
}
