import type { Effect } from "../../../abilities/effect.js";
import { Filters } from "../../../abilities/filter.js";
import { type EffectContext, compileEffects, newEffectContext } from "../effects.js";
import { parseIndefinite } from "../text/subjects.js";

/**
 * 603.7b: "Whenever a nontoken creature enters the battlefield under an opponent's control this
 * turn, create a token that's a copy of that creature" (Theoretical Duplication, Rite of Harmony):
 * a spell's delayed triggered ability, for the rest of the turn. "It" / "that creature" is the
 * permanent that entered; its instructions may not target (they'd be chosen as it triggers).
 */
export function compileWheneverEntersThisTurn(s: string, ctx: EffectContext): Effect[] | null {
  const m =
    /^whenever (.+?) enters(?: the battlefield)?(?: under (your|an opponent's) control)? this turn, (.+)$/i.exec(s);
  if (!m?.[1] || !m[3]) return null;
  const subject = parseIndefinite(m[1]);
  if (!subject) return null;
  const whose = m[2] === undefined ? null : m[2] === "your" ? Filters.youControl : Filters.opponentControls;
  const it = { ref: "triggerObject" } as const;
  const inner = newEffectContext(it);
  const effects = compileEffects([m[3]], inner);
  if (!effects || inner.targets.length > 0) return null;
  ctx.pronoun = null;
  return [{ do: "wheneverEntersThisTurn", filter: whose ? Filters.and(subject, whose) : subject, effects }];
}
