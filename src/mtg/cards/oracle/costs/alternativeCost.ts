import type { StaticAbility } from "../../../abilities/ability.js";
import type { Condition } from "../../../abilities/condition.js";
import { parseManaCost } from "../../../model/manaCost.js";
import { parseCostCondition } from "./costReduction.js";
import { SELF } from "../text/sentences.js";
import { allOf, parseGroup, parseSingular } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

const ALTERNATIVE = new RegExp(
  `^(?:(?:If|As long as) (.+?), )?(?:you|You) may pay ((?:\\{[^}]+\\})+) rather than pay ${SELF}'s mana cost\\.?$`,
);

/** "a white creature is attacking", "three or more creatures are attacking": at least N attacking creatures match. */
function parseAttacking(phrase: string): Condition | null {
  const one = /^an? (.+) is attacking$/.exec(phrase);
  const some = /^(\S+) or more (.+) are attacking$/.exec(phrase);
  const filter = one?.[1] ? parseSingular(one[1]) : some?.[2] ? parseGroup(some[2])?.filter : null;
  const n = one ? 1 : some?.[1] ? parseCount(some[1]) : null;
  if (!filter || n === null) return null;
  const attacking = allOf([...(filter.is === "all" ? filter.of : [filter]), { is: "attacking" }]);
  return { is: "amountInRange", amount: { of: "count", filter: attacking }, atLeast: n };
}

/**
 * 118.9: "[If condition,] you may pay [mana] rather than pay this spell's mana cost" — an
 * alternative cost of mana printed in the spell's text, which its caster may choose as they cast
 * it (601.2b) while the condition holds. Other alternative costs (sacrificing, exiling a card from
 * the hand) stay text.
 */
export function parseAlternativeCost(paragraph: string, text: string): StaticAbility | null {
  const m = ALTERNATIVE.exec(text);
  if (!m?.[2] || !parseManaCost(m[2])) return null;
  const condition = m[1] === undefined ? undefined : (parseCostCondition(m[1]) ?? parseAttacking(m[1]));
  if (condition === null) return null;
  return {
    kind: "static",
    text: paragraph,
    effects: [],
    rules: [{ rule: "alternativeCost", cost: m[2], ...(condition ? { condition } : {}) }],
  };
}
