import type { GaAbilityDef } from "../abilities/ability.js";
import type { TargetSpec } from "../abilities/target.js";
import type { GaCharacteristics } from "../layers/characteristics.js";
import type { GaDerived } from "../layers/derive.js";
import { type GaPerspective, matchesGaFilter } from "../layers/evaluate.js";
import type { GaInstance } from "../model/stack.js";
import type { GaState } from "../model/state.js";

/** Keyword check on derived characteristics (redundant instances count once, Abilities 11). */
export function hasKeyword(c: GaCharacteristics | undefined, kw: string): boolean {
  return c?.abilities.some((a) => a.def.kind === "keyword" && a.def.keywords.some((k) => k.kw === kw)) ?? false;
}

/** The source of an effect, for targeting restrictions: its subtypes (a Spell can't target Spellshroud). */
export interface TargetingSource {
  readonly subtypes: readonly string[];
}

/** Legal choices for one target (Objects and Targeting: Target 1-3; Spellshroud). */
export function legalTargets(d: GaDerived, spec: TargetSpec, p: GaPerspective, source: TargetingSource): string[] {
  const state = d.state;
  switch (spec.kind) {
    case "opponent":
      return state.players.filter((pl) => pl.name !== p.controller && !pl.lost).map((pl) => pl.name);
    case "object":
    case "card":
      return Object.keys(state.objects).filter((id) => {
        if (!matchesGaFilter(d.view, id, spec.filter, p)) return false;
        // Abilities 17.b: units with Spellshroud can't be targeted by Spells.
        if (source.subtypes.includes("Spell") && hasKeyword(d.get(id), "Spellshroud")) return false;
        return true;
      });
    case "activation":
      // Non-Objects 1.a.i: activations are targeted on the Effects Stack; a copy is still one (Copy General 1.a).
      return state.stack
        .filter(
          (inst) =>
            (inst.kind === "activation" || inst.kind === "materialization") &&
            matchesGaFilter(d.view, inst.sourceId, spec.filter, p),
        )
        .map((inst) => inst.id);
  }
}

export function isOptional(spec: TargetSpec): boolean {
  return spec.kind === "object" && spec.optional === true;
}

/** The target specs of a card, in the order "target" appears: its resolving text, then chosen modes. */
export function cardTargetSpecs(c: GaCharacteristics, modes: readonly number[]): TargetSpec[] {
  const out: TargetSpec[] = [];
  for (const a of c.abilities) {
    if (a.def.kind === "resolve") out.push(...(a.def.targets ?? []));
    if (a.def.kind === "modal") {
      const def = a.def;
      for (const m of [...modes].sort((x, y) => x - y)) out.push(...(def.modes[m]?.targets ?? []));
    }
  }
  return out;
}

export function abilityTargetSpecs(def: GaAbilityDef): readonly TargetSpec[] {
  return def.kind === "triggered" || def.kind === "activated" || def.kind === "resolve" ? (def.targets ?? []) : [];
}

/** Whether a chosen target is still legal (Checking Resolution 1.d). */
export function stillLegal(
  d: GaDerived,
  spec: TargetSpec,
  target: string,
  p: GaPerspective,
  source: TargetingSource,
): boolean {
  return legalTargets(d, spec, p, source).includes(target);
}

export function instanceById(state: GaState, id: string): GaInstance | undefined {
  return state.stack.find((i) => i.id === id);
}
