import { parseSpellPhrase } from "../text/subjects.js";
import type { ParsedTrigger } from "../triggers.js";

/**
 * 303.4b, 707.10: "Whenever enchanted player casts a spell other than the first spell they cast each
 * turn or copies a spell" (Curse of Shaken Faith): each spell they cast after their first this turn
 * (counted from the turn's history, so spells cast before the Curse was attached count: its ruling),
 * and each spell they copy. "Them" is that player.
 */
export function parseEnchantedPlayerLaterCastTrigger(condition: string): ParsedTrigger | null {
  const m =
    /^Whenever enchanted (?:player|opponent) casts (.+?) other than the first spell they cast each turn( or copies (.+))?$/.exec(
      condition,
    );
  if (!m?.[1]) return null;
  const filter = parseSpellPhrase(m[1]);
  // "… or copies a spell": the same kind of spell, copied.
  if (!filter || (m[3] !== undefined && m[3] !== m[1])) return null;
  return {
    trigger: {
      on: "cast",
      filter,
      by: "any",
      enchantedPlayer: true,
      afterFirstThisTurn: true,
      ...(m[2] ? { orCopy: true as const } : {}),
    },
    pronoun: { ref: "triggerObject" },
    thatPlayer: { ref: "enchantedPlayer" },
  };
}
