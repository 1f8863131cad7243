import type { Effect } from "../../../abilities/effect.js";
import { Filters, type ObjectFilter } from "../../../abilities/filter.js";
import { compileEffects, type EffectContext, newEffectContext } from "../effects.js";
import { parseSpellPhrase } from "../text/subjects.js";

/**
 * 603.7, 606: "When you next cast an instant spell, cast a sorcery spell, or activate a loyalty
 * ability this turn, copy that spell or ability twice" (Repeated Reverberation) — a delayed
 * triggered ability made by the resolving instruction, triggered once by the first of those its
 * controller does this turn; "that spell or ability" is the spell cast or the loyalty ability
 * activated. Its instructions may not target (they'd be chosen as it goes on the stack).
 */
export function compileWhenYouNextCastOrActivate(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^when you next (cast .+?)(,? or activate a loyalty ability)? this turn, (.+)$/.exec(s);
  if (!m?.[1] || !m[3]) return null;
  const spells = m[1].split(/,? (?:or )?(?=cast )/).map(castPhrase);
  if (spells.some((f) => f === null)) return null;
  const filter = Filters.or(...spells.filter((f): f is ObjectFilter => f !== null));
  const loyalty = m[2] !== undefined;
  const trigger = { ref: "triggerObject" } as const;
  const inner = newEffectContext(trigger, trigger);
  const effects = compileEffects([m[3]], inner);
  if (!effects || inner.targets.length > 0) return null;
  // "that spell or ability" only when an ability may be the one: "that spell" alone otherwise.
  if (loyalty !== /\bthat spell or ability\b/.test(m[3])) return null;
  ctx.pronoun = null;
  return [{ do: "whenYouCastNext", filter, effects, ...(loyalty ? { orLoyaltyAbility: true as const } : {}) }];
}

/** "cast an instant spell": the spell it is about. */
function castPhrase(phrase: string): ObjectFilter | null {
  const m = /^cast (an? .+ spell)$/.exec(phrase.trim());
  return m?.[1] ? parseSpellPhrase(m[1]) : null;
}
