import { z } from "zod";
import { performAction } from "../../mtg/rules/applyAction.js";
import type { ObjectRef, StepCommon, Zone } from "../ast.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface MoveStep extends StepCommon {
  readonly kind: "move";
  readonly object: ObjectRef;
  /** Extension: `object: [a, b]` — every object, `object` being the first: they enter the battlefield at the same time. */
  readonly objects?: readonly ObjectRef[];
  readonly to: Zone;
  /** Battlefield only: put it there under this player's control. */
  readonly controller?: string;
}

/** Extension: `object` may be a list — the objects are put onto the battlefield at the same time. */
function schema(p: SchemaParts) {
  return p.strict({
    object: z.union([p.objectRef, z.array(p.objectRef).min(1).max(100)]),
    to: p.zone,
    controller: p.nonEmpty.optional(),
  });
}

/** 4.2: move an object to a zone, as if an effect did it (400.7). */
export const move: StepDefinition<RawOf<typeof schema>, MoveStep> = {
  key: "move",
  schema,
  normalize(v, n, c, path) {
    n.player(v.controller, [...path, "controller"]);
    const objects = (Array.isArray(v.object) ? v.object : [v.object]).map((o, i) =>
      n.objectRef(o, Array.isArray(v.object) ? [...path, "object", i] : [...path, "object"]),
    );
    if (Array.isArray(v.object) && v.to !== "battlefield") {
      n.report(
        "schema.badValue",
        `a list of objects at ${n.where([...path, "object"])} can only be moved to the battlefield (they enter at the same time)`,
        [...path, "object"],
      );
    }
    return {
      ...c,
      kind: "move",
      object: objects[0] ?? n.objectRef("", [...path, "object"]),
      ...(Array.isArray(v.object) ? { objects } : {}),
      to: v.to,
      ...(v.controller !== undefined ? { controller: v.controller } : {}),
    };
  },
  run(ctx, step, { ref }) {
    performAction(ctx, {
      kind: "move",
      player: ctx.state.turn.active,
      object: step.objects ? step.objects.map(ref) : ref(step.object),
      to: step.to,
      ...(step.controller ? { controller: step.controller } : {}),
    });
  },
};
