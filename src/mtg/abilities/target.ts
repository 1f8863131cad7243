import type { ObjectFilter } from "./filter.js";

/** One use of the word "target" (115): what it may choose. */
export type TargetSpec =
  | { readonly kind: "permanent"; readonly filter: ObjectFilter }
  /** "any target": a creature, player, planeswalker or battle (115.4). */
  | { readonly kind: "any" }
  | { readonly kind: "player"; readonly who: "any" | "opponent" }
  /** "target player or planeswalker", "target opponent or planeswalker" (any planeswalker, yours too). */
  | { readonly kind: "playerOrPlaneswalker"; readonly who: "any" | "opponent" }
  /** `orAbility`: "target spell or ability" — an activated or triggered ability on the stack too (115.1a-c). */
  | { readonly kind: "spell"; readonly filter?: ObjectFilter; readonly controller?: "you"; readonly orAbility?: true }
  | {
      readonly kind: "card";
      readonly zone: "graveyard";
      readonly filter: ObjectFilter;
      readonly whose: "you" | "any" | "opponent";
    }
  /** "target artifact card in a graveyard or artifact on the battlefield": a card in any graveyard or a permanent (115.1). */
  | { readonly kind: "cardOrPermanent"; readonly card: ObjectFilter; readonly permanent: ObjectFilter }
  /**
   * A triggered ability on the stack (115.1b); `activated`: "activated or triggered ability"
   * (115.1c); `source`: "from an artifact source" — what the ability's source is.
   */
  | {
      readonly kind: "triggeredAbility";
      readonly controller: "you" | "any";
      readonly activated?: true;
      readonly source?: ObjectFilter;
    };

/** A target with how many may be chosen ("up to one", "one or two"). */
export interface TargetSlot {
  readonly spec: TargetSpec;
  readonly min?: number;
  readonly max?: number;
  /**
   * "X target …" (601.2b-c): as many targets as the X announced before targets are chosen — at
   * most X, and exactly X unless `min` says "up to" (0).
   */
  readonly countX?: true;
  /** "another target …" (115.3): not an object chosen for these earlier slots (by index). */
  readonly differentFrom?: readonly number[];
  /**
   * "An opponent chooses target creature they control" (Echo Chamber): an opponent of the controller
   * chooses this target, among the permanents that opponent controls (the ability's only target).
   */
  readonly chosenBy?: "opponent";
  /**
   * "… that player or that planeswalker's controller controls" (Searing Blaze's ruling): an object
   * controlled by the player chosen for that earlier slot, or by the controller of the planeswalker chosen there.
   */
  readonly controlledByChosenFor?: number;
}
