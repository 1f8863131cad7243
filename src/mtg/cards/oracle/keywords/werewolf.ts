import type { TriggeredAbility } from "../../../abilities/ability.js";
import type { Condition } from "../../../abilities/condition.js";
import { SELF } from "../text/sentences.js";

const LAST_TURN: Readonly<Record<string, Condition>> = {
  "no spells were cast": { is: "noSpellsCastLastTurn" },
  "a player cast two or more spells": { is: "aPlayerCastSpellsLastTurn", atLeast: 2 },
};

/**
 * The werewolves of Innistrad (before daybound, 702.145): "At the beginning of each upkeep, if no
 * spells were cast last turn, transform ~" and "…, if a player cast two or more spells last turn,
 * transform ~" — an intervening "if" checked as the upkeep begins and on resolution (603.4).
 */
export function parseWerewolfTransform(paragraph: string, text: string): TriggeredAbility | null {
  const m = new RegExp(`^At the beginning of each upkeep, if (.+) last turn, transform ${SELF}\\.?$`).exec(text);
  const condition = m?.[1] ? LAST_TURN[m[1]] : undefined;
  if (!condition) return null;
  return {
    kind: "triggered",
    text: paragraph,
    trigger: { on: "beginningOfStep", step: "upkeep", whose: "each" },
    interveningIf: condition,
    effects: [{ do: "transform", what: { ref: "self" } }],
  };
}
