import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { player } from "../text/mentions.js";
import { parseCount } from "../text/words.js";

/**
 * Instructions about turns and land plays: "[Target player] takes an extra turn after this one"
 * (500.7) and "You may play an additional land / two additional lands this turn" (305.2).
 */
export function compileTurnInstruction(s: string, ctx: EffectContext): Effect[] | null {
  if (s === "take an extra turn after this one") return [{ do: "extraTurn", who: { ref: "you" } }];
  const extra = /^(.+?) (?:take|takes) an extra turn after this one$/.exec(s);
  if (extra?.[1]) {
    const verb = extra[1] === "you" ? "take" : "takes";
    if (!s.startsWith(`${extra[1]} ${verb} `)) return null;
    const who = player(extra[1], ctx);
    if (!who || (who.who.ref !== "you" && !who.slot)) return null;
    if (who.slot) ctx.targets.push(who.slot);
    return [{ do: "extraTurn", who: who.who }];
  }
  const land = /^you may play (an additional land|two additional lands|three additional lands) this turn$/.exec(s);
  const amount = land?.[1] ? parseCount(land[1].split(" ")[0] ?? "") : null;
  return amount === null ? null : [{ do: "additionalLandPlay", amount }];
}
