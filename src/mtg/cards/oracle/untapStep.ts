import type { Effect } from "../../abilities/effect.js";
import type { EffectContext } from "./effects.js";
import { commit, mention } from "./mentions.js";

const DOESNT_UNTAP = /^(.+) doesn't untap during (its controller's|your) next untap step$/;

/**
 * 502.3: "It doesn't untap during its controller's next untap step", "~ doesn't untap during your
 * next untap step": one permanent stays tapped through that one untap step.
 */
export function compileDoesntUntapNext(s: string, ctx: EffectContext): Effect[] | null {
  const m = DOESNT_UNTAP.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const what = mention(m[1], ctx);
  if (!what || what.plural) return null;
  return [{ do: "doesntUntapNext", what: commit(ctx, what), during: m[2] === "your" ? "you" : "itsController" }];
}
