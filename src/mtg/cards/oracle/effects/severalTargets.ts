import type { EffectContext } from "../effects.js";
import type { Mention } from "../text/mentions.js";
import { parseGroup } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

/**
 * 115.1, 601.2c: "up to two target creatures", "two target lands" — one target slot that takes
 * several objects (up to N, or exactly N), named afterwards as "those creatures". Only as the
 * instruction's first target: the reference is every target of the spell or ability. "X target
 * creatures" (601.2b-c): as many as the announced X.
 */
export function parseSeveralTargets(phrase: string, ctx: EffectContext): Mention | null {
  const m = /^(up to )?(\S+) target (.+)$/.exec(phrase);
  if (!m?.[2] || !m[3] || ctx.targets.length > 0) return null;
  const n = m[2] === "X" ? "X" : parseCount(m[2]);
  const group = parseGroup(m[3]);
  if (n === null || (n !== "X" && n < 2) || !group?.plural) return null;
  const spec = { kind: "permanent", filter: group.filter } as const;
  if (n === "X")
    return { ref: { ref: "targets" }, plural: true, slot: { spec, countX: true, ...(m[1] ? { min: 0 } : {}) } };
  return {
    ref: { ref: "targets" },
    plural: true,
    slot: { spec, min: m[1] ? 0 : n, max: n },
  };
}
