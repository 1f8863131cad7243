import { own } from "../../kernel/records.js";
import type { GameState } from "../model/state.js";
import type { GameObject, ObjectId } from "../model/object.js";
import type { Characteristics } from "./characteristics.js";

/** Where a view finds (and, on the real view, replaces) characteristics: a map, or an overlay of one. */
export interface CharacteristicsStore {
  get(id: ObjectId): Characteristics | undefined;
  set(id: ObjectId, chars: Characteristics): unknown;
}

/**
 * The game as seen partway through the layer system: characteristics of every object with the
 * layers applied so far (613.5: later layers see the results of earlier ones).
 */
export class LayerView {
  constructor(
    readonly state: GameState,
    protected readonly base: CharacteristicsStore,
  ) {}

  get(id: ObjectId): Characteristics | undefined {
    return this.base.get(id);
  }

  /**
   * The view after one more effect, for the dependency test (613.8a): the base stays as it is;
   * each of the effect's objects gets `apply`'s characteristics, worked out when first read.
   */
  trial(targets: ReadonlySet<ObjectId>, apply: (id: ObjectId, before: Characteristics) => Characteristics): LayerView {
    return new TrialView(this.state, this.base, targets, apply);
  }

  set(id: ObjectId, chars: Characteristics): void {
    this.base.set(id, chars);
  }

  /** The object, or its last known information once it has left the battlefield (608.2h). */
  object(id: ObjectId): GameObject | undefined {
    return own(this.state.objects, id) ?? own(this.state.lastKnown, id);
  }

  /** Objects on the battlefield that are phased in (702.26b: phased-out permanents are treated as though they don't exist). */
  battlefield(): readonly ObjectId[] {
    return this.state.battlefield.filter((id) => !this.state.objects[id]?.status.phasedOut);
  }
}

/** A view with one effect tried on top of another view's characteristics. */
class TrialView extends LayerView {
  private readonly after = new Map<ObjectId, Characteristics>();

  constructor(
    state: GameState,
    base: CharacteristicsStore,
    private readonly targets: ReadonlySet<ObjectId>,
    private readonly apply: (id: ObjectId, before: Characteristics) => Characteristics,
  ) {
    super(state, base);
  }

  override get(id: ObjectId): Characteristics | undefined {
    const known = this.after.get(id);
    if (known) return known;
    const before = this.base.get(id);
    if (!before || !this.targets.has(id)) return before;
    const after = this.apply(id, before);
    this.after.set(id, after);
    return after;
  }

  override trial(): LayerView {
    throw new Error("a trial view is not tried on again");
  }

  override set(): void {
    throw new Error("a trial view is read only");
  }
}
