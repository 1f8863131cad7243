import type { GameState } from "../model/state.js";
import type { GameObject, ObjectId } from "../model/object.js";
import type { Characteristics } from "./characteristics.js";

/**
 * The game as seen partway through the layer system: characteristics of every object with the
 * layers applied so far (613.5: later layers see the results of earlier ones). An overlay lets
 * the dependency test try an effect without touching the real view (613.8a).
 */
export class LayerView {
  constructor(
    readonly state: GameState,
    private readonly base: Map<ObjectId, Characteristics>,
    private readonly overlay: Map<ObjectId, Characteristics> | null = null,
  ) {}

  get(id: ObjectId): Characteristics | undefined {
    return this.overlay?.get(id) ?? this.base.get(id);
  }

  /** A trial view: writes go to a fresh overlay, the base stays as it was. */
  trial(): LayerView {
    return new LayerView(this.state, this.base, new Map(this.overlay ?? []));
  }

  set(id: ObjectId, chars: Characteristics): void {
    if (this.overlay) this.overlay.set(id, chars);
    else this.base.set(id, chars);
  }

  /** The object, or its last known information once it has left the battlefield (608.2h). */
  object(id: ObjectId): GameObject | undefined {
    return this.state.objects[id] ?? this.state.lastKnown[id];
  }

  /** Objects on the battlefield that are phased in (702.26b: phased-out permanents are treated as though they don't exist). */
  battlefield(): readonly ObjectId[] {
    return this.state.battlefield.filter((id) => !this.state.objects[id]?.status.phasedOut);
  }
}
