import type { Effect } from "../../../abilities/effect.js";
import { type EffectContext, compileEffects } from "../effects.js";
import { parseTargetSpell } from "../copy/copySpells.js";

/**
 * 701.38a (will of the council): "[Choose target … spell.] Starting with you, each player votes for
 * [first] or [second]. If [first] gets more votes, [A]. If [second] gets more votes or the vote is
 * tied, [B]." — "the spell" of the results is the chosen target. Returns the effect and how many
 * sentences it takes; null if any part is not understood.
 */
export function compileWillOfTheCouncil(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const chosen = /^Choose (target .+ spell)$/i.exec(sentences[0] ?? "");
  const at = chosen ? 1 : 0;
  const vote = /^Starting with you, each player votes for ([a-z]+) or ([a-z]+)$/i.exec(sentences[at] ?? "");
  if (!vote?.[1] || !vote[2]) return null;
  const [first, second] = [vote[1], vote[2]];
  const more = new RegExp(`^If ${first} gets more votes, (.+)$`).exec(sentences[at + 1] ?? "");
  const tied = new RegExp(`^If ${second} gets more votes or the vote is tied, (.+)$`).exec(sentences[at + 2] ?? "");
  if (!more?.[1] || !tied?.[1]) return null;
  let inner = ctx;
  if (chosen?.[1]) {
    const slot = parseTargetSpell(chosen[1]);
    if (slot?.spec.kind !== "spell") return null;
    const target = { ref: "target", index: ctx.targets.length } as const;
    ctx.targets.push(slot);
    inner = { ...ctx, pronoun: target, spell: target };
  }
  const spell = (s: string) => (chosen ? s.replace(/\bthe spell\b/g, "that spell") : s);
  const before = inner.pronoun;
  const ifMore = compileEffects([spell(more[1])], { ...inner });
  // The rest of the paragraph ("You may choose new targets for the copy") belongs to the tie's result.
  const rest = sentences.slice(at + 3);
  const otherwise = compileEffects([spell(tied[1]), ...rest], { ...inner, pronoun: before });
  if (!ifMore || !otherwise) return null;
  return {
    effects: [{ do: "vote", choices: [first, second], ifMore, otherwise }],
    count: sentences.length,
  };
}
