import type { Effect } from "../../../abilities/effect.js";

/** 104.2b: "you win the game". */
export function compileWinGame(s: string): Effect[] | null {
  return s === "you win the game" ? [{ do: "winGame" }] : null;
}
