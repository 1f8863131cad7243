import type { GameEvent } from "./events.js";

/**
 * 603.2: the number a trigger event was about — the damage dealt to a player, the life gained —
 * which the ability's "that much" / "that many" means when it resolves.
 */
export function eventAmount(event: GameEvent): { triggerAmount?: number } {
  switch (event.event) {
    case "combatDamageToPlayer":
    case "noncombatDamageToPlayer":
    case "gainedLife":
      return { triggerAmount: event.amount };
    default:
      return {};
  }
}
