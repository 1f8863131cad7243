import { z } from "zod";
import { performAction } from "../../mtg/rules/applyAction.js";
import type { StepCommon } from "../ast.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface EndTurnStep extends StepCommon {
  readonly kind: "endTurn";
}

function schema() {
  return z.literal(true);
}

/** 4.2: go on to the next turn's first main phase, resolving nothing. */
export const endTurn: StepDefinition<RawOf<typeof schema>, EndTurnStep> = {
  key: "endTurn",
  schema,
  // The next turn's steps already give priority as they begin.
  normalize: (_v, _n, c) => ({ ...c, kind: "endTurn" }),
  run(ctx) {
    performAction(ctx, { kind: "endTurn", player: ctx.state.turn.active });
  },
};
