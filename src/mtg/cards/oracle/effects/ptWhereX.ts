import type { Amount } from "../../../abilities/amount.js";
import type { ContinuousPart } from "../../../abilities/continuous.js";
import type { Effect } from "../../../abilities/effect.js";

/**
 * "Target creature gets +X/+X until end of turn, where X is ~'s power": the X of a P/T change
 * made by a resolving spell or ability is the counted amount, read once as it resolves (608.2h;
 * the effect records the number, rules/effects/lockedAmounts.ts). Null when no part has that X.
 */
export function replacePTX(e: Extract<Effect, { do: "continuous" }>, amount: Amount): Effect | null {
  let replaced = false;
  const swap = (a: Amount): Amount => {
    if (typeof a === "object" && a.of === "x") {
      replaced = true;
      return amount;
    }
    if (typeof a === "object" && a.of === "negate" && typeof a.amount === "object" && a.amount.of === "x") {
      replaced = true;
      return { of: "negate", amount };
    }
    return a;
  };
  const parts = e.parts.map(
    (p): ContinuousPart => (p.op === "modifyPT" ? { ...p, power: swap(p.power), toughness: swap(p.toughness) } : p),
  );
  // Any other X left (a set P/T, a count): not this shape.
  return replaced && !JSON.stringify(parts).includes('"of":"x"') ? { ...e, parts } : null;
}
