import type { Cost } from "../../../abilities/cost.js";
import { SELF } from "../text/sentences.js";
import { parseGroup, parseIndefinite } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

type MutableCost = { -readonly [K in keyof Cost]: Cost[K] };

/** "an untapped creature you control" / "two untapped Wizards you control": how many, and which. */
function counted(phrase: string): { n: number; filter: NonNullable<Cost["tapPermanents"]>["filter"] } | null {
  const one = parseIndefinite(phrase);
  if (one) return { n: 1, filter: one };
  const m = /^(\S+) (.+)$/.exec(phrase);
  const n = m?.[1] ? parseCount(m[1]) : null;
  const group = m?.[2] ? parseGroup(m[2]) : null;
  return n !== null && n > 1 && group?.plural ? { n, filter: group.filter } : null;
}

/**
 * Costs paid with permanents you control (118.3): "Tap two untapped Wizards you control", "Return
 * two lands you control to their owner's hand", "Return ~ to its owner's hand". True when the
 * component was one of these (and added to `cost`).
 */
export function addPermanentCost(cost: MutableCost, component: string): boolean {
  if (component === `Return ${SELF} to its owner's hand`) {
    if (cost.returnSelf || cost.sacrificeSelf) return false;
    cost.returnSelf = true;
    return true;
  }
  const tap = /^Tap (.+ you control)$/.exec(component);
  if (tap?.[1] && / ?untapped /.test(tap[1])) {
    const what = counted(tap[1]);
    if (!what || cost.tapPermanents) return false;
    cost.tapPermanents = what;
    return true;
  }
  const back = /^Return (.+ you control) to (its|their) owner's hand$/.exec(component);
  if (back?.[1] && back[2]) {
    const what = counted(back[1]);
    if (!what || (what.n === 1) !== (back[2] === "its") || cost.returnPermanents) return false;
    cost.returnPermanents = what;
    return true;
  }
  return false;
}
