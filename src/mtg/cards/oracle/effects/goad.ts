import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { commit, mention } from "../text/mentions.js";

const FOR_GAME =
  /^(?:the tokens are|those tokens are|they are|the token is|that token is|it is) goaded for the rest of the game$/;

/**
 * 701.15a: "Goad target creature", "goad that creature", "goad each creature you don't control"
 * (until your next turn); "The tokens are goaded for the rest of the game" after tokens were created.
 */
export function compileGoad(s: string, ctx: EffectContext): Effect[] | null {
  if (FOR_GAME.test(s)) {
    if (ctx.pronoun?.ref !== "created") return null;
    return [{ do: "goad", what: { ref: "created" }, forRestOfGame: true }];
  }
  const m = /^goad (.+)$/.exec(s);
  const it = m?.[1] ? mention(m[1], ctx) : null;
  if (!it) return null;
  return [{ do: "goad", what: commit(ctx, it) }];
}
