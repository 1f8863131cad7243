import { z } from "zod";
import { derive } from "../../mtg/layers/derive.js";
import { performAction } from "../../mtg/rules/applyAction.js";
import { turnFaceUp as turnUp } from "../../mtg/rules/faceDown.js";
import type { ObjectRef, StepCommon } from "../ast.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface TurnFaceUpStep extends StepCommon {
  readonly kind: "turnFaceUp";
  readonly object: ObjectRef;
  /** Extension: turned face up by an effect (708.7), not the morph special action — no cost. */
  readonly byEffect?: boolean;
}

function schema(p: SchemaParts) {
  return z.union([p.id, p.selectRef, p.strict({ object: p.objectRef, byEffect: z.boolean().optional() })], {
    error: "an object id, { select: … } or { object: …, byEffect: true }",
  });
}

/** 4.1: turn a face-down permanent face up (702.37e special action, or 708.7 by an effect). */
export const turnFaceUp: StepDefinition<RawOf<typeof schema>, TurnFaceUpStep> = {
  key: "turnFaceUp",
  schema,
  normalize(v, n, c, path) {
    if (typeof v === "string" || "select" in v) return { ...c, kind: "turnFaceUp", object: n.objectRef(v, path) };
    return {
      ...c,
      kind: "turnFaceUp",
      object: n.objectRef(v.object, [...path, "object"]),
      ...(v.byEffect !== undefined ? { byEffect: v.byEffect } : {}),
    };
  },
  run(ctx, step, { ref }) {
    const id = ref(step.object);
    // 708.7: turned face up by an effect, a test convenience; otherwise the special action (702.37e).
    if (step.byEffect === true) turnUp(ctx, id, true);
    else {
      const player = derive(ctx.state).get(id)?.controller ?? ctx.state.turn.active;
      performAction(ctx, { kind: "turnFaceUp", player, object: id, takePriority: true });
    }
  },
};
