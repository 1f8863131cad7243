import { z } from "zod";
import { activatorOf } from "../../mtg/rules/activate.js";
import { performAction } from "../../mtg/rules/applyAction.js";
import type { ObjectRef, StepCommon, TargetRef } from "../ast.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface ActivateStep extends StepCommon {
  readonly kind: "activate";
  readonly object: ObjectRef;
  /** 1-based position among the object's abilities, or a substring matching exactly one. */
  readonly ability: number | string;
  readonly by?: string;
  readonly targets?: readonly TargetRef[];
  readonly modes?: readonly number[];
  readonly x?: number;
}

function schema(p: SchemaParts) {
  return p.strict({
    object: p.objectRef,
    ability: z.union([p.positive, p.nonEmpty], {
      error: "an ability's position (1, 2, …) or a part of its text",
    }),
    by: p.nonEmpty.optional(),
    targets: p.targets.optional(),
    modes: p.modes.optional(),
    x: p.count.optional(),
  });
}

/** 4.1: activate an ability (602.2). */
export const activate: StepDefinition<RawOf<typeof schema>, ActivateStep> = {
  key: "activate",
  schema,
  normalize(v, n, c, path) {
    n.player(v.by, [...path, "by"]);
    return {
      ...c,
      kind: "activate",
      object: n.objectRef(v.object, [...path, "object"]),
      ability: v.ability,
      ...(v.by !== undefined ? { by: v.by } : {}),
      ...(v.targets !== undefined ? { targets: n.targets(v.targets, [...path, "targets"]) } : {}),
      ...(v.modes !== undefined ? { modes: v.modes } : {}),
      ...(v.x !== undefined ? { x: v.x } : {}),
    };
  },
  run(ctx, step, { ref, target }) {
    const id = ref(step.object);
    performAction(ctx, {
      kind: "activate",
      player: step.by ?? activatorOf(ctx.state, id, step.ability),
      object: id,
      ability: step.ability,
      takePriority: true,
      ...(step.targets ? { targets: step.targets.map(target) } : {}),
      ...(step.x !== undefined ? { x: step.x } : {}),
      ...(step.modes ? { modes: step.modes.map((m) => m - 1) } : {}),
    });
  },
};
