import { SELF } from "../text/sentences.js";
import type { ParsedTrigger } from "../triggers.js";

/**
 * 702.29c: "Whenever you cycle a card" / "another card" (a permanent's ability: the card cycled is
 * always another), "Whenever a player cycles a card", and "When you cycle ~" (the cycled card's
 * own ability, from the zone it went to). "That card" is the card cycled.
 */
export function parseCycleTrigger(condition: string): ParsedTrigger | null {
  if (condition === `When you cycle ${SELF}`)
    return { trigger: { on: "cycled", by: "you", self: true }, pronoun: { ref: "triggerObject" } };
  const m = /^Whenever (you cycle|a player cycles) (?:a|another) card$/.exec(condition);
  if (!m?.[1]) return null;
  return { trigger: { on: "cycled", by: m[1] === "you cycle" ? "you" : "any" }, pronoun: { ref: "triggerObject" } };
}
