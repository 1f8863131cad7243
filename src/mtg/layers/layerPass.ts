import type { ContinuousPart, Layer } from "../abilities/continuous.js";
import { memoized } from "../../kernel/memo.js";
import type { ObjectId } from "../model/object.js";
import { applyPart, type PartContext } from "./applyPart.js";
import type { Characteristics } from "./characteristics.js";
import { perspectiveOf } from "./evaluate.js";
import type { LayerEffect } from "./layerEffect.js";
import { type Aspect, bringsStaticEffects, readsTarget, writesInLayer } from "./reads.js";
import { partsInLayer } from "./resolvePart.js";
import { Gathered, gatherable } from "./speedups/gather.js";
import type { DependencyNote } from "./trace.js";
import type { LayerView } from "./view.js";

/**
 * What one pass of the layer system answers about the effects of a layer, for the objects it
 * works out: a derivation from scratch answers for every object, a re-derivation
 * (speedups/rederive.ts) for the objects it revisits. The rules of applying an effect are here,
 * once; the host only says which objects and what it remembers.
 */
export interface EffectHost {
  /** The characteristics as the pass sees them now (filters, amounts, the effect's controller). */
  readonly view: LayerView;
  /** The characteristics the pass works out, changed in place (what was gathered is applied to them). */
  readonly chars: ReadonlyMap<ObjectId, Characteristics>;
  /** Whether effects of this layer that do the same to every object may be gathered (`applyInOrder`). */
  gathersIn(layer: Layer): boolean;
  /** 611.3b, 613.6: does the effect exist, and so apply, in this layer? */
  exists(e: LayerEffect, layer: Layer): boolean;
  /** The objects it applies to in this layer, of those the pass works out (611.2c, 613.6). */
  affected(e: LayerEffect, layer: Layer): readonly ObjectId[];
  /** It applies in this layer to these objects; in its first layer, that fixes its set (613.6). */
  began(e: LayerEffect, layer: Layer, targets: readonly ObjectId[]): void;
  /** These aspects are about to change; `granted`: objects that gain or lose abilities bringing effects. */
  wrote(aspects: readonly Aspect[], granted: readonly ObjectId[] | null): void;
  /** Changes one object's characteristics (`change` works on the record the host gives it). */
  update(id: ObjectId, change: (c: Characteristics) => void, e: LayerEffect, layer: Layer, note?: DependencyNote): void;
}

/** One effect in its turn in a layer: if it exists, it applies to its objects (613.6); false when it doesn't exist. */
export function applyEffect(host: EffectHost, e: LayerEffect, layer: Layer, note?: DependencyNote): boolean {
  if (!host.exists(e, layer)) return false;
  const targets = host.affected(e, layer);
  host.began(e, layer, targets);
  applyParts(host, e, layer, targets, note);
  return true;
}

/** Applies the effect's parts of this layer to these objects. */
function applyParts(
  host: EffectHost,
  e: LayerEffect,
  layer: Layer,
  targets: readonly ObjectId[],
  note: DependencyNote | undefined,
): void {
  if (targets.length === 0) return;
  const { view } = host;
  const p = perspectiveOf(e, view);
  const ctx: PartContext = { effectId: e.id, timestamp: e.timestamp, controller: p.controller };
  // What the effect does to each object is decided before it changes any of them; it is the
  // same for every object unless an amount reads the object itself ("its mana value").
  const same = readsTarget(e, layer) ? null : partsInLayer(view, e, layer, targets[0] ?? "", p);
  const parts = same === null ? targets.map((id) => partsInLayer(view, e, layer, id, p)) : null;
  host.wrote(writesInLayer(e, layer), bringsStaticEffects(e, layer) ? targets : null);
  targets.forEach((id, i) => {
    const mine = same ?? parts?.[i] ?? [];
    host.update(
      id,
      (c) => {
        for (const part of mine) applyPart(c, part, ctx);
      },
      e,
      layer,
      note,
    );
  });
}

/**
 * Effects of a layer none of which depends on another (613.8), in timestamp order (613.7). What
 * can be gathered over several effects (P/T changes, grants: `Gathered`) is applied at once; any
 * other effect applies after what was gathered before it.
 */
export function applyInOrder(host: EffectHost, layer: Layer, effects: readonly LayerEffect[]): void {
  const gathered = new Gathered();
  const flush = () => host.wrote(gathered.applyTo(host.chars), null);
  for (const e of effects) {
    if (!host.gathersIn(layer) || !gathers(e, layer)) {
      flush();
      applyEffect(host, e, layer);
      continue;
    }
    if (!host.exists(e, layer)) continue;
    const targets = host.affected(e, layer);
    host.began(e, layer, targets);
    const first = targets[0];
    if (first === undefined) continue;
    const parts = fixedParts(e, layer) ?? partsInLayer(host.view, e, layer, first, perspectiveOf(e, host.view));
    gathered.add(parts, targets, { effectId: e.id, timestamp: e.timestamp });
  }
  flush();
}

const gathering = new WeakMap<LayerEffect, Map<Layer, boolean>>();

/** Whether what the effect does in this layer is the same for every object and can be gathered. */
function gathers(e: LayerEffect, layer: Layer): boolean {
  return memoized(
    gathering,
    e,
    layer,
    () => gatherable(partsOf(e, layer)) && !readsTarget(e, layer) && !bringsStaticEffects(e, layer),
  );
}

const fixed = new WeakMap<LayerEffect, Map<Layer, readonly ContinuousPart[] | null>>();

/** The effect's parts in this layer when nothing in them is worked out per object or point of view (numbers, granted abilities); else null. */
function fixedParts(e: LayerEffect, layer: Layer): readonly ContinuousPart[] | null {
  return memoized(fixed, e, layer, () => {
    const parts = partsOf(e, layer);
    const plain = parts.every(
      (p) =>
        p.op === "addAbilities" ||
        (p.op === "modifyPT" && typeof p.power === "number" && typeof p.toughness === "number"),
    );
    return plain ? parts : null;
  });
}

function partsOf(e: LayerEffect, layer: Layer): ContinuousPart[] {
  return e.parts.filter((_, i) => e.partLayers[i] === layer);
}

/** 613.3, 613.4a: characteristic-defining abilities first, then the rest; dependency only within each group (613.8a(c)). */
export function cdaFirst(
  effects: readonly LayerEffect[],
  apply: (group: readonly LayerEffect[], cda: boolean) => void,
) {
  for (const cda of [true, false])
    apply(
      effects.filter((e) => e.cda === cda),
      cda,
    );
}
