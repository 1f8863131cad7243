import { z } from "zod";
import { RulesViolation } from "../../kernel/problem.js";
import { performAction } from "../../mtg/rules/applyAction.js";
import type { StepCommon } from "../ast.js";
import { timeUp } from "../deadline.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface ResolveStep extends StepCommon {
  readonly kind: "resolve";
  /** How many top objects to resolve, or "all" until the stack is empty. */
  readonly count: number | "all";
}

function schema(p: SchemaParts) {
  return z.union([p.positive, z.literal("all")], { error: '1 (or another count) or "all"' });
}

/** 4.1: resolve the top of the stack, a number of times or until it is empty (608.2). */
export const resolve: StepDefinition<RawOf<typeof schema>, ResolveStep> = {
  key: "resolve",
  schema,
  normalize: (v, _n, c) => ({ ...c, kind: "resolve", count: v }),
  run(ctx, step, { file, deadline }) {
    const beforeResolving = () => {
      const late = timeUp(deadline, file, step.line);
      if (late) throw new RulesViolation(late);
    };
    performAction({ ...ctx, beforeResolving }, { kind: "resolve", player: ctx.state.turn.active, count: step.count });
  },
};
