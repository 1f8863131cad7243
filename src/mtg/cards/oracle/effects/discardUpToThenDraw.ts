import type { Effect } from "../../../abilities/effect.js";
import { parseCount } from "../text/words.js";

/**
 * "You may discard up to two cards. If you do, draw that many cards." (Fable of the Mirror-Breaker):
 * the controller discards any number of cards from zero to N (701.9a) and draws as many (121.1).
 */
export function compileDiscardUpToThenDraw(sentences: readonly string[]): { effects: Effect[]; count: number } | null {
  const m = /^you may discard up to (\S+) cards$/i.exec(sentences[0] ?? "");
  const max = m?.[1] ? parseCount(m[1]) : null;
  if (max === null || max < 2 || !/^If you do, draw that many cards$/.test(sentences[1] ?? "")) return null;
  return { effects: [{ do: "discardUpToThenDraw", max }], count: 2 };
}
