import { performAction } from "../../mtg/rules/applyAction.js";
import type { CopyExceptions, ObjectRef, StepCommon } from "../ast.js";
import { copyExceptionsOf } from "../copyExceptions.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface CreateCopyStep extends StepCommon {
  readonly kind: "createCopy";
  readonly of: ObjectRef;
  /** Default: the active player. */
  readonly controller: string;
  readonly id?: string;
  readonly except?: CopyExceptions;
}

function schema(p: SchemaParts) {
  return p.strict({
    of: p.objectRef,
    controller: p.nonEmpty.optional(),
    id: p.id.optional(),
    except: p.copyExceptions.optional(),
  });
}

/** 4.2: create a token that is a copy of an object (707.2, 111.10), as if an effect did it. */
export const createCopy: StepDefinition<RawOf<typeof schema>, CreateCopyStep> = {
  key: "createCopy",
  schema,
  makesCopy: true,
  normalize(v, n, c, path) {
    n.player(v.controller, [...path, "controller"]);
    const of = n.objectRef(v.of, [...path, "of"]);
    if (v.id !== undefined) n.introduceId(v.id, [...path, "id"]);
    return {
      ...c,
      kind: "createCopy",
      of,
      controller: v.controller ?? n.active,
      ...(v.id !== undefined ? { id: v.id } : {}),
      ...(v.except !== undefined ? { except: { ...v.except } } : {}),
    };
  },
  run(ctx, step, { ref, aliases }) {
    const except = copyExceptionsOf(step.except);
    const made = performAction(ctx, {
      kind: "createTokenCopy",
      player: step.controller,
      of: ref(step.of),
      ...(except.length > 0 ? { except } : {}),
    });
    if (made && step.id) aliases.set(step.id, made);
  },
};
