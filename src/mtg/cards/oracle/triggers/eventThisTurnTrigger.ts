import type { Effect } from "../../../abilities/effect.js";
import { type EffectContext, compileEffects, newEffectContext } from "../effects.js";
import { parseTrigger } from "../triggers.js";

/**
 * 603.7b: "Whenever one or more creatures you control deal combat damage to a player this turn,
 * draw a card, then discard a card" (Jace, Cunning Castaway): an instruction that creates a delayed
 * triggered ability for the rest of the turn, its event read as a printed trigger's. Its
 * instructions may not target (they'd be chosen as it triggers); "it" / "that player" are the event's.
 */
export function compileWheneverThisTurn(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^whenever (.+?) this turn, (.+)$/i.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const parsed = parseTrigger(`Whenever ${m[1]}`);
  if (!parsed) return null;
  const inner = newEffectContext(parsed.pronoun, null, false, parsed.thatPlayer);
  const effects = compileEffects([m[2]], inner);
  if (!effects || inner.targets.length > 0) return null;
  ctx.pronoun = null;
  return [{ do: "wheneverThisTurn", trigger: parsed.trigger, effects }];
}
