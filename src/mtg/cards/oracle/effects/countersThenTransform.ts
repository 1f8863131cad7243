import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { SELF } from "../text/sentences.js";
import { parseCount } from "../text/words.js";

/**
 * "Then if there are four or more charge counters on it, [you may] remove those counters and
 * transform it" after counters are put on ~ (Primal Amulet, Edgar Markov's Coffin): counted as the
 * instruction is carried out (608.2c); "those counters" are all of them (122.1), then 701.27a.
 * "it" must be ~ itself.
 */
export function compileCountersThenTransform(s: string, ctx: EffectContext): Effect[] | null {
  const m = new RegExp(
    `^then if there are (\\S+) or more (\\S+) counters on (?:it|${SELF}), (you may )?remove those counters and transform (?:it|${SELF})$`,
  ).exec(s);
  const n = m?.[1] ? parseCount(m[1]) : null;
  if (!m?.[2] || n === null || n < 1 || ctx.pronoun?.ref !== "self") return null;
  const self = { ref: "self" } as const;
  const remove: Effect = { do: "removeCounters", what: self, kind: m[2], amount: "all" };
  const transform: Effect = { do: "transform", what: self };
  const then: Effect[] = m[3] ? [{ do: "mayThen", first: remove, ifYouDo: [transform] }] : [remove, transform];
  return [{ do: "if", condition: { is: "selfCounters", kind: m[2], atLeast: n }, effects: then }];
}
