import type { ParsedTrigger } from "../triggers.js";
import { eventSubject } from "../triggers.js";

/**
 * "Whenever ~ deals damage to a player / an opponent" (120.3a): combat or noncombat damage, by the
 * permanent or the creature it is attached to; "that player" is the player dealt damage (603.2).
 */
export function parseDamageToPlayerTrigger(condition: string): ParsedTrigger | null {
  const m = /^Whenever (.+?) deals damage to (a player|an opponent)$/.exec(condition);
  if (!m?.[1] || !m[2]) return null;
  const subject = eventSubject(m[1]);
  if (!subject || (subject.filter.is !== "self" && subject.filter.is !== "attachedBySource")) return null;
  return {
    trigger: { on: "dealsDamageToPlayer", filter: subject.filter, to: m[2] === "a player" ? "any" : "opponent" },
    pronoun: subject.pronoun,
    thatPlayer: { ref: "triggerPlayer" },
  };
}
