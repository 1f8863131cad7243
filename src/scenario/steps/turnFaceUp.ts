import { z } from "zod";
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
  asIfAnEffect: false,
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
    turnUp(ctx, ref(step.object), step.byEffect === true);
  },
};
