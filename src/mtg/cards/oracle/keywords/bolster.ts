import type { Effect } from "../../../abilities/effect.js";
import { parseNumberOf } from "../effects/createTokenCount.js";
import { parseCount } from "../text/words.js";

/** 701.39a: "bolster N", "bolster X, where X is the number of …" (no target: chosen as it resolves). */
export function compileBolster(s: string): Effect[] | null {
  const m = /^bolster (\S+?)(?:, where X is (.+))?$/.exec(s);
  if (!m?.[1]) return null;
  if (m[1] === "X") {
    const amount = m[2] ? parseNumberOf(m[2]) : null;
    return amount ? [{ do: "bolster", amount }] : null;
  }
  const n = m[2] === undefined ? parseCount(m[1]) : null;
  return n !== null && n > 0 ? [{ do: "bolster", amount: n }] : null;
}
