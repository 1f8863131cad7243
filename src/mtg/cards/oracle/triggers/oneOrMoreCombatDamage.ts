import type { ParsedTrigger } from "../triggers.js";
import { parseGroup } from "../text/subjects.js";

/**
 * 603.2c: "Whenever one or more [creatures you control] deal combat damage to a player": once for
 * each player dealt combat damage in a combat damage step by any of them; "that player" is that player.
 */
export function parseOneOrMoreCombatDamageTrigger(condition: string): ParsedTrigger | null {
  const m = /^Whenever one or more (.+) deal combat damage to a player$/.exec(condition);
  const group = m?.[1] ? parseGroup(m[1]) : null;
  if (!group?.plural) return null;
  return {
    trigger: { on: "oneOrMoreDealCombatDamageToPlayer", filter: group.filter },
    pronoun: null,
    thatPlayer: { ref: "triggerPlayer" },
  };
}
