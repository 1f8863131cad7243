import type { Layer } from "../../abilities/continuous.js";
import type { LayerEffect } from "../layerEffect.js";
import type { Basis } from "./rederive.js";

/**
 * Each layer's list of effects, made once while the static effects are the same array, and
 * replaced by the previous derivation's list when it is equal: what was worked out about a list
 * (its reads and writes, rederive.ts) is then kept.
 */
export class CandidateLists {
  private last: { layer: Layer; statics: readonly LayerEffect[]; effects: readonly LayerEffect[] } | null = null;

  constructor(private readonly previous: Basis | null) {}

  /** The list for this layer and these static effects; `make` (sorted by order) when not known. */
  list(layer: Layer, statics: readonly LayerEffect[], make: () => readonly LayerEffect[]): readonly LayerEffect[] {
    const known = this.last;
    if (known && known.layer === layer && known.statics === statics) return known.effects;
    const made = make();
    const before = this.previous?.candidates.get(layer);
    const effects = before && sameList(before, made) ? before : made;
    // Within a layer the list changes only with the static effects: effects started in this layer are on it already.
    this.last = { layer, statics, effects };
    return effects;
  }
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
