import type { ContinuousPart } from "../abilities/continuous.js";
import type { Duration } from "../abilities/effect.js";
import type { FaceDef } from "./card.js";
import type { Color } from "./color.js";
import type { ObjectId, PlayerId } from "./object.js";

/** Values a copy effect grants, fixed when it starts (707.2b-c): one entry per face (707.8a). */
export interface CopiableSnapshot {
  readonly faces: readonly FaceDef[];
  /** Which face was up on the copied object (707.8). */
  readonly face: 0 | 1;
  /** The faces are the two halves of a flip card (710.1): the copier's flipped status picks one. */
  readonly flip?: boolean;
  /** Where the values came from, for explanations: the object copied and what it was a copy of. */
  readonly copiedFrom: ObjectId;
  readonly copiedName: string | null;
  /** Exceptions applied while copying (707.9), each with its rule number. */
  readonly exceptions: readonly { readonly rule: string; readonly text: string }[];
}

/**
 * A continuous effect created by a resolving spell or ability, or by a rule or replacement
 * (611.2, 707): stored in the game state. Effects of static abilities are not stored: they exist
 * while their ability does (611.3) and are gathered at each derivation.
 */
export interface EffectRecord {
  readonly id: string;
  /** The object whose ability created it (may since have left the battlefield). */
  readonly sourceId: ObjectId | null;
  readonly sourceName: string | null;
  readonly controller: PlayerId;
  /** 613.7b */
  readonly timestamp: number;
  readonly duration: Duration;
  /** 611.2c: the affected set, locked when the effect began. */
  readonly affected: readonly ObjectId[];
  readonly parts: readonly ContinuousPart[];
  /** A layer 1a copy effect (707): the snapshot replaces the copiable values. */
  readonly copy?: CopiableSnapshot;
  /**
   * The copy effect of an Aura's static ability ("Enchanted creature is a copy of …"): it applies to
   * the object its source is attached to, with the source's timestamp (613.7e), and follows it.
   */
  readonly followsAttachment?: true;
  /** Values fixed on resolution (X, the chosen color) for parts that refer to them (611.2d). */
  readonly x?: number;
  readonly chosenColor?: Color;
  /** The rule the explanation cites. */
  readonly rule: string;
  /** Rules text of the ability that created it, for explanations. */
  readonly text: string;
}
