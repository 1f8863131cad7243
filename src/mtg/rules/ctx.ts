import type { GameState } from "../model/state.js";
import type { Chooser } from "./decision.js";

/** A game action in progress: the working copy of the state and who answers decisions. */
export interface Ctx {
  readonly state: GameState;
  readonly chooser: Chooser;
}
