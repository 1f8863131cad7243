import type { CostChange } from "../../abilities/costChange.js";
import { log } from "../../game/draft.js";
import type { Ctx } from "../../game/ctx.js";
import { derive } from "../../layers/derive.js";
import { evaluateAmount, evaluateCondition, matchesFilter, type Perspective } from "../../layers/evaluate.js";
import type { Color } from "../../model/color.js";
import type { ManaSymbol } from "../../model/manaCost.js";
import { parseManaCost } from "../../model/manaCost.js";
import type { ObjectId, PlayerId } from "../../model/object.js";
import { battlefieldRuleEffects, ruleEffectsOf } from "../ruleEffects.js";
import { spellsCastThisTurn } from "../turnHistory.js";
import { resolvedCostChanges } from "../resolvedCostChanges.js";
import { costText, takeColored, takeGeneric, totalSymbols } from "./costSymbols.js";

/** One cost change that applies to the spell being cast, with its source and how many times it applies. */
interface AppliedChange {
  readonly source: ObjectId;
  readonly cost: CostChange;
  readonly times: number;
}

/**
 * 601.2f: the changes to the spell's total cost — its own "This spell costs …" ability (functioning
 * on the stack, where the spell is as its cost is determined) and the permanents' "[spells] cost …"
 * abilities whose `affects` filter matches it; each whose condition holds and that applies at least once.
 */
function costChangesFor(ctx: Ctx, spellId: ObjectId, caster: PlayerId): AppliedChange[] {
  const d = derive(ctx.state);
  const applied: AppliedChange[] = [];
  const add = (source: ObjectId, cost: CostChange, p: Perspective): void => {
    if (cost.condition && !evaluateCondition(d.view, cost.condition, p)) return;
    const times =
      cost.times === undefined
        ? 1
        : typeof cost.times === "object" && cost.times.of === "spellsCastThisTurn" // read from the turn's history, not from the layers
          ? spellsCastThisTurn(ctx.state, cost.times, p.controller, spellId)
          : evaluateAmount(d.view, cost.times, p, spellId);
    if (times > 0) applied.push({ source, cost, times });
  };
  for (const r of ruleEffectsOf(d, spellId))
    if (r.rule.rule === "spellCost" && r.rule.affects === undefined)
      add(spellId, r.rule.cost, { sourceId: spellId, controller: caster, abilityKey: r.key });
  for (const r of battlefieldRuleEffects(d)) {
    if (r.rule.rule !== "spellCost" || r.rule.affects === undefined) continue;
    const p = { sourceId: r.source, controller: d.get(r.source)?.controller ?? "", abilityKey: r.key };
    if (matchesFilter(d.view, spellId, r.rule.affects, p)) add(r.source, r.rule.cost, p);
  }
  for (const c of resolvedCostChanges(ctx.state, d, spellId, caster)) add(c.source ?? spellId, c.cost, c.p);
  return applied;
}

/** The mana of a change applied `times` times ("{1}" twice: {2}; "{2}{U}" twice: {4}{U}{U}). */
function changeSymbols(c: AppliedChange): ManaSymbol[] {
  const one = parseManaCost(c.cost.mana) ?? [];
  const generic = one.reduce((n, s) => n + (s.kind === "generic" ? s.n : 0), 0) * c.times;
  const others = one.filter((s) => s.kind !== "generic");
  const rest = Array.from({ length: c.times }, () => others).flat();
  return generic > 0 ? [{ kind: "generic", n: generic }, ...rest] : rest;
}

/**
 * 118.7a-d: takes the reduction's mana off the symbols — generic mana off the generic component
 * only; colored mana off that color, the excess (or all of it, when the cost has none) off the generic component.
 */
function reduce(symbols: ManaSymbol[], by: readonly ManaSymbol[]): void {
  for (const s of by) {
    const n = s.kind === "generic" ? s.n : 1;
    const colors: readonly Color[] = s.kind === "colored" ? [s.color] : [];
    for (let i = 0; i < n; i++) if (colors.length === 0 || !takeColored(symbols, colors)) takeGeneric(symbols);
  }
}

/**
 * 601.2f: the total cost — the mana cost or alternative cost plus additional costs (`total`), plus all
 * cost increases, minus all cost reductions (`keywordReduction`: generic mana from affinity and the
 * like). Increases are added first, so a reduction can take off what an increase added. The mana
 * component can't be reduced below {0} (an empty total). Each change is logged with its source.
 */
export function modifyTotalCost(
  ctx: Ctx,
  spellId: ObjectId,
  caster: PlayerId,
  total: string,
  x: number,
  keywordReduction: number,
): string {
  const changes = costChangesFor(ctx, spellId, caster);
  const symbols = totalSymbols(total, x);
  for (const c of changes.filter((c) => c.cost.change === "more")) {
    symbols.push(...changeSymbols(c));
    logChange(ctx, c, spellId);
  }
  if (keywordReduction > 0) reduce(symbols, [{ kind: "generic", n: keywordReduction }]);
  for (const c of changes.filter((c) => c.cost.change === "less")) {
    reduce(symbols, changeSymbols(c));
    logChange(ctx, c, spellId);
  }
  return changes.length === 0 && keywordReduction === 0 ? total : costText(symbols);
}

function logChange(ctx: Ctx, c: AppliedChange, spellId: ObjectId): void {
  const mana = costText(changeSymbols(c));
  const detail =
    c.source === spellId
      ? `${spellId} costs ${mana} ${c.cost.change} to cast`
      : `${c.source} makes ${spellId} cost ${mana} ${c.cost.change} to cast`;
  log(ctx.state, "cost", detail, "601.2f", c.source === spellId ? [spellId] : [c.source, spellId]);
}
