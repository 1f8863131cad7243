import type { Amount } from "../abilities/amount.js";
import type { Condition } from "../abilities/condition.js";
import type { ContinuousPart, Layer } from "../abilities/continuous.js";
import type { ObjectFilter } from "../abilities/filter.js";
import type { LayerEffect } from "./layerEffect.js";

/**
 * What part of objects' characteristics a layer writes, and what an effect reads. Used only to
 * skip dependency trials that cannot find anything (613.8a); the trial itself decides.
 */
export type Aspect = "controller" | "text" | "types" | "colors" | "abilities" | "pt";

export function writesOf(layer: Layer, part: ContinuousPart): readonly Aspect[] {
  switch (layer) {
    case "2":
      return ["controller"];
    case "3":
      return ["text", "abilities"];
    case "4":
      return part.op === "setLandTypes" ? ["types", "abilities"] : ["types"];
    case "5":
      return ["colors"];
    case "6":
      return ["abilities"];
    default:
      return ["pt"];
  }
}

/** What an effect reads, by what it decides: whether it exists, what it applies to, what it does. */
export interface Reads {
  readonly existence: ReadonlySet<Aspect>;
  readonly appliesTo: ReadonlySet<Aspect>;
  readonly does: ReadonlySet<Aspect>;
}

export function readsByPurpose(e: LayerEffect, started: boolean): Reads {
  const existence = new Set<Aspect>();
  const appliesTo = new Set<Aspect>();
  const does = new Set<Aspect>();
  if (e.origin === "static" && !started) {
    existence.add("abilities");
    existence.add("text");
    if (e.condition) conditionReads(e.condition, existence);
  }
  if (e.affects && !started) {
    filterReads(e.affects, appliesTo);
    appliesTo.add("controller");
  }
  for (const part of e.parts) partReads(part, does);
  return { existence, appliesTo, does };
}

export function readsOf(e: LayerEffect, started: boolean): ReadonlySet<Aspect> {
  const out = new Set<Aspect>();
  // A static effect exists only while its source has the ability (613.8a: existence).
  if (e.origin === "static" && !started) {
    out.add("abilities");
    out.add("text");
  }
  if (e.affects && !started) filterReads(e.affects, out);
  if (e.condition && !started) conditionReads(e.condition, out);
  for (const part of e.parts) partReads(part, out);
  // "you control" and "your" read the source's controller.
  out.add("controller");
  return out;
}

function filterReads(f: ObjectFilter, out: Set<Aspect>): void {
  switch (f.is) {
    case "all":
    case "any":
      for (const g of f.of) filterReads(g, out);
      return;
    case "not":
      filterReads(f.filter, out);
      return;
    case "type":
    case "subtype":
    case "supertype":
    case "chosenCreatureType":
      out.add("types");
      return;
    case "color":
    case "colorless":
    case "chosenColor":
      out.add("colors");
      return;
    case "controlledBy":
      out.add("controller");
      return;
    case "hasKeyword":
      out.add("abilities");
      return;
    case "manaValue":
      for (const a of [f.atMost, f.atLeast, f.equals]) if (a !== undefined) amountReads(a, out);
      return;
    case "manaCost":
      out.add("text"); // only layer 1 and text (layer 3) change a mana cost
      return;
    default:
      return;
  }
}

function conditionReads(c: Condition, out: Set<Aspect>): void {
  switch (c.is) {
    case "not":
      conditionReads(c.condition, out);
      return;
    case "all":
      for (const x of c.of) conditionReads(x, out);
      return;
    case "youOwnAndControl":
      filterReads(c.filter, out);
      out.add("controller");
      return;
    case "attachedMatches":
    case "selfMatches":
    case "topOfGraveyardMatches":
      filterReads(c.filter, out);
      return;
    case "devotionLessThan":
      out.add("controller");
      return;
    default:
      return;
  }
}

function amountReads(a: Amount, out: Set<Aspect>): void {
  if (typeof a === "number") return;
  switch (a.of) {
    case "count":
    case "countInGraveyard":
      filterReads(a.filter, out);
      return;
    case "cardTypesInGraveyards":
      out.add("types");
      return;
    case "countChosenColorOpponents":
      out.add("colors");
      out.add("controller");
      return;
    case "devotion":
      out.add("controller");
      return;
    case "negate":
      amountReads(a.amount, out);
      return;
    default:
      return;
  }
}

function partReads(p: ContinuousPart, out: Set<Aspect>): void {
  if (p.op === "setPT") {
    if (p.power !== undefined) amountReads(p.power, out);
    if (p.toughness !== undefined) amountReads(p.toughness, out);
  } else if (p.op === "modifyPT") {
    amountReads(p.power, out);
    amountReads(p.toughness, out);
  }
}
