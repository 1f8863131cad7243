import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { compileAboutTriggerSpell } from "./copySpellNextCast.js";
import { parseSpellPhrase } from "../text/subjects.js";

/**
 * 603.7b: "Until end of turn, whenever you cast / a player casts an instant or sorcery spell, …"
 * (The Mirari Conjecture, Bonus Round) — a delayed triggered ability with a stated duration: it
 * triggers on each such spell this turn. "It" / "that spell" is the spell cast; its instructions
 * may not target (they'd be chosen as it goes on the stack).
 */
export function compileWheneverCastThisTurn(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^until end of turn, whenever (you cast|a player casts) (.+?), (.+)$/i.exec(s);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const filter = parseSpellPhrase(m[2]);
  if (!filter) return null;
  const effects = compileAboutTriggerSpell(m[3]);
  if (!effects) return null;
  ctx.pronoun = null;
  return [{ do: "wheneverCastThisTurn", filter, by: m[1] === "you cast" ? "you" : "any", effects }];
}

/**
 * "that player copies it and may choose new targets for the copy" (Bonus Round): the player who
 * cast the spell copies it and controls the copy (707.10, 707.10c).
 */
export function compileCasterCopies(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^that player copies (?:it|that spell)( and may choose new targets for the copy)?$/.exec(s);
  if (!m || ctx.spell?.ref !== "triggerObject") return null;
  const copy: Effect = { do: "copySpell", what: ctx.spell, count: 1, newTargets: m[1] !== undefined, exceptions: [] };
  return [{ do: "byPlayer", who: { ref: "controllerOfTriggerObject" }, effects: [copy] }];
}
