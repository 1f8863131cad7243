import type { Amount } from "../../../abilities/amount.js";
import type { PlayerRef } from "../../../abilities/ref.js";

/**
 * "[target player] mills half their library, rounded down" (107.1a: rounded as the text says): the
 * number of one player's library as the instruction resolves. Each of several players would mill
 * a number of their own, which one amount can't say: only one player.
 */
export function halfLibrary(phrase: string, who: PlayerRef): Amount | null {
  const m = /^half (their|your) library, rounded (down|up)$/.exec(phrase);
  if (!m?.[1] || !m[2]) return null;
  if ((m[1] === "your") !== (who.ref === "you")) return null;
  if (who.ref !== "you" && who.ref !== "targetPlayer" && who.ref !== "triggerPlayer") return null;
  return { of: "halfLibrary", who, round: m[2] === "down" ? "down" : "up" };
}
