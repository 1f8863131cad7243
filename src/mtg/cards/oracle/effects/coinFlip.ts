import type { Effect } from "../../../abilities/effect.js";
import { type EffectContext, compileEffects } from "../effects.js";

/**
 * 705: "Flip a coin. If you lose the flip, …. If you win the flip, …" (Krark, the Thumbless): the
 * flip, then the instructions for its result (either or both given, in either order). Returns the
 * effect and how many sentences it takes; null if the results' instructions aren't understood.
 */
export function compileCoinFlip(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  if (!/^flip a coin$/i.test(sentences[0] ?? "")) return null;
  const results: { won: Effect[] | null; lost: Effect[] | null } = { won: null, lost: null };
  let count = 1;
  for (const s of sentences.slice(1, 3)) {
    const m = /^If you (win|lose) the flip, (.+)$/.exec(s);
    const which = m?.[1] === "win" ? "won" : "lost";
    if (!m?.[2] || results[which]) break;
    const effects = compileEffects([m[2]], ctx);
    if (!effects) return null;
    results[which] = effects;
    count++;
  }
  if (count === 1) return null;
  return { effects: [{ do: "flipCoin", won: results.won ?? [], lost: results.lost ?? [] }], count };
}
