import type { Effect } from "../../abilities/effect.js";
import { type EffectContext, compileEffects, newEffectContext } from "./effects.js";
import { parseSpellPhrase } from "./subjects.js";

/**
 * 603.7: "When you cast your next instant or sorcery spell this turn, copy that spell" — a
 * delayed triggered ability made by the resolving instruction; "that spell" is the spell that
 * triggers it. Its instructions may not target (they'd be chosen as it goes on the stack).
 */
export function compileWhenYouCastNext(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^when you cast your next (.+?) this turn, (.+)$/.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const filter = parseSpellPhrase(`${/^[aeiou]/.test(m[1]) ? "an" : "a"} ${m[1]}`);
  if (!filter) return null;
  const spell = { ref: "triggerObject" } as const;
  const inner = newEffectContext(spell, spell);
  const effects = compileEffects([m[2]], inner);
  if (!effects || inner.targets.length > 0) return null;
  ctx.pronoun = null;
  return [{ do: "whenYouCastNext", filter, effects }];
}
