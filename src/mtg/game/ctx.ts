import type { GameObject } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { Chooser } from "./decision.js";

/** A game action in progress: the working copy of the state and who answers decisions. */
export interface Ctx {
  readonly state: GameState;
  readonly chooser: Chooser;
  /**
   * Set while several objects are being put onto the battlefield at the same time (603.6a): each
   * one entering is prepared and added here, and they all enter together (`enterTogether.ts`).
   */
  readonly entering?: GameObject[];
  /** Called before each resolution of a `resolve` action: a scenario's time limit stops a long one there. */
  readonly beforeResolving?: () => void;
}
