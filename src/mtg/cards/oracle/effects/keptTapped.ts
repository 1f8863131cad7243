import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { commit, mention } from "../text/mentions.js";
import { SELF } from "../text/sentences.js";
import { compileDoesntUntapNext } from "../statics/untapStep.js";

const WHILE = new RegExp(
  `^(.+) doesn't untap during its controller's untap step for as long as (you control ${SELF}|${SELF} remains on the battlefield)$`,
);
const TAP_AND = /^tap (.+?) and it (doesn't untap during .+)$/i;

/**
 * 502.3, 611.2b: "That creature doesn't untap during its controller's untap step for as long as you
 * control ~" / "… for as long as ~ remains on the battlefield"; and "tap [permanent] and it doesn't
 * untap during its controller's [next] untap step [for as long as …]" (701.26a: tapping, then the
 * same permanent kept tapped).
 */
export function compileKeptTapped(s: string, ctx: EffectContext): Effect[] | null {
  const tapAnd = TAP_AND.exec(s);
  if (tapAnd?.[1] && tapAnd[2]) {
    const what = mention(tapAnd[1], ctx);
    if (!what || what.plural) return null;
    const mark = ctx.targets.length;
    const ref = commit(ctx, what);
    const rest = doesntUntapWhile(`it ${tapAnd[2]}`, ctx) ?? compileDoesntUntapNext(`it ${tapAnd[2]}`, ctx);
    if (!rest) {
      ctx.targets.length = mark;
      return null;
    }
    return [{ do: "tap", what: ref }, ...rest];
  }
  return doesntUntapWhile(s, ctx);
}

function doesntUntapWhile(s: string, ctx: EffectContext): Effect[] | null {
  const m = WHILE.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const what = mention(m[1], ctx);
  if (!what || what.plural) return null;
  const duration = m[2].startsWith("you control") ? "whileYouControlSource" : "whileSourceOnBattlefield";
  return [{ do: "doesntUntapWhile", what: commit(ctx, what), duration }];
}
