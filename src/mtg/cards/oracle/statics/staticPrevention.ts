import type { ObjectFilter } from "../../../abilities/filter.js";
import type { RuleEffect } from "../../../abilities/ruleEffect.js";

type StaticPrevention = Extract<RuleEffect, { rule: "preventDamage" }>;

/**
 * 615.1, 616.1: a static ability of a permanent that prevents damage while the permanent is on the
 * battlefield — "Prevent all [combat] damage that would be dealt to ~", "… dealt by enchanted
 * creature", "… dealt to and dealt by ~", "… dealt to creatures you control". Recipients that are
 * players, sources named by a further "by …" and durations stay unexecuted (no match). `ruleSubject`
 * reads the permanents it affects ("~": none, the rule is its source's own).
 */
export function compileStaticPrevention(
  sentence: string,
  ruleSubject: (phrase: string) => { readonly affects: ObjectFilter | null } | null,
): StaticPrevention[] | null {
  const m = /^Prevent all( combat)? damage that would be dealt (to and dealt by|to|by) (.+)$/.exec(sentence);
  if (!m?.[2] || !m[3]) return null;
  if (/ (by|this turn|during|of) /.test(` ${m[3]} `)) return null;
  const subject = ruleSubject(m[3]);
  if (!subject) return null;
  const base = {
    rule: "preventDamage" as const,
    ...(m[1] ? { combatOnly: true as const } : {}),
    ...(subject.affects ? { affects: subject.affects } : {}),
  };
  const sides: readonly ("to" | "by")[] = m[2] === "to and dealt by" ? ["to", "by"] : [m[2] === "to" ? "to" : "by"];
  return sides.map((side) => ({ ...base, side }));
}
