import type { EffectContext } from "../effects.js";
import type { Mention } from "../text/mentions.js";
import { parseGroup } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

/**
 * 115.1, 601.2c: "up to two target creatures", "two target lands" — one target slot that takes
 * several objects (up to N, or exactly N), named afterwards as "those creatures". Only as the
 * instruction's first target: the reference is every target of the spell or ability.
 */
export function parseSeveralTargets(phrase: string, ctx: EffectContext): Mention | null {
  const m = /^(up to )?(\S+) target (.+)$/.exec(phrase);
  if (!m?.[2] || !m[3] || ctx.targets.length > 0) return null;
  const n = parseCount(m[2]);
  const group = parseGroup(m[3]);
  if (n === null || n < 2 || !group?.plural) return null;
  return {
    ref: { ref: "targets" },
    plural: true,
    slot: { spec: { kind: "permanent", filter: group.filter }, min: m[1] ? 0 : n, max: n },
  };
}
