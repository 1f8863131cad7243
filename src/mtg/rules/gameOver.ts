import type { GameState } from "../model/state.js";
import type { Player } from "../model/player.js";
import { illegal } from "../game/draft.js";
import { derive } from "../layers/derive.js";
import { noLossForZeroLife } from "./playerRules.js";

/**
 * 104.2a, 104.4a: the game ends when one player remains (a draw if none does; a game of one ends
 * when that player loses); 104.1: or when one wins.
 */
export function gameOver(state: GameState): boolean {
  if (state.players.some((p) => p.won)) return true;
  const left = state.players.filter((p) => !p.lost).length;
  return left < Math.min(2, state.players.length);
}

/** Refuses any game action once the game is over, naming who lost. */
export function assertGameOn(state: GameState): void {
  if (!gameOver(state)) return;
  const won = state.players.find((p) => p.won);
  if (won) illegal(`the game is over: ${won.name} won the game`, "104.2b");
  const lost = state.players.filter((p) => p.lost);
  const why = lost.map((p) => `${p.name} lost (${lossReasons(state, p).join("; ") || "704.5"})`);
  illegal(`the game is over: ${why.join("; ")}`, "104.2a");
}

/** 704.5a-c: each state-based reason the player meets (0 or less life counts only if it makes them lose). */
function lossReasons(state: GameState, p: Player): string[] {
  const life = p.life <= 0 && !noLossForZeroLife(derive(state), p.name);
  return [
    ...(life ? ["0 or less life, 704.5a"] : []),
    ...(p.drewFromEmpty ? ["drew from an empty library, 704.5b"] : []),
    ...((p.poison ?? 0) >= 10 ? ["ten or more poison counters, 704.5c"] : []),
  ];
}
