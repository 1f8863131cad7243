import { performAction } from "../../mtg/rules/applyAction.js";
import type { CopyExceptions, ObjectRef, StepCommon } from "../ast.js";
import { copyExceptionsOf } from "../copyExceptions.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface BecomeCopyStep extends StepCommon {
  readonly kind: "becomeCopy";
  readonly object: ObjectRef;
  readonly of: ObjectRef;
  readonly except?: CopyExceptions;
}

function schema(p: SchemaParts) {
  return p.strict({ object: p.objectRef, of: p.objectRef, except: p.copyExceptions.optional() });
}

/** 4.2: a permanent becomes a copy of an object (707.2, 707.4), as if an effect did it. */
export const becomeCopy: StepDefinition<RawOf<typeof schema>, BecomeCopyStep> = {
  key: "becomeCopy",
  schema,
  normalize(v, n, c, path) {
    return {
      ...c,
      kind: "becomeCopy",
      object: n.objectRef(v.object, [...path, "object"]),
      of: n.objectRef(v.of, [...path, "of"]),
      ...(v.except !== undefined ? { except: { ...v.except } } : {}),
    };
  },
  run(ctx, step, { ref }) {
    const except = copyExceptionsOf(step.except);
    performAction(ctx, {
      kind: "becomeCopy",
      player: ctx.state.turn.active,
      object: ref(step.object),
      of: ref(step.of),
      ...(except.length > 0 ? { except } : {}),
    });
  },
};
