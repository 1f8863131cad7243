import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { commit, mention } from "../text/mentions.js";

/**
 * 701.44a: "[it / ~ / target creature you control] explores" and "it explores, then it explores
 * again" (each exploration its own reveal).
 */
export function compileExplore(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(.+?) explores(, then it explores again)?$/.exec(s);
  if (!m?.[1]) return null;
  const who = mention(m[1], ctx);
  if (!who || who.plural) return null;
  const what = commit(ctx, who);
  const explore: Effect = { do: "explore", what };
  return m[2] ? [explore, explore] : [explore];
}
