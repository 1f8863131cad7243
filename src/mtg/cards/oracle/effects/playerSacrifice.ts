import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { player } from "../text/mentions.js";
import { parseIndefinite } from "../text/subjects.js";
import { Filters } from "../../../abilities/filter.js";

/**
 * 701.21a: "target player sacrifices a creature", "each opponent sacrifices an enchantment", "each
 * player sacrifices a land" — each such player chooses a permanent of their own to sacrifice.
 */
export function compilePlayerSacrifice(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(.+?) sacrifices (an? .+)$/.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const who = player(m[1], ctx);
  // "a creature with the greatest power among creatures that player controls" (208.1): that player's strongest.
  const greatest = /^a creature with the greatest power among creatures (?:that player controls|they control)$/.exec(
    m[2],
  );
  const filter = greatest
    ? Filters.and(Filters.creature, { is: "greatestPowerAmongItsControllers" })
    : parseIndefinite(m[2]);
  if (!who || who.who.ref === "you" || !filter) return null;
  if (who.slot) ctx.targets.push(who.slot);
  return [{ do: "playersSacrifice", who: who.who, filter }];
}
