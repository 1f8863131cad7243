import type { GaAbilityDef, GaMode } from "../abilities/ability.js";
import type { GaStaticEffect } from "../abilities/continuous.js";
import type { AbilityCost, AdditionalCost } from "../abilities/cost.js";
import type { CopyException } from "../abilities/copyException.js";
import type { GaEffect } from "../abilities/effect.js";
import type { GaFilter } from "../abilities/filter.js";
import type { GaKeyword } from "../abilities/keyword.js";
import type { Restriction } from "../abilities/restriction.js";
import type { TargetSpec } from "../abilities/target.js";
import type { GaTrigger } from "../abilities/trigger.js";
import type { GaCondition } from "../abilities/condition.js";
import type { GaCard, GaFace, Speed } from "../model/card.js";
import type { Element } from "../model/element.js";

/**
 * Small constructors for card definitions, so each card reads like its printed text. Every ability
 * takes its paragraph of rules text first, exactly as printed: the verification test joins them
 * and compares with the reference card data. Restriction bubbles ("[Class Bonus]") are read from
 * the start of the text, so they cannot disagree with it.
 */

/** The printed characteristics of a face (reference data, field by field). */
export interface Printed {
  readonly name: string;
  readonly element: Element | readonly Element[];
  readonly supertypes?: readonly string[];
  readonly types: readonly string[];
  readonly classes: readonly string[];
  readonly subtypes: readonly string[];
  readonly reserve?: number;
  readonly memory?: number;
  readonly level?: number;
  readonly power?: number;
  readonly life?: number;
  readonly durability?: number;
  readonly speed?: Speed;
  readonly lineage?: string;
}

export function face(p: Printed, ...abilities: GaAbilityDef[]): GaFace {
  return {
    name: p.name,
    elements: typeof p.element === "string" ? [p.element] : [...p.element],
    supertypes: p.supertypes ?? [],
    types: p.types,
    classes: p.classes,
    subtypes: p.subtypes,
    reserveCost: p.reserve ?? null,
    memoryCost: p.memory ?? null,
    level: p.level ?? null,
    power: p.power ?? null,
    life: p.life ?? null,
    durability: p.durability ?? null,
    speed: p.speed ?? null,
    lineageName: p.lineage ?? null,
    abilities,
  };
}

export function card(slug: string, front: GaFace, back?: GaFace): GaCard {
  return { name: front.name, slug, faces: back ? [front, back] : [front] };
}

/** The restriction bubbles at the start of a paragraph: "[Class Bonus] [Element Bonus] …". */
export function restrictionsOf(text: string): Restriction[] {
  const out: Restriction[] = [];
  let rest = text.trimStart();
  for (;;) {
    const m = /^\[([^\]]+)\]\s*/.exec(rest);
    if (!m) break;
    const label = m[1] ?? "";
    if (label === "Class Bonus") out.push({ kind: "class" });
    else if (label === "Element Bonus") out.push({ kind: "element" });
    else if (/ Bonus$/.test(label)) out.push({ kind: "champion", name: label.replace(/ Bonus$/, "") });
    else break;
    rest = rest.slice(m[0].length);
  }
  return out;
}

function withRestrictions(text: string): { text: string; restrictions?: readonly Restriction[] } {
  const r = restrictionsOf(text);
  return r.length > 0 ? { text, restrictions: r } : { text };
}

export const keywords = (text: string, ...kws: GaKeyword[]): GaAbilityDef => ({
  kind: "keyword",
  ...withRestrictions(text),
  keywords: kws,
});

export const staticAbility = (text: string, ...effects: GaStaticEffect[]): GaAbilityDef => ({
  kind: "static",
  ...withRestrictions(text),
  effects,
});

export const costModifier = (text: string, by: number, appliesTo: "self" | "chosenName" = "self"): GaAbilityDef => ({
  kind: "costModifier",
  ...withRestrictions(text),
  by,
  appliesTo,
});

export const additionalCost = (text: string, cost: AdditionalCost): GaAbilityDef => ({
  kind: "additionalCost",
  ...withRestrictions(text),
  cost,
});

export const playCondition = (text: string, condition: GaCondition): GaAbilityDef => ({
  kind: "playCondition",
  ...withRestrictions(text),
  condition,
});

export const triggered = (
  text: string,
  trigger: GaTrigger,
  effects: readonly GaEffect[],
  targets?: readonly TargetSpec[],
): GaAbilityDef => ({
  kind: "triggered",
  ...withRestrictions(text),
  trigger,
  effects,
  ...(targets ? { targets } : {}),
});

export const activated = (
  text: string,
  cost: AbilityCost,
  effects: readonly GaEffect[],
  options: { targets?: readonly TargetSpec[]; oncePerGame?: boolean } = {},
): GaAbilityDef => ({ kind: "activated", ...withRestrictions(text), cost, effects, ...options });

export const onResolve = (
  text: string,
  effects: readonly GaEffect[],
  targets?: readonly TargetSpec[],
): GaAbilityDef => ({
  kind: "resolve",
  ...withRestrictions(text),
  effects,
  ...(targets ? { targets } : {}),
});

export const modal = (
  text: string,
  choose: number,
  classBonusChoose: number | undefined,
  modes: readonly GaMode[],
): GaAbilityDef => ({
  kind: "modal",
  text,
  choose,
  ...(classBonusChoose !== undefined ? { classBonusChoose } : {}),
  modes,
});

export const entersAsCopy = (
  text: string,
  options: { optional: boolean; filter: GaFilter; exceptions: readonly CopyException[] },
): GaAbilityDef => ({
  kind: "entersAsCopy",
  ...withRestrictions(text),
  ...options,
});

/** Rules text the engine does not carry out yet; `reason` says what is missing. */
export const notYet = (text: string, reason: string): GaAbilityDef => ({
  kind: "text",
  ...withRestrictions(text),
  reason,
});

export const reminder = (text: string): GaAbilityDef => ({ kind: "reminder", text });
