import type { Amount } from "../../abilities/amount.js";
import type { ContinuousPart } from "../../abilities/continuous.js";
import type { Ctx } from "../../game/ctx.js";
import type { Resolution } from "../../game/resolution.js";
import { amount } from "./refs.js";

/**
 * 608.2h: a number a resolving spell or ability reads from the game ("+X/+X, where X is ~'s power",
 * "the number of creatures you control") is determined once, as the effect is created, and the
 * effect keeps that number (0 for a negative one, 107.1b). X (recorded with the effect) and a number read from each affected object
 * ("its mana value") stay as they are.
 */
export function lockAmounts(ctx: Ctx, parts: readonly ContinuousPart[], r: Resolution): readonly ContinuousPart[] {
  const lock = (a: Amount | undefined): Amount | undefined => {
    if (a === undefined || !isRead(a)) return a;
    // 107.1b: a number read as negative (a creature's power) is 0.
    return typeof a === "object" && a.of === "negate"
      ? -Math.max(0, amount(ctx, a.amount, r))
      : Math.max(0, amount(ctx, a, r));
  };
  return parts.map((p): ContinuousPart => {
    if (p.op === "modifyPT") return { ...p, power: lock(p.power) ?? 0, toughness: lock(p.toughness) ?? 0 };
    return p;
  });
}

/** A number read from the game as a whole, not X and not a value of each affected object. */
function isRead(a: Amount): boolean {
  if (typeof a === "number") return false;
  if (a.of === "negate") return isRead(a.amount);
  return a.of !== "x" && a.of !== "affectedManaValue";
}
