import { performAction } from "../../mtg/rules/applyAction.js";
import type { ObjectRef, StepCommon } from "../ast.js";
import { oneObject, oneObjectSchema } from "./oneObject.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface TransformStep extends StepCommon {
  readonly kind: "transform";
  readonly object: ObjectRef;
}

/** 4.2: transform a permanent, as if an effect did it (701.27). */
export const transform: StepDefinition<RawOf<typeof oneObjectSchema>, TransformStep> = {
  key: "transform",
  schema: oneObjectSchema,
  normalize: (v, n, c, path) => ({ ...c, kind: "transform", object: oneObject(v, n, path) }),
  run(ctx, step, { ref }) {
    performAction(ctx, { kind: "transform", player: ctx.state.turn.active, object: ref(step.object) });
  },
};
