import { createTokenCopy } from "../../mtg/rules/enter.js";
import { moveObject } from "../../mtg/rules/zones.js";
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
  asIfAnEffect: true,
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
    const token = createTokenCopy(
      ctx,
      ref(step.of),
      step.controller,
      copyExceptionsOf(step.except),
      "a token-copy effect (scenario)",
      moveObject,
    );
    if (token && step.id) aliases.set(step.id, token.id);
  },
};
