import { RulesViolation } from "../../kernel/problem.js";
import type { Ctx } from "./ctx.js";
import { type Decision, describeOptions } from "./decision.js";

/** 616.1: asks the player the order in which replacement effects apply; the labels, first applied first. */
export function chooseReplacementOrder(
  ctx: Ctx,
  decision: Extract<Decision, { kind: "orderReplacements" }>,
): readonly string[] {
  const a = ctx.chooser.choose(decision);
  if (a.kind === "order") return a.order;
  throw new RulesViolation({
    code: "rules.badAnswer",
    message: `${decision.player}'s answer doesn't fit the decision "${decision.prompt}": an order of ${describeOptions(decision)} is expected`,
    rule: decision.rule,
  });
}
