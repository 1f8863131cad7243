import type { Element } from "../model/element.js";
import type { Speed } from "../model/card.js";
import type { GaAbilityDef } from "./ability.js";
import type { Amount } from "./amount.js";
import type { GaCondition } from "./condition.js";
import type { GaFilter } from "./filter.js";

/** A Grand Archive stat a continuous effect can change. */
export type StatName = "power" | "life" | "durability" | "level";

/**
 * What a continuous effect does to a characteristic, in one of the layers of Continuous Effects,
 * Layers 2: A sets base values, B types, C elements, D abilities, E modifies values.
 */
export type GaPart =
  | { readonly kind: "setStat"; readonly stat: StatName; readonly value: number }
  | { readonly kind: "setSpeed"; readonly speed: Speed }
  /** Type-Overwriting 1-2: the card type is replaced and supertypes are lost. */
  | { readonly kind: "setTypes"; readonly types: readonly string[] }
  /** Type-Expansion 1: "in addition to its other types". */
  | {
      readonly kind: "addTypes";
      readonly types?: readonly string[];
      readonly subtypes?: readonly string[];
      readonly classes?: readonly string[];
    }
  | { readonly kind: "setElements"; readonly elements: readonly Element[] }
  | { readonly kind: "addAbilities"; readonly abilities: readonly GaAbilityDef[] }
  | { readonly kind: "loseAbilities" }
  /** "has all activated abilities of …" (Cheshire Cat). */
  | { readonly kind: "gainActivatedAbilitiesOf"; readonly filter: GaFilter }
  | { readonly kind: "modifyStat"; readonly stat: StatName; readonly by: Amount };

export type GaLayer = "A" | "B" | "C" | "D" | "E";
export const GA_LAYERS: readonly GaLayer[] = ["A", "B", "C", "D", "E"];

export const GA_LAYER_RULE: Readonly<Record<GaLayer, string>> = {
  A: "Continuous Effects, Layers 2.a",
  B: "Continuous Effects, Layers 2.b",
  C: "Continuous Effects, Layers 2.c",
  D: "Continuous Effects, Layers 2.d",
  E: "Continuous Effects, Layers 2.e",
};

export function layerOfPart(p: GaPart): GaLayer {
  switch (p.kind) {
    case "setStat":
    case "setSpeed":
      return "A";
    case "setTypes":
    case "addTypes":
      return "B";
    case "setElements":
      return "C";
    case "addAbilities":
    case "loseAbilities":
    case "gainActivatedAbilitiesOf":
      return "D";
    case "modifyStat":
      return "E";
  }
}

/** Dependencies 1: effects that set characteristics only depend on effects that also set them. */
export function partSets(p: GaPart): boolean {
  return p.kind === "setStat" || p.kind === "setSpeed" || p.kind === "setTypes" || p.kind === "setElements";
}

/** The effect of a static ability: the set it applies to, while its condition holds (Static Effects 1). */
export interface GaStaticEffect {
  readonly affects: "self" | "yourChampion" | GaFilter;
  readonly condition?: GaCondition;
  readonly parts: readonly GaPart[];
}
