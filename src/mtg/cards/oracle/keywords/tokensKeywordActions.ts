import type { Effect } from "../../../abilities/effect.js";
import { predefinedToken } from "../../predefinedTokens.js";
import type { EffectContext } from "../effects.js";
import { tokenCreator } from "../effects/createToken.js";

/**
 * Keyword actions that create tokens: 701.16a "investigate" ("create a Clue token"),
 * "investigate twice", "its controller investigates".
 */

const TIMES: Readonly<Record<string, number>> = { "": 1, " twice": 2, " three times": 3, " four times": 4 };

export function compileTokenKeywordAction(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(?:(.+?) )?(investigates?)( twice| three times| four times)?$/.exec(s);
  if (!m?.[2]) return null;
  const times = TIMES[m[3] ?? ""];
  const clue = predefinedToken("Clue");
  const who = tokenCreator(m[1], m[2].endsWith("s"), ctx);
  if (times === undefined || !clue || !who) return null;
  if (who.slot) ctx.targets.push(who.slot);
  ctx.pronoun = { ref: "created" };
  // 701.16a: each time is its own "create a Clue token".
  const create: Effect = {
    do: "createToken",
    token: clue,
    count: 1,
    ...(who.who.ref !== "you" ? { who: who.who } : {}),
  };
  return Array.from({ length: times }, () => create);
}
