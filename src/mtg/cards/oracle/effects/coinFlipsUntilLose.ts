import type { Amount } from "../../../abilities/amount.js";
import type { Effect } from "../../../abilities/effect.js";
import { type EffectContext, compileEffects } from "../effects.js";

const WON: Amount = { of: "coinFlipsWon" };

/**
 * 705: "Flip a coin until you lose a flip. For each flip you won, create a token that's a copy of
 * that creature" (Mirror March), "… Put a +1/+1 counter on ~ for each flip you won" (Crazed
 * Firecat): the flips, then the one instruction whose number is the flips won.
 */
export function compileFlipUntilLose(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  if (!/^flip a coin until you lose a flip$/i.test(sentences[0] ?? "")) return null;
  const next = sentences[1] ?? "";
  const inner =
    /^For each flip you won, (.+)$/.exec(next)?.[1] ?? /^(.+) for each flip you (?:won|win)$/.exec(next)?.[1];
  if (!inner) return { effects: [{ do: "flipUntilLose", effects: [] }], count: 1 };
  const [effect, ...more] = compileEffects([inner], ctx) ?? [];
  const counted = effect && more.length === 0 ? perFlipWon(effect) : null;
  return counted ? { effects: [{ do: "flipUntilLose", effects: [counted] }], count: 2 } : null;
}

/** The instruction done once for each flip won: its number of tokens or counters is that many. */
function perFlipWon(e: Effect): Effect | null {
  if ((e.do === "createTokenCopy" || e.do === "createToken") && e.count === 1) return { ...e, count: WON };
  if (e.do === "addCounters" && e.amount === 1) return { ...e, amount: WON };
  return null;
}
