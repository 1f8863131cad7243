import type { CopyException } from "../../abilities/copyException.js";
import type { Ctx } from "../../game/ctx.js";
import type { Resolution } from "../../game/resolution.js";
import { amount } from "./refs.js";

/**
 * 608.2h: a number of counters the token enters with ("half that many +1/+1 counters") is read
 * once, as the instruction creating it resolves; X stays the copy's own (707.9e).
 */
export function lockExceptionAmounts(ctx: Ctx, exceptions: readonly CopyException[], r: Resolution): CopyException[] {
  return exceptions.map((e) =>
    e.except === "entersWithCounters" && typeof e.amount === "object" && e.amount.of !== "x"
      ? { ...e, amount: amount(ctx, e.amount, r) }
      : e,
  );
}
