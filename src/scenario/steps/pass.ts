import { z } from "zod";
import { performAction } from "../../mtg/rules/applyAction.js";
import { priorityHolder } from "../../mtg/rules/legalActions.js";
import type { StepCommon } from "../ast.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface PassStep extends StepCommon {
  readonly kind: "pass";
}

function schema() {
  return z.literal(true);
}

/** 4.1: the player with priority passes it (117.3d). */
export const pass: StepDefinition<RawOf<typeof schema>, PassStep> = {
  key: "pass",
  schema,
  normalize: (_v, _n, c) => ({ ...c, kind: "pass" }),
  run(ctx) {
    performAction(ctx, { kind: "pass", player: priorityHolder(ctx.state) });
  },
};
