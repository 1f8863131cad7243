import type { RuleEffect } from "../abilities/ruleEffect.js";
import type { Derived } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";

/** The rule-changing effects of an object's static abilities (101.2), each with the ability's key. */
function ruleEffectsOf(d: Derived, id: ObjectId): { readonly rule: RuleEffect; readonly key: string }[] {
  const c = d.get(id);
  if (!c) return [];
  return c.abilities.flatMap((a) =>
    a.def.kind === "static" ? (a.def.rules ?? []).map((rule) => ({ rule, key: a.key })) : [],
  );
}

/** The rule-changing effects of the permanents on the battlefield (113.6: static abilities function there). */
function battlefieldRuleEffects(
  d: Derived,
): { readonly rule: RuleEffect; readonly key: string; readonly source: ObjectId }[] {
  return d.battlefield.flatMap((source) => ruleEffectsOf(d, source).map((r) => ({ ...r, source })));
}

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

/** 508.1d: the creature "attacks each combat if able". */
export function mustAttack(d: Derived, id: ObjectId): boolean {
  return ruleEffectsOf(d, id).some((r) => r.rule.rule === "attacksEachCombat");
}

/** 509.1b: the attacker "can't be blocked by [filter]" and the blocker matches it. */
export function cantBlock(d: Derived, attacker: ObjectId, blocker: ObjectId): boolean {
  return ruleEffectsOf(d, attacker).some(
    (r) =>
      r.rule.rule === "cantBeBlockedBy" &&
      matchesFilter(d.view, blocker, r.rule.filter, {
        sourceId: attacker,
        controller: d.get(attacker)?.controller ?? "",
        abilityKey: r.key,
      }),
  );
}

/** 101.2: an opponent's permanent says the caster "can't cast" this spell (Brisela); returns its name. */
export function castForbiddenBy(d: Derived, spellId: ObjectId, caster: PlayerId): string | null {
  for (const r of battlefieldRuleEffects(d)) {
    if (r.rule.rule !== "opponentsCantCast") continue;
    const controller = d.get(r.source)?.controller ?? "";
    if (controller === caster) continue;
    if (matchesFilter(d.view, spellId, r.rule.filter, { sourceId: r.source, controller, abilityKey: r.key }))
      return d.get(r.source)?.name ?? r.source;
  }
  return null;
}
