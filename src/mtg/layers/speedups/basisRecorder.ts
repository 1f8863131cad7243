import type { Layer } from "../../abilities/continuous.js";
import type { ObjectId } from "../../model/object.js";
import type { GameState } from "../../model/state.js";
import type { Characteristics } from "../characteristics.js";
import type { LayerEffect } from "../layerEffect.js";
import { readsBeyondItsObjects } from "../reads.js";
import { type Basis, basisOf, existKey, keepsPerspective, perspectiveKey } from "./rederive.js";
import type { LayerView } from "../view.js";

/**
 * Records, while a full derivation runs, what a later derivation of the same game needs to
 * re-derive only what changed (rederive.ts). The basis is usable (`simple`) when no effect can
 * bring another into being within a layer whose order the dependency test decided (613.8; such
 * layers are recorded in `dependent`), no control-changing (layer 2) or switching (7d) effect, and
 * no effect reading beyond its own objects and its source.
 */
export class BasisRecorder {
  private simple = true;
  /** Each layer's effects, in the order they were looked at. */
  private readonly candidates = new Map<Layer, readonly LayerEffect[]>();
  /** `${effect id}@${layer}` for each effect that existed, and so applied, in that layer. */
  private readonly existed = new Map<string, true>();
  /** The objects each effect applied to (its set from its first layer, 613.6). */
  private readonly targets = new Map<string, readonly ObjectId[]>();
  /** Characteristics after the layer 7c effects, before counters (613.4c). */
  private tail: Map<ObjectId, Characteristics> | null = null;
  /** Static effects' point of view when they began (see `perspectiveKey`). */
  private readonly keys = new Map<string, string>();
  /** Per layer, the effects applied in an order the dependency test decided (613.8). */
  private readonly dependent = new Map<Layer, LayerEffect[]>();

  constructor(private readonly tracing: boolean) {}

  /** A layer's effects, as the layer looks at them. */
  layer(layer: Layer, effects: readonly LayerEffect[]): void {
    this.candidates.set(layer, effects);
    if ((layer === "2" || layer === "7d") && effects.length > 0) this.simple = false;
    if (effects.some(readsBeyondItsObjects)) this.simple = false;
  }

  /**
   * A group of effects was not applied effect by effect in timestamp order (613.8). A later
   * derivation may still re-derive the objects none of them touches (rederive.ts), unless an effect
   * of the group could bring another into being within the layer.
   */
  ordered(layer: Layer, group: readonly LayerEffect[], canGrow: boolean): void {
    if (canGrow) this.simple = false;
    else this.dependent.set(layer, [...(this.dependent.get(layer) ?? []), ...group]);
  }

  /** An effect applied in this layer to these objects; `first` in its first layer (613.6). */
  began(e: LayerEffect, layer: Layer, targets: readonly ObjectId[], view: LayerView, first: boolean): void {
    if (first && !this.tracing && keepsPerspective(e)) this.keys.set(e.id, perspectiveKey(e, view));
    this.existed.set(existKey(e, layer), true);
    this.targets.set(e.id, targets);
  }

  /** The characteristics after the layer 7c effects. */
  keepTail(chars: ReadonlyMap<ObjectId, Characteristics>): void {
    this.tail = new Map(chars);
  }

  /** The basis, when the derivation can be one (never when tracing). */
  basis(
    state: GameState,
    final: ReadonlyMap<ObjectId, Characteristics>,
    copiable: ReadonlyMap<ObjectId, Characteristics>,
    index: () => ReadonlyMap<string, readonly ObjectId[]>,
    statics: () => ReadonlyMap<ObjectId, readonly LayerEffect[]>,
  ): Basis | null {
    const { tail } = this;
    if (!this.simple || tail === null || this.tracing) return null;
    const { candidates, existed, targets, keys, dependent } = this;
    return basisOf(
      state,
      { final, copiable, tail },
      { candidates, existed, targets, keys, dependent },
      {
        index: index(),
        unindexed: new Set(),
        statics: statics(),
        objects: new Map(Object.entries(state.objects)),
      },
    );
  }
}
