import type { Effect } from "../../../abilities/effect.js";
import type { ObjectFilter } from "../../../abilities/filter.js";
import { type EffectContext, compileEffects, newEffectContext } from "../effects.js";
import { allOf, parseSpellPhrase } from "../text/subjects.js";
import { parseComparison } from "../text/comparisons.js";

/**
 * 603.7: "When you cast your next instant or sorcery spell this turn, copy that spell" — a
 * delayed triggered ability made by the resolving instruction; "that spell" is the spell that
 * triggers it. Its instructions may not target (they'd be chosen as it goes on the stack).
 */
export function compileWhenYouCastNext(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^when you cast your next (.+?) this turn, (.+)$/.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const filter = nextSpellFilter(m[1]);
  if (!filter) return null;
  const effects = compileAboutTriggerSpell(m[2]);
  if (!effects) return null;
  ctx.pronoun = null;
  return [{ do: "whenYouCastNext", filter, effects }];
}

/**
 * The instructions of a delayed ability waiting for a spell (603.7): "it" / "that spell" is the
 * spell that triggers it; they may not target (they'd be chosen as it goes on the stack).
 */
export function compileAboutTriggerSpell(s: string): Effect[] | null {
  const spell = { ref: "triggerObject" } as const;
  const inner = newEffectContext(spell, spell);
  const effects = compileEffects([s], inner);
  return effects && inner.targets.length === 0 ? effects : null;
}

/** "instant or sorcery spell [with mana value 4 or less]" (Dual Strike): the spell's mana value as it is cast (202.3). */
function nextSpellFilter(phrase: string): ObjectFilter | null {
  const at = phrase.indexOf(" with ");
  const noun = at < 0 ? phrase : phrase.slice(0, at);
  const spell = parseSpellPhrase(`${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`);
  if (at < 0 || !spell) return spell;
  const compared = parseComparison(phrase.slice(at + 1));
  if (!compared || compared.length !== phrase.length - at - 1) return null;
  return allOf([spell, compared.filter]);
}
