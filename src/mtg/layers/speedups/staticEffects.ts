import type { ObjectId } from "../../model/object.js";
import type { GameState } from "../../model/state.js";
import type { AbilityInstance, Characteristics } from "../characteristics.js";
import { sameStaticEffect, staticEffectsOf } from "../effectsOf.js";
import type { LayerEffect } from "../layerEffect.js";

/**
 * The static effects of the game (611.3), gathered again only for the objects whose abilities or
 * text were written since they were last gathered: an object's static effects change only when its
 * list of abilities (a new array) or its name does.
 */
export class StaticEffectsCache {
  private list: LayerEffect[] | null = null;
  private readonly byObject = new Map<
    ObjectId,
    { abilities: readonly AbilityInstance[]; name: string | null; effects: LayerEffect[] }
  >();
  /** Objects whose abilities or text were written since the list was last checked. */
  private readonly touched = new Set<ObjectId>();

  constructor(
    private readonly state: GameState,
    private readonly chars: ReadonlyMap<ObjectId, Characteristics>,
    private readonly ids: () => readonly ObjectId[],
  ) {}

  /** Records that these objects' abilities or text were written. */
  wrote(ids: readonly ObjectId[]): void {
    for (const id of ids) this.touched.add(id);
  }

  /** The static effects of every object as its characteristics are now; the same array while none changed. */
  effects(): LayerEffect[] {
    if (this.list === null) {
      this.list = this.gather();
      this.touched.clear();
      return this.list;
    }
    let changed = false;
    for (const id of this.touched) changed = this.refresh(id) || changed;
    this.touched.clear();
    if (changed) this.list = this.gather();
    return this.list;
  }

  /** Each object's static effects, as the layers took them (for the next re-derivation). */
  perObject(): Map<ObjectId, readonly LayerEffect[]> {
    const out = new Map<ObjectId, readonly LayerEffect[]>();
    for (const [id, cached] of this.byObject) if (cached.effects.length > 0) out.set(id, cached.effects);
    return out;
  }

  private gather(): LayerEffect[] {
    const out: LayerEffect[] = [];
    for (const id of this.ids()) {
      this.refresh(id);
      const mine = this.byObject.get(id)?.effects;
      if (mine) for (const e of mine) out.push(e);
    }
    return out;
  }

  /** Recomputes one object's static effects if its abilities changed; true when the list of them changed. */
  private refresh(id: ObjectId): boolean {
    const obj = this.state.objects[id];
    const c = this.chars.get(id);
    if (!obj || !c) return false;
    const cached = this.byObject.get(id);
    if (cached && cached.abilities === c.abilities && cached.name === c.name) return false;
    const mine = staticEffectsOf(obj, c);
    this.byObject.set(id, { abilities: c.abilities, name: c.name, effects: mine });
    if (!cached) return true;
    return cached.effects.length !== mine.length || mine.some((e, i) => !sameStaticEffect(e, cached.effects[i]));
  }
}
