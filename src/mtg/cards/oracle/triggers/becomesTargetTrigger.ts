import { Filters } from "../../../abilities/filter.js";
import { SELF } from "../text/sentences.js";
import type { ParsedTrigger } from "../triggers.js";

/**
 * 603.2: "When ~ becomes the target of a spell or ability, sacrifice it", "Whenever ~ becomes the
 * target of a spell", "… of a spell or ability an opponent controls", "… for the first time each turn"
 * (only if it hadn't become a target yet this turn). "It" is this permanent.
 */
export function parseBecomesTargetTrigger(condition: string): ParsedTrigger | null {
  const m = new RegExp(
    `^(?:When|Whenever) ${SELF} becomes the target of a (spell or ability|spell)( an opponent controls)?( for the first time each turn)?$`,
  ).exec(condition);
  if (!m?.[1]) return null;
  return {
    trigger: {
      on: "becomesTarget",
      filter: Filters.self,
      by: m[1] === "spell" ? "spell" : "spellOrAbility",
      ...(m[2] ? { byOpponent: true } : {}),
      ...(m[3] ? { firstTimeEachTurn: true as const } : {}),
    },
    pronoun: { ref: "self" },
  };
}
