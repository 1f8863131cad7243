import type { RuleEffect } from "../abilities/ruleEffect.js";
import { memoizedFor } from "../../kernel/memo.js";
import { attachedPlayer } from "../model/attachedPlayer.js";
import { own } from "../../kernel/records.js";
import type { AbilityInstance } from "../layers/characteristics.js";
import type { Derived } from "../layers/derive.js";
import { evaluateCondition, matchesFilter, type Perspective } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { turnRulesApplyingTo } from "./combatRestrictions.js";
import { staticForm } from "../abilities/keywordActions.js";

type OwnRule = { readonly rule: RuleEffect; readonly key: string };

/** Worked out once per list of abilities (a derivation replaces an object's list, never changes it). */
const rulesOfAbilities = new WeakMap<readonly AbilityInstance[], readonly OwnRule[]>();

/** The rule-changing effects of an object's static abilities (101.2), each with the ability's key. */
export function ruleEffectsOf(d: Derived, id: ObjectId): readonly OwnRule[] {
  const c = d.get(id);
  if (!c) return [];
  return memoizedFor(rulesOfAbilities, c.abilities, rulesOf);
}

function rulesOf(abilities: readonly AbilityInstance[]): readonly OwnRule[] {
  return abilities.flatMap((a) => (staticForm(a.def)?.rules ?? []).map((rule) => ({ rule, key: a.key })));
}

type BattlefieldRule = { readonly rule: RuleEffect; readonly key: string; readonly source: ObjectId };

/** Worked out once per derivation (a derivation never changes): asked for each object by `legalActions` and the SBAs. */
const battlefieldRules = new WeakMap<Derived, readonly BattlefieldRule[]>();

/** The rule-changing effects of the permanents on the battlefield (113.6: static abilities function there). */
export function battlefieldRuleEffects(d: Derived): readonly BattlefieldRule[] {
  return memoizedFor(battlefieldRules, d, collectBattlefieldRules);
}

function collectBattlefieldRules(d: Derived): readonly BattlefieldRule[] {
  const out: BattlefieldRule[] = [];
  for (const source of d.battlefield) {
    const c = d.get(source);
    if (!c) continue;
    const own = memoizedFor(rulesOfAbilities, c.abilities, rulesOf);
    if (own.length === 0) continue;
    // A permanent's list of abilities is most often its own, from one derivation to the next.
    let sourced = rulesWithSource.get(c.abilities);
    if (sourced?.source !== source) {
      sourced = { source, rules: own.map((r) => ({ ...r, source })) };
      rulesWithSource.set(c.abilities, sourced);
    }
    out.push(...sourced.rules);
  }
  return out;
}

/** The battlefield rules of a list of abilities, with the permanent they were last worked out for. */
const rulesWithSource = new WeakMap<
  readonly AbilityInstance[],
  { readonly source: ObjectId; readonly rules: readonly BattlefieldRule[] }
>();

/** 101.2: "This spell can't be countered" — the spell's own ability, functioning on the stack (113.6g). */
export function cantBeCountered(d: Derived, spellId: ObjectId): boolean {
  return ruleEffectsOf(d, spellId).some((r) => r.rule.rule === "cantBeCountered");
}

/** 704.5j: the legend rule doesn't apply to this permanent (Mirror Gallery; Sakashima: permanents you control). */
export function exemptFromLegendRule(d: Derived, id: ObjectId): boolean {
  return battlefieldRuleEffects(d).some(
    (r) =>
      r.rule.rule === "legendRuleDoesntApply" &&
      matchesFilter(d.view, id, r.rule.to, {
        sourceId: r.source,
        controller: d.get(r.source)?.controller ?? "",
        abilityKey: r.key,
      }),
  );
}

type RuleKind = RuleEffect["rule"];

/**
 * The rule effects of the kinds asked for that apply to an object: its own abilities' rules that
 * name no other objects, and the rules of permanents on the battlefield whose `affects` filter
 * matches it (Pacifism's "Enchanted creature can't attack or block"). Each comes with its source,
 * for its filters. Only rules of those kinds are matched against the object.
 */
function rulesApplyingTo(
  d: Derived,
  id: ObjectId,
  ...kinds: RuleKind[]
): { readonly rule: RuleEffect; readonly p: Perspective }[] {
  const perspective = (source: ObjectId, key: string): Perspective => ({
    sourceId: source,
    controller: d.get(source)?.controller ?? "",
    abilityKey: key,
  });
  const out: { readonly rule: RuleEffect; readonly p: Perspective }[] = [];
  for (const r of ruleEffectsOf(d, id))
    if (kinds.includes(r.rule.rule) && (!("affects" in r.rule) || r.rule.affects === undefined))
      out.push({ rule: r.rule, p: perspective(id, r.key) });
  for (const r of battlefieldRuleEffects(d)) {
    if (!kinds.includes(r.rule.rule)) continue;
    const affects = "affects" in r.rule ? r.rule.affects : undefined;
    if (affects === undefined) continue;
    const p = perspective(r.source, r.key);
    if (matchesFilter(d.view, id, affects, p)) out.push({ rule: r.rule, p });
  }
  if (d.state.turnRules !== undefined)
    for (const t of turnRulesApplyingTo(d, id)) if (kinds.includes(t.rule.rule)) out.push(t);
  return out;
}

/** 508.1d: the creature "attacks each combat if able". */
export function mustAttack(d: Derived, id: ObjectId): boolean {
  return rulesApplyingTo(d, id, "attacksEachCombat").length > 0;
}

/** 508.1c: the creature "can't attack". */
export function forbiddenToAttack(d: Derived, id: ObjectId): boolean {
  return rulesApplyingTo(d, id, "cantAttack").length > 0;
}

/** 702.3b: it "can attack as though it didn't have defender" (Prismari Pledgemage). */
export function attacksDespiteDefender(d: Derived, id: ObjectId): boolean {
  return rulesApplyingTo(d, id, "attacksDespiteDefender").length > 0;
}

/** 602.5: the permanent's activated abilities "can't be activated". */
export function activationForbidden(d: Derived, id: ObjectId): boolean {
  return rulesApplyingTo(d, id, "cantActivate").length > 0;
}

/** 509.1b: the attacker "can't be blocked by more than one creature". */
export function atMostOneBlocker(d: Derived, id: ObjectId): boolean {
  return rulesApplyingTo(d, id, "maxOneBlocker").length > 0;
}

/**
 * 508.1c: the creature "can't attack unless defending player controls [filter]" and the player it
 * would attack (or the controller or protector of what it would attack) controls none.
 */
export function attackForbiddenAgainst(d: Derived, id: ObjectId, defending: PlayerId): boolean {
  return rulesApplyingTo(d, id, "cantAttackUnlessDefenderControls").some(
    (r) =>
      r.rule.rule === "cantAttackUnlessDefenderControls" &&
      !d.battlefield.some(
        (other) =>
          d.get(other)?.controller === defending &&
          r.rule.rule === "cantAttackUnlessDefenderControls" &&
          matchesFilter(d.view, other, r.rule.filter, r.p),
      ),
  );
}

/** 502.3: the permanent "doesn't untap during [its controller's] untap step". */
export function doesntUntap(d: Derived, id: ObjectId): boolean {
  return rulesApplyingTo(d, id, "doesntUntap").length > 0;
}

/**
 * 509.1b: a restriction forbids this block — the blocker "can't block", "can block only [filter]"
 * and the attacker doesn't match, or the attacker "can't be blocked by [filter]" and the blocker
 * matches. Returns why, or null.
 */
export function blockForbidden(d: Derived, attacker: ObjectId, blocker: ObjectId): string | null {
  for (const { rule, p } of rulesApplyingTo(d, blocker, "cantBlock", "canBlockOnly")) {
    if (rule.rule === "cantBlock") return "it can't block";
    if (rule.rule === "canBlockOnly" && !matchesFilter(d.view, attacker, rule.filter, p))
      return "it can block only certain creatures";
  }
  for (const { rule, p } of rulesApplyingTo(d, attacker, "cantBeBlockedBy"))
    if (rule.rule === "cantBeBlockedBy" && matchesFilter(d.view, blocker, rule.filter, p))
      return "the attacker can't be blocked by it";
  return null;
}

/** 101.2: an opponent's permanent says the caster "can't cast" this spell (Brisela); returns its name. */
export function castForbiddenBy(d: Derived, spellId: ObjectId, caster: PlayerId): string | null {
  // 601.3: "Cast this spell only if …" — the spell's own restriction.
  const p = { sourceId: spellId, controller: caster, abilityKey: null };
  for (const a of d.get(spellId)?.abilities ?? [])
    for (const r of a.def.kind === "static" ? (a.def.rules ?? []) : [])
      if (r.rule === "castOnlyIf" && !evaluateCondition(d.view, r.condition, p)) return d.get(spellId)?.name ?? spellId;
  for (const r of battlefieldRuleEffects(d)) {
    const controller = d.get(r.source)?.controller ?? "";
    // 101.2: "can't cast more than one spell each turn" — the whole turn counts (Rule of Law's ruling).
    const bound =
      r.rule.rule === "oneSpellEachTurn" &&
      (r.rule.who === "each" ||
        (r.rule.who === "you" && controller === caster) ||
        (r.rule.who === "enchanted" && attachedPlayer(d.state, r.source) === caster));
    if (bound) if ((own(d.state.spellsCastThisTurnBy ?? {}, caster) ?? 0) > 0) return d.get(r.source)?.name ?? r.source;
    if (r.rule.rule !== "opponentsCantCast") continue;
    if (controller === caster) continue;
    if (matchesFilter(d.view, spellId, r.rule.filter, { sourceId: r.source, controller, abilityKey: r.key }))
      return d.get(r.source)?.name ?? r.source;
  }
  return null;
}

/**
 * 615.1, 616.1: the static prevention effects of permanents on the battlefield that apply to damage
 * dealt to (`side` "to") or by ("by") this object — its own, if it is on the battlefield, and those
 * whose `affects` filter matches it. Each comes with its source and the ability's key.
 */
export function staticPreventionsFor(
  d: Derived,
  id: ObjectId,
  side: "to" | "by",
): {
  readonly rule: Extract<RuleEffect, { rule: "preventDamage" }>;
  readonly source: ObjectId;
  readonly key: string;
}[] {
  return battlefieldRuleEffects(d).flatMap((r) => {
    const rule = r.rule;
    if (rule.rule !== "preventDamage" || rule.side !== side) return [];
    const applies =
      rule.affects === undefined
        ? r.source === id
        : matchesFilter(d.view, id, rule.affects, {
            sourceId: r.source,
            controller: d.get(r.source)?.controller ?? "",
            abilityKey: r.key,
          });
    return applies ? [{ rule, source: r.source, key: r.key }] : [];
  });
}
