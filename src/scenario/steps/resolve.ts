import { z } from "zod";
import { RulesViolation } from "../../kernel/problem.js";
import { resolveTop } from "../../mtg/rules/resolve.js";
import type { StepCommon } from "../ast.js";
import { timeUp } from "../deadline.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface ResolveStep extends StepCommon {
  readonly kind: "resolve";
  /** How many top objects to resolve, or "all" until the stack is empty. */
  readonly count: number | "all";
}

const MAX_RESOLVES = 1000;

function schema(p: SchemaParts) {
  return z.union([p.positive, z.literal("all")], { error: '1 (or another count) or "all"' });
}

/** 4.1: resolve the top of the stack, a number of times or until it is empty (608.2). */
export const resolve: StepDefinition<RawOf<typeof schema>, ResolveStep> = {
  key: "resolve",
  schema,
  asIfAnEffect: false,
  normalize: (v, _n, c) => ({ ...c, kind: "resolve", count: v }),
  run(ctx, step, { file, deadline }) {
    const { state } = ctx;
    const n = step.count === "all" ? MAX_RESOLVES : step.count;
    for (let i = 0; i < n && state.stack.length > 0; i++) {
      const late = timeUp(deadline, file, step.line);
      if (late) throw new RulesViolation(late);
      resolveTop(ctx);
    }
    if (step.count === "all" && state.stack.length > 0) {
      throw new RulesViolation({
        code: "rules.loop",
        message: `the stack was still not empty after ${MAX_RESOLVES} resolutions`,
        rule: "104.4b",
      });
    }
  },
};
