import type { Amount } from "../abilities/amount.js";
import type { Condition } from "../abilities/condition.js";
import type { ContinuousPart, Layer } from "../abilities/continuous.js";
import type { ObjectFilter } from "../abilities/filter.js";
import { staticForm } from "../abilities/keywordActions.js";
import type { LayerEffect } from "./layerEffect.js";
import { memoized } from "../../kernel/memo.js";
import { mentionsPart } from "./filterShape.js";
import { subtypeFitsTypes } from "../model/subtypes.js";

/**
 * What part of objects' characteristics a layer writes, and what an effect reads. Used only to
 * skip dependency trials that cannot find anything (613.8a); the trial itself decides.
 */
export type Aspect = "controller" | "text" | "cardTypes" | "subtypes" | "supertypes" | "colors" | "abilities" | "pt";

const ALL_TYPES: readonly Aspect[] = ["cardTypes", "subtypes", "supertypes"];

const layerWrites = new WeakMap<LayerEffect, Map<Layer, readonly Aspect[]>>();

/** What the effect's parts in this layer write (made once per effect and layer). */
export function writesInLayer(e: LayerEffect, layer: Layer): readonly Aspect[] {
  return memoized(layerWrites, e, layer, () => {
    const out = new Set<Aspect>();
    e.parts.forEach((p, i) => {
      if (e.partLayers[i] === layer) for (const a of writesOf(layer, p)) out.add(a);
    });
    return [...out];
  });
}

export function writesOf(layer: Layer, part: ContinuousPart): readonly Aspect[] {
  switch (layer) {
    case "2":
      return ["controller"];
    case "3":
      return ["text", "abilities"];
    case "4":
      return typesWritten(part);
    case "5":
      return ["colors"];
    case "6":
      return ["abilities"];
    default:
      return ["pt"];
  }
}

/** Layer 4: which of an object's type lists a part can change (205). */
function typesWritten(part: ContinuousPart): readonly Aspect[] {
  switch (part.op) {
    case "addTypes":
      return [
        ...(part.types ? ["cardTypes" as const] : []),
        ...(part.subtypes ? ["subtypes" as const] : []),
        ...(part.supertypes ? ["supertypes" as const] : []),
      ];
    case "setCardTypes": // 205.1a: subtypes that no longer fit go too
      return ["cardTypes", "subtypes"];
    case "removeTypes":
      return [
        ...(part.types ? ["cardTypes" as const] : []),
        "subtypes",
        ...(part.supertypes ? ["supertypes" as const] : []),
      ];
    case "setCreatureTypes":
    case "addCreatureTypes":
    case "allCreatureTypes":
      return ["subtypes"];
    case "setLandTypes": // 305.7: and the land's abilities
      return ["subtypes", "abilities"];
    default:
      return ALL_TYPES;
  }
}

/** What an effect reads, by what it decides: whether it exists, what it applies to, what it does. */
export interface Reads {
  readonly existence: ReadonlySet<Aspect>;
  readonly appliesTo: ReadonlySet<Aspect>;
  readonly does: ReadonlySet<Aspect>;
}

/** Effects are immutable: what one reads is worked out once (per "started", 613.6). */
const readsMemo = new WeakMap<LayerEffect, { started?: Reads; notStarted?: Reads }>();

export function readsByPurpose(e: LayerEffect, started: boolean): Reads {
  let memo = readsMemo.get(e);
  if (!memo) {
    memo = {};
    readsMemo.set(e, memo);
  }
  const known = started ? memo.started : memo.notStarted;
  if (known) return known;
  const reads = computeReads(e, started);
  if (started) memo.started = reads;
  else memo.notStarted = reads;
  return reads;
}

function computeReads(e: LayerEffect, started: boolean): Reads {
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
      out.add("cardTypes");
      return;
    case "subtype":
    case "equipped": // the attached permanent's subtype (301.5, 303.4)
    case "enchanted":
      out.add("subtypes");
      return;
    case "supertype":
      out.add("supertypes");
      return;
    case "chosenCreatureType": // the choice is linked to an ability of the source (607.2a)
      out.add("subtypes");
      out.add("abilities");
      return;
    case "color":
    case "colorless":
    case "multicolored":
      out.add("colors");
      return;
    case "chosenColor":
      out.add("colors");
      out.add("abilities");
      return;
    case "controlledBy":
      out.add("controller");
      return;
    case "sharesCreatureTypeWithYours":
      out.add("cardTypes");
      out.add("subtypes");
      out.add("controller");
      return;
    case "hasKeyword":
      out.add("abilities");
      return;
    case "manaValue":
      for (const a of [f.atMost, f.atLeast, f.equals]) if (a !== undefined) amountReads(a, out);
      return;
    case "power":
    case "toughness":
    case "comparedToSource":
      out.add("pt");
      return;
    case "greatestPowerAmongItsControllers":
      out.add("pt");
      out.add("controller");
      out.add("cardTypes");
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
    case "youControl":
      filterReads(c.filter, out);
      out.add("controller");
      return;
    case "attachedMatches":
    case "selfMatches":
    case "topOfGraveyardMatches":
      filterReads(c.filter, out);
      return;
    case "amountInRange":
      amountReads(c.amount, out);
      return;
    case "devotionLessThan":
    case "cameUnderControlSinceLastUpkeep":
    case "youHaveCitysBlessing":
    case "selfPaired":
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
      out.add("cardTypes");
      return;
    case "countChosenColorOpponents":
      out.add("colors");
      out.add("controller");
      return;
    case "devotion":
    case "lifeTotal": // whose life total: the source's controller's
      out.add("controller");
      return;
    case "negate":
    case "times":
      amountReads(a.amount, out);
      return;
    case "sum":
      for (const t of a.terms) amountReads(t, out);
      return;
    case "sourcePower":
      out.add("pt");
      return;
    case "counterKindsAmongYours":
      out.add("controller");
      return;
    default:
      return;
  }
}

function partReads(p: ContinuousPart, out: Set<Aspect>): void {
  if (addsSubtypes(p)) {
    out.add("cardTypes"); // 205.3d: which subtypes it adds depends on the object's card types
  } else if (p.op === "setPT") {
    if (p.power !== undefined) amountReads(p.power, out);
    if (p.toughness !== undefined) amountReads(p.toughness, out);
  } else if (p.op === "modifyPT") {
    amountReads(p.power, out);
    amountReads(p.toughness, out);
  }
}

/** Does the effect use the choice made for its linked "as enters" ability (607.2a), in a part or its filter? */
export function usesLinkedChoice(e: LayerEffect): boolean {
  return (
    e.parts.some(partUsesChoice) ||
    (e.affects !== null && mentionsPart(e.affects, (g) => g.is === "chosenCreatureType" || g.is === "chosenColor"))
  );
}

function partUsesChoice(p: ContinuousPart): boolean {
  return (
    ((p.op === "setColors" || p.op === "addColors") && p.colors === "chosen") ||
    (p.op === "setCreatureTypes" && p.subtypes === "chosen") ||
    p.op === "addCreatureTypes"
  );
}

function addsSubtypes(p: ContinuousPart): boolean {
  return p.op === "addTypes" && p.subtypes !== undefined && p.subtypes.length > 0;
}

/** Does one of the effect's parts in this layer add subtypes, which depends on the object's types (205.3d)? */
export function addsSubtypesInLayer(e: LayerEffect, layer: Layer): boolean {
  return e.parts.some((p, i) => e.partLayers[i] === layer && addsSubtypes(p));
}

/** Does an amount of one of the effect's P/T parts (in this layer, or in any) pass the test? */
export function somePTAmount(e: LayerEffect, layer: Layer | null, test: (a: Amount | undefined) => boolean): boolean {
  return e.parts.some(
    (p, i) =>
      (layer === null || e.partLayers[i] === layer) &&
      (p.op === "setPT" || p.op === "modifyPT") &&
      (test(p.power) || test(p.toughness)),
  );
}

/**
 * An amount that can change with other objects or choices (a count, devotion, a linked color…),
 * so that what the effect does may differ from one moment to another (613.8a). X is fixed on
 * resolution (611.2d); the affected object's own mana value is a layer 1 value.
 */
export function variesWithOthers(a: Amount | undefined): boolean {
  return a !== undefined && typeof a !== "number" && a.of !== "x" && a.of !== "affectedManaValue";
}

/**
 * Can the effect's parts in this layer give objects a static ability, and so a new effect (611.3)
 * within the layer? A granted static ability (layer 6), or words rewritten (layer 3). A card's full
 * text (Volrath's Shapeshifter) is not looked at again within layer 3: a Shapeshifter whose top
 * graveyard card is a Shapeshifter would give itself that text again and again; its abilities
 * count from layer 4 on.
 */
export function bringsStaticEffects(e: LayerEffect, layer: Layer): boolean {
  return e.parts.some(
    (p, i) =>
      e.partLayers[i] === layer &&
      (p.op === "changeText" || (p.op === "addAbilities" && p.abilities.some((a) => staticForm(a) !== null))),
  );
}

/** Does one of the effect's parts in this layer read the object it applies to (its mana value, its types for subtypes)? */
export function readsTarget(e: LayerEffect, layer: Layer): boolean {
  return somePTAmount(e, layer, amountReadsTarget) || addsSubtypesInLayer(e, layer);
}

function amountReadsTarget(a: Amount | undefined): boolean {
  if (a === undefined || typeof a === "number") return false;
  if (a.of === "affectedManaValue") return true;
  if (a.of === "sum") return a.terms.some(amountReadsTarget);
  return (a.of === "negate" || a.of === "times") && amountReadsTarget(a.amount);
}

/**
 * Does what the effect does, or what it applies to, depend on more than its own objects and its
 * source (a condition, a count, devotion, the top of a graveyard, a mana value compared with an
 * amount)? Such an effect must be looked at again whenever anything changes.
 */
export function readsBeyondItsObjects(e: LayerEffect): boolean {
  if (e.condition !== null || somePTAmount(e, null, variesWithOthers)) return true;
  if (e.parts.some((p) => p.op === "fullText")) return true;
  return e.affects !== null && comparesManaValue(e.affects);
}

/** "With mana value X or less", "… less than or equal to the number of …": compared with an amount that isn't fixed. */
function comparesManaValue(f: ObjectFilter): boolean {
  return mentionsPart(
    f,
    (g) =>
      g.is === "manaValue" && [g.atMost, g.atLeast, g.equals].some((a) => a !== undefined && typeof a !== "number"),
  );
}

/**
 * How what an effect does in a layer can vary (613.8a): "fixed" when it can't; "others" when an
 * amount counts other objects (or a choice is looked up with it); "ownTypes" when adding types is
 * all it does in the layer, and the subtypes it adds depend on each object's own card types
 * (205.3d), which another effect changes only on the objects it applies to.
 */
export type Variation = "fixed" | "others" | "ownTypes";

const variations = new WeakMap<LayerEffect, Map<Layer, Variation>>();

export function variation(e: LayerEffect, layer: Layer): Variation {
  return memoized(variations, e, layer, () => {
    if (somePTAmount(e, layer, variesWithOthers)) return "others";
    if (!addsSubtypesInLayer(e, layer)) return "fixed";
    return e.parts.every((p, i) => e.partLayers[i] !== layer || p.op === "addTypes") ? "ownTypes" : "others";
  });
}

/**
 * Could applying `b` change what `a` does in this layer (613.8a)? Not when what `a` does can't
 * vary; for the subtypes `a` adds (205.3d), only when `b` adds or takes away a card type one of
 * them belongs to (a land type needs Land, a creature type Creature or Kindred…).
 */
export function mayChangeWhatItDoes(a: LayerEffect, b: LayerEffect, layer: Layer): boolean {
  const v = variation(a, layer);
  if (v !== "ownTypes") return v === "others";
  const subtypes = a.parts.flatMap((p, i) =>
    a.partLayers[i] === layer && p.op === "addTypes" ? (p.subtypes ?? []) : [],
  );
  const relevant = (type: string) => subtypes.some((s) => subtypeFitsTypes(s, [type]));
  return b.parts.some((p, i) => {
    if (b.partLayers[i] !== layer || !writesOf(layer, p).includes("cardTypes")) return false;
    if (p.op === "addTypes" || p.op === "removeTypes") return p.types === undefined || p.types.some(relevant);
    return true;
  });
}
