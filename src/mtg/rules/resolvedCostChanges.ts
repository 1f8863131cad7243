import type { CostChange } from "../abilities/costChange.js";
import type { Ctx } from "../game/ctx.js";
import { changed } from "../game/draft.js";
import type { Derived } from "../layers/derive.js";
import { matchesFilter, type Perspective } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { TurnRuleEffect } from "../model/combatRestrictions.js";

/** A cost change a resolved ability made (601.2f), with its source and point of view. */
export interface ResolvedCostChange {
  readonly source: ObjectId | null;
  readonly cost: CostChange;
  readonly p: Perspective;
}

/** Whether a rule of this turn changes the cost of `spellId`, which `caster` is casting. */
function changesCostOf(d: Derived, t: TurnRuleEffect, spellId: ObjectId, caster: PlayerId): boolean {
  if (t.rule.rule !== "spellCost" || t.caster !== caster) return false;
  const p: Perspective = { sourceId: t.sourceId, controller: t.controller, abilityKey: null };
  return t.rule.affects === undefined || matchesFilter(d.view, spellId, t.rule.affects, p);
}

/**
 * 601.2f: the cost changes resolved abilities made for the spells `caster` casts ("the next spell
 * you cast this turn costs {1} less …", Saheeli, the Gifted; "until your next turn, … spells that
 * player casts cost {2} less", Will Kenrith), as the spell's total cost is determined.
 */
export function resolvedCostChanges(
  state: GameState,
  d: Derived,
  spellId: ObjectId,
  caster: PlayerId,
): ResolvedCostChange[] {
  return (state.turnRules ?? []).flatMap((t) =>
    t.rule.rule === "spellCost" && changesCostOf(d, t, spellId, caster)
      ? [
          {
            source: t.sourceId,
            cost: t.rule.cost,
            p: { sourceId: t.sourceId, controller: t.controller, abilityKey: null },
          },
        ]
      : [],
  );
}

/** 601.2i: the spell is cast — a "next spell you cast this turn" change it matches is used up. */
export function useNextSpellCostChanges(ctx: Ctx, d: Derived, spellId: ObjectId, caster: PlayerId): void {
  const rules = ctx.state.turnRules ?? [];
  const used = rules.filter((t) => t.nextSpellOf === caster && changesCostOf(d, t, spellId, caster));
  if (used.length === 0) return;
  ctx.state.turnRules = rules.filter((t) => !used.includes(t));
  changed(ctx.state);
}
