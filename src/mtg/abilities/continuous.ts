import type { FaceDef } from "../model/card.js";
import type { Color } from "../model/color.js";
import type { AbilityDef } from "./ability.js";
import type { Amount } from "./amount.js";
import type { Keyword } from "./keyword.js";

/**
 * What a continuous effect does to each object it applies to. The operation decides the layer
 * (613.1): see `layerOf`. One effect may have parts in several layers (613.6).
 */
export type ContinuousPart =
  // Layer 2 (613.1b)
  | { readonly op: "control"; readonly to: "effectController" }
  // Layer 3 (613.1c, 612): replace a word (color word or creature type) in rules text
  | { readonly op: "changeText"; readonly from: string; readonly to: string }
  /**
   * Layer 3 (613.1c): "has the full text of [the top card of your graveyard] and has the text
   * [alsoHas]" (Volrath's Shapeshifter) — its name, mana cost, color, types, abilities, power and
   * toughness become that card's. A text-changing effect, not a copy effect: copiable values are
   * unchanged (707.2). `face` is the card's face, looked up as the effect applies.
   */
  | { readonly op: "fullText"; readonly alsoHas: readonly AbilityDef[]; readonly face?: FaceDef }
  // Layer 4 (613.1d)
  | {
      readonly op: "addTypes";
      readonly types?: readonly string[];
      readonly subtypes?: readonly string[];
      readonly supertypes?: readonly string[];
    }
  /** "is a [types] ... and loses all other card types" (Imprisoned in the Moon): 205.1a. */
  | { readonly op: "setCardTypes"; readonly types: readonly string[] }
  | { readonly op: "removeTypes"; readonly types?: readonly string[]; readonly supertypes?: readonly string[] }
  /** "are the chosen type" (Conspiracy): sets creature types (205.1a). */
  | { readonly op: "setCreatureTypes"; readonly subtypes: readonly string[] | "chosen" }
  | { readonly op: "addCreatureTypes"; readonly subtypes: "chosen" }
  /** "Nonbasic lands are Mountains" (Blood Moon): 305.7 — old land types and rules-text abilities go. */
  | { readonly op: "setLandTypes"; readonly subtypes: readonly string[] }
  | { readonly op: "allCreatureTypes" }
  // Layer 5 (613.1e)
  | { readonly op: "setColors"; readonly colors: readonly Color[] | "chosen" }
  | { readonly op: "addColors"; readonly colors: readonly Color[] | "chosen" }
  // Layer 6 (613.1f)
  | { readonly op: "addAbilities"; readonly abilities: readonly AbilityDef[] }
  | { readonly op: "removeKeywords"; readonly keywords: readonly Keyword[] }
  | { readonly op: "removeAllAbilities" }
  // Layer 7a/7b (613.4a-b): setting P/T; 7a when the effect comes from a characteristic-defining ability
  | { readonly op: "setPT"; readonly power?: Amount; readonly toughness?: Amount }
  // Layer 7c (613.4c)
  | { readonly op: "modifyPT"; readonly power: Amount; readonly toughness: Amount }
  // Layer 7d (613.4d)
  | { readonly op: "switchPT" };

export type ContinuousOp = ContinuousPart["op"];

/** The layers and sublayers of 613.1–613.4, in application order. */
export const LAYERS = ["1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"] as const;
/** A layer or sublayer of the layer system (613.1). */
export type Layer = (typeof LAYERS)[number];

/** 613.1: the layer an operation belongs to; P/T setting goes to 7a only for CDAs (613.4a). */
export function layerOf(part: ContinuousPart, fromCDA: boolean): Layer {
  switch (part.op) {
    case "control":
      return "2";
    case "changeText":
    case "fullText":
      return "3";
    case "addTypes":
    case "setCardTypes":
    case "removeTypes":
    case "setCreatureTypes":
    case "addCreatureTypes":
    case "setLandTypes":
    case "allCreatureTypes":
      return "4";
    case "setColors":
    case "addColors":
      return "5";
    case "addAbilities":
    case "removeKeywords":
    case "removeAllAbilities":
      return "6";
    case "setPT":
      return fromCDA ? "7a" : "7b";
    case "modifyPT":
      return "7c";
    case "switchPT":
      return "7d";
  }
}

/** The rule that governs each layer, for explanations. */
export const LAYER_RULE: Readonly<Record<Layer, string>> = {
  "1a": "613.2a",
  "1b": "613.2b",
  "2": "613.1b",
  "3": "613.1c",
  "4": "613.1d",
  "5": "613.1e",
  "6": "613.1f",
  "7a": "613.4a",
  "7b": "613.4b",
  "7c": "613.4c",
  "7d": "613.4d",
};
