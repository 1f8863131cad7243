import type { Effect } from "../../../abilities/effect.js";
import { isCreatureType } from "../../../model/subtypes.js";
import { parseNumberOf } from "../effects/createTokenCount.js";
import { parseCount } from "../text/words.js";

/**
 * 701.47a: "amass N" (701.47d: older cards, "amass Zombies N"), "amass Orcs 2", "amass X, where X
 * is the number of …". Other sentences about "the Army you amassed" (701.47c) are not read.
 */
export function compileAmass(s: string): Effect[] | null {
  const m = /^amass (?:([A-Z][a-z]+)s )?(\S+?)(?:, where X is (.+))?$/.exec(s);
  if (!m?.[2]) return null;
  const subtype = m[1] ?? "Zombie";
  if (!isCreatureType(subtype)) return null;
  if (m[2] === "X") {
    const amount = m[3] ? parseNumberOf(m[3]) : null;
    return amount ? [{ do: "amass", subtype, amount }] : null;
  }
  const n = m[3] === undefined ? parseCount(m[2]) : null;
  return n !== null && n > 0 ? [{ do: "amass", subtype, amount: n }] : null;
}
