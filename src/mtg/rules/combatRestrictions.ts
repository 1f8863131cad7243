import type { RuleEffect } from "../abilities/ruleEffect.js";
import type { Ctx } from "../game/ctx.js";
import { changed } from "../game/draft.js";
import type { Derived } from "../layers/derive.js";
import { matchesFilter, type Perspective } from "../layers/evaluate.js";
import type { ObjectId } from "../model/object.js";

/**
 * 101.2: the rules resolved spells and abilities set for this turn that apply to an object — those
 * naming it, and those whose `affects` filter matches it now (not locked, 611.2c: no characteristic
 * changes).
 */
export function turnRulesApplyingTo(
  d: Derived,
  id: ObjectId,
): { readonly rule: RuleEffect; readonly p: Perspective }[] {
  return (d.state.turnRules ?? []).flatMap((t) => {
    const p: Perspective = { sourceId: t.sourceId, controller: t.controller, abilityKey: null };
    const affects = "affects" in t.rule ? t.rule.affects : undefined;
    const applies = t.objects ? t.objects.includes(id) : affects !== undefined && matchesFilter(d.view, id, affects, p);
    return applies ? [{ rule: t.rule, p }] : [];
  });
}

/** 514.2: "this turn" effects end in the cleanup step ("until your next turn" ones go on, 611.2a). */
export function endTurnRules(ctx: Ctx): void {
  if (ctx.state.turnRules === undefined) return;
  const going = ctx.state.turnRules.filter((t) => t.untilTurnOf !== undefined);
  if (going.length > 0) ctx.state.turnRules = going;
  else delete ctx.state.turnRules;
  changed(ctx.state);
}
