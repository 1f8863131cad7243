import { Filters } from "../../../abilities/filter.js";
import type { PlayerRef } from "../../../abilities/ref.js";
import { parseIndefinite, parseSpellPhrase } from "../text/subjects.js";
import type { ParsedTrigger } from "../triggers.js";

const ENCHANTED: PlayerRef = { ref: "enchantedPlayer" };

/**
 * 303.4b, 303.4m: trigger conditions about "enchanted player", the player an Aura with enchant
 * player (a Curse) is attached to: "Whenever enchanted player draws a card / casts [a spell]",
 * "Whenever [a creature] attacks / deals combat damage to enchanted player", "Whenever [a creature]
 * enters under enchanted player's control". "That player" and "they" in the effect are that player.
 */
export function parseEnchantedPlayerTrigger(condition: string): ParsedTrigger | null {
  if (/^Whenever enchanted (player|opponent) draws a card$/.test(condition))
    return { trigger: { on: "drawCard", who: "any", enchantedPlayer: true }, pronoun: null, thatPlayer: ENCHANTED };
  let m = /^Whenever enchanted (?:player|opponent) casts (.+)$/.exec(condition);
  if (m?.[1]) {
    const filter = parseSpellPhrase(m[1]);
    if (!filter) return null;
    return {
      trigger: { on: "cast", filter, by: "any", enchantedPlayer: true },
      pronoun: { ref: "triggerObject" },
      thatPlayer: ENCHANTED,
    };
  }
  m = /^Whenever (.+?) (attacks|deals combat damage to) enchanted (?:player|opponent)$/.exec(condition);
  if (m?.[1] && m[2]) {
    const filter = parseIndefinite(m[1]);
    if (!filter) return null;
    const on = m[2] === "attacks" ? "attacks" : "dealsCombatDamageToPlayer";
    return { trigger: { on, filter, enchantedPlayer: true }, pronoun: { ref: "triggerObject" }, thatPlayer: ENCHANTED };
  }
  m = /^Whenever (.+?) enters(?: the battlefield)? under enchanted (?:player|opponent)'s control$/.exec(condition);
  if (m?.[1]) {
    const filter = parseIndefinite(m[1]);
    if (!filter) return null;
    return {
      trigger: { on: "enters", filter: Filters.and(filter, { is: "controlledBy", who: "enchantedPlayer" }) },
      pronoun: { ref: "triggerObject" },
      thatPlayer: ENCHANTED,
    };
  }
  return null;
}
