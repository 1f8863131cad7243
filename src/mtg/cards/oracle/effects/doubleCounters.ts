import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { commit, mention } from "../text/mentions.js";

/**
 * 701.10e: "double the number of +1/+1 counters on [object(s)]", "double the number of each kind
 * of counter on target permanent": each object gets as many more of those counters as it has.
 */
export function compileDoubleCounters(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^double the number of (?:each kind of counter|(\S+) counters) on (.+)$/.exec(s);
  if (!m?.[2]) return null;
  const what = mention(m[2] === "each of them" ? "them" : m[2], ctx);
  if (!what) return null;
  return [{ do: "doubleCounters", what: commit(ctx, what), kind: m[1] ?? "each" }];
}
