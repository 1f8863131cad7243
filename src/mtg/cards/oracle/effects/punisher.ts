import type { Effect } from "../../../abilities/effect.js";
import { type EffectContext, compileEffectSentence, newEffectContext } from "../effects.js";
import { parseCount } from "../text/words.js";

/**
 * "Each opponent may discard a card. If they don't, they lose 3 life. [Repeat this process six more
 * times.]" (Professor Onyx), "Each opponent loses 2 life unless they discard a card" (Ob Nixilis, the
 * Adversary): each opponent in turn order chooses whether to discard (one with no card in hand
 * can't); each who doesn't suffers the rest (101.4; Professor Onyx's ruling). Repeating the process
 * repeats these instructions. The opponent's own instructions are read from their point of view.
 */
export function compilePunisher(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const first = sentences[0] ?? "";
  const may = /^Each opponent may (discard a card)$/.exec(first);
  const dont = may ? /^If they don't, they (.+)$/.exec(sentences[1] ?? "") : null;
  const unless = /^Each opponent (\S+) (.+) unless they (discard a card)$/.exec(first);
  const action = may?.[1] ?? unless?.[3];
  const otherwise = dont?.[1] ?? (unless?.[1] ? `${baseForm(unless[1])} ${unless[2]}` : undefined);
  if (!action || !otherwise || ctx.targets.length > 0) return null;
  const inner = newEffectContext();
  const act = compileEffectSentence(action, inner);
  const rest = compileEffectSentence(`you ${otherwise}`, inner);
  if (!act || !rest || inner.targets.length > 0) return null;
  const one: Effect = { do: "eachOpponentUnless", action: act, otherwise: rest };
  const used = may ? 2 : 1;
  const repeat = /^Repeat this process (\S+) more times?$/.exec(sentences[used] ?? "");
  const more = repeat?.[1] ? parseCount(repeat[1]) : null;
  if (repeat && more === null) return null;
  return { effects: Array.from({ length: 1 + (more ?? 0) }, () => one), count: used + (repeat ? 1 : 0) };
}

/** "loses" → "lose": the verb as "you" says it. */
function baseForm(verb: string): string {
  return verb.endsWith("s") ? verb.slice(0, -1) : verb;
}
