import { z } from "zod";
import { performAction } from "../../mtg/rules/applyAction.js";
import type { StepCommon, StepName } from "../ast.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface AdvanceStep extends StepCommon {
  readonly kind: "advance";
  readonly to: StepName;
  /** Not given: the first time that step begins (this turn or the next). */
  readonly turn?: "current" | "next";
}

function schema(p: SchemaParts) {
  return z.union([p.stepName, p.strict({ to: p.stepName, turn: z.enum(["current", "next"]).optional() })], {
    error: "a step name or { to: <step>, turn: next }",
  });
}

/** 4.1: players pass until the game reaches a step (500.1). */
export const advance: StepDefinition<RawOf<typeof schema>, AdvanceStep> = {
  key: "advance",
  schema,
  normalize(v, _n, c) {
    if (typeof v === "string") return { ...c, kind: "advance", to: v };
    return { ...c, kind: "advance", to: v.to, ...(v.turn !== undefined ? { turn: v.turn } : {}) };
  },
  run(ctx, step) {
    performAction(ctx, { kind: "advance", player: ctx.state.turn.active, to: step.to, nextTurn: step.turn === "next" });
  },
};
