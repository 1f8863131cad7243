import type { PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { player } from "../game/objects.js";
import { recordLifeLost } from "./turnHistory.js";

/** 119.3, 119.4, 120.3a: a player loses life — by damage, an effect, or paying life — recorded for the turn. */
export function loseLife(state: GameState, who: PlayerId, amount: number): void {
  player(state, who).life -= amount;
  recordLifeLost(state, who, amount);
}
