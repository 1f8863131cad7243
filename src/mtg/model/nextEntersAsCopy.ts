import type { ObjectFilter } from "../abilities/filter.js";
import type { ObjectId, PlayerId } from "./object.js";

/**
 * 614.1c: a one-shot replacement a resolved spell or ability created — "The next time one or more
 * creatures or planeswalkers enter this turn, they enter as copies of the chosen creature". It
 * applies to the objects of the next event that puts matching objects onto the battlefield this
 * turn (all of them, if several enter at once), then is used up.
 */
export interface NextEntersAsCopy {
  readonly id: string;
  readonly sourceId: ObjectId | null;
  readonly sourceName: string | null;
  readonly controller: PlayerId;
  /** The object to copy, as it is (or last existed on the battlefield) when they enter. */
  readonly copyOf: ObjectId;
  readonly filter: ObjectFilter;
  /** "this turn": the turn it was created. */
  readonly turn: number;
  readonly text: string;
  /** The objects it has made copies: once one has, only those entering at the same time may use it. */
  readonly usedBy?: readonly ObjectId[];
}
