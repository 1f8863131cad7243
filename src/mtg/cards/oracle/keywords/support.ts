import type { Effect } from "../../../abilities/effect.js";
import { Filters } from "../../../abilities/filter.js";
import type { EffectContext } from "../effects.js";
import { parseCount } from "../text/words.js";

/**
 * 701.41a: "Support N" on a permanent means "Put a +1/+1 counter on each of up to N other target
 * creatures", on an instant or sorcery "… on each of up to N target creatures" — "other" changes
 * nothing for a spell (it is never a creature on the battlefield), so both read "other". One target
 * slot of up to N creatures, each different (one counter each: the rulings); only as the
 * instruction's first target, so that "each target" is this slot.
 */
export function compileSupport(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^support (\S+)$/.exec(s);
  const n = m?.[1] ? parseCount(m[1]) : null;
  if (n === null || n < 1 || ctx.targets.length > 0) return null;
  ctx.targets.push({
    spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.other) },
    min: 0,
    max: n,
  });
  ctx.pronoun = { ref: "targets" };
  return [{ do: "addCounters", what: { ref: "targets" }, kind: "+1/+1", amount: 1 }];
}
