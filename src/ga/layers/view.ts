import type { GaObjectId } from "../model/object.js";
import type { GaState } from "../model/state.js";
import type { GaCharacteristics } from "./characteristics.js";

/**
 * Characteristics of every object as far as the derivation has come, for evaluating filters,
 * conditions and amounts against them. `trial()` gives a copy to try an effect on (dependencies).
 */
export class GaView {
  constructor(
    readonly state: GaState,
    private readonly chars: Map<GaObjectId, GaCharacteristics>,
    /** Power after layer A, "base power" (Cheshire Cat). */
    readonly basePower: Map<GaObjectId, number | null>,
  ) {}

  get(id: GaObjectId): GaCharacteristics | undefined {
    return this.chars.get(id);
  }

  set(id: GaObjectId, c: GaCharacteristics): void {
    this.chars.set(id, c);
  }

  ids(): IterableIterator<GaObjectId> {
    return this.chars.keys();
  }

  trial(): GaView {
    return new GaView(this.state, new Map(this.chars), this.basePower);
  }
}
