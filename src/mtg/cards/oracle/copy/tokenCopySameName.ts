import type { Effect } from "../../../abilities/effect.js";
import { Filters } from "../../../abilities/filter.js";
import type { EffectContext } from "../effects.js";
import { parseGroup } from "../text/subjects.js";

const SAME_NAME = /^(exile|destroy) all (.+?) with the same name as that creature$/;

/**
 * "Whenever a nontoken creature leaves the battlefield, exile all tokens with the same name as that
 * creature": every permanent of the group whose name is the trigger object's, as it last existed
 * if it has left (608.2h). Only where "that creature" is the trigger event's object (603.2).
 */
export function compileSameNameAsThatCreature(s: string, ctx: EffectContext): Effect[] | null {
  const m = SAME_NAME.exec(s);
  if (!m?.[1] || !m[2] || (ctx.pronoun?.ref !== "triggerObject" && !ctx.eventObjectLeft)) return null;
  const group = parseGroup(m[2]);
  if (!group?.plural) return null;
  const what = { ref: "each", filter: Filters.and(group.filter, { is: "sameNameAsTriggerObject" }) } as const;
  return [m[1] === "exile" ? { do: "exile", what } : { do: "destroy", what }];
}
