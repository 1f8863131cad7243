import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { commit, mention } from "../text/mentions.js";

const DOESNT_UNTAP = /^(.+) doesn't untap during (its controller's|your) next untap step$/;
/** After several targets: each stays tapped through its own controller's next untap step. */
const THOSE_DONT_UNTAP =
  /^(those creatures|those permanents|they) don't untap during their controller(?:'s|s') next untap steps?$/;

/**
 * 502.3: "It doesn't untap during its controller's next untap step", "~ doesn't untap during your
 * next untap step": one permanent stays tapped through that one untap step.
 */
export function compileDoesntUntapNext(s: string, ctx: EffectContext): Effect[] | null {
  if (THOSE_DONT_UNTAP.test(s) && ctx.pronoun?.ref === "targets")
    return [{ do: "doesntUntapNext", what: ctx.pronoun, during: "itsController" }];
  const m = DOESNT_UNTAP.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const what = mention(m[1], ctx);
  if (!what || what.plural) return null;
  return [{ do: "doesntUntapNext", what: commit(ctx, what), during: m[2] === "your" ? "you" : "itsController" }];
}
