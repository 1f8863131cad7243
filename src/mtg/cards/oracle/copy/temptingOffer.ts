import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { compileEffectSentence } from "../effects.js";

/**
 * Tempting offer: "[A]. Each opponent may [A]. For each opponent who does, [A]." — the offer as each
 * opponent carries it out ("they", "their" are that opponent: "you" when they act), then the
 * instruction for you once for each opponent who did ("you create …": the controller). The three
 * instructions are the same one, so "that creature" means in each what it meant in the first (not
 * the token the first created: Tempt with Reflections). The first may be elsewhere (Tempting Contract).
 */
export function compileEachOpponentMay(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const before = ctx.pronoun;
  const targets = ctx.targets.length;
  const first = sentences[0] ?? "";
  const own = offerAt(sentences, 1) ? compileEffectSentence(first.charAt(0).toLowerCase() + first.slice(1), ctx) : null;
  const at = own ? 1 : 0;
  const after = ctx.pronoun;
  const offer = offerAt(sentences, at);
  if (!offer) return null;
  ctx.pronoun = before;
  const effects = compileEffectSentence(offer.asThem, ctx);
  ctx.pronoun = before;
  const forEachWhoDoes = effects ? compileEffectSentence(offer.reward, ctx) : null;
  ctx.pronoun = after;
  if (!effects || !forEachWhoDoes) {
    // Not this shape: the context is left as it was, for the other templates.
    ctx.targets.splice(targets);
    ctx.pronoun = before;
    return null;
  }
  return { effects: [...(own ?? []), { do: "eachOpponentMay", effects, forEachWhoDoes }], count: at + 2 };
}

/** "Each opponent may [X]. For each opponent who does, [Y]." at `i`: X as that opponent says it for themselves. */
function offerAt(sentences: readonly string[], i: number): { asThem: string; reward: string } | null {
  const offer = /^[Ee]ach opponent may (.+)$/.exec(sentences[i] ?? "");
  const reward = /^For each opponent who does, (?:you )?(.+)$/.exec(sentences[i + 1] ?? "");
  if (!offer?.[1] || !reward?.[1]) return null;
  const asThem = offer[1]
    .replace(/\bthey control\b/g, "you control")
    .replace(/\btheir\b/g, "your")
    .replace(/\bthey\b/g, "you");
  return { asThem, reward: reward[1] };
}
