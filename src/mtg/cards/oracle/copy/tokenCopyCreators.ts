import type { PlayerRef } from "../../../abilities/ref.js";
import type { TargetSlot } from "../../../abilities/target.js";
import { tokenCreator } from "../effects/createToken.js";
import type { EffectContext } from "../effects.js";

/**
 * Who creates a token copy (111.2: that player owns and controls it): the creators of any token
 * ("you", "its controller", "target opponent", "each player") and "each player other than its
 * controller" (Fractured Identity: the controller of the object named, as it last existed, 608.2h).
 */
export function tokenCopyCreator(
  subject: string | undefined,
  thirdPerson: boolean,
  ctx: EffectContext,
): { who: PlayerRef; slot?: TargetSlot } | null {
  // 810.1: "each of your teammates" (Imperial Mask) — nobody, in every game the engine plays.
  if (subject === "each of your teammates" && thirdPerson) return { who: { ref: "eachTeammate" } };
  const other = /^each (?:player|opponent) other than (.+)$/.exec(subject ?? "");
  if (other?.[1] && thirdPerson) {
    const excluded = tokenCreator(other[1], true, ctx);
    return excluded && !excluded.slot ? { who: { ref: "eachOtherThan", player: excluded.who } } : null;
  }
  return tokenCreator(subject, thirdPerson, ctx);
}
