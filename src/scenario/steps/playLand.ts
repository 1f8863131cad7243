import { z } from "zod";
import { object } from "../../mtg/game/objects.js";
import { performAction } from "../../mtg/rules/applyAction.js";
import type { Face, ObjectRef, StepCommon } from "../ast.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface PlayLandStep extends StepCommon {
  readonly kind: "playLand";
  readonly object: ObjectRef;
  /** Extension: play a modal double-faced card's back face (712.12). */
  readonly face?: Face;
}

/** `face: back` (extension): a modal double-faced card played as its back-face land (712.12). */
function schema(p: SchemaParts) {
  return z.union([p.id, p.selectRef, p.strict({ object: p.objectRef, face: p.face.optional() })], {
    error: "an object id, { select: … } or { object: …, face: back }",
  });
}

/** 4.1: play a land (305.1, 116.2a). */
export const playLand: StepDefinition<RawOf<typeof schema>, PlayLandStep> = {
  key: "playLand",
  schema,
  normalize(v, n, c, path) {
    if (typeof v === "string" || "select" in v) return { ...c, kind: "playLand", object: n.objectRef(v, path) };
    return {
      ...c,
      kind: "playLand",
      object: n.objectRef(v.object, [...path, "object"]),
      ...(v.face !== undefined ? { face: v.face } : {}),
    };
  },
  run(ctx, step, { ref }) {
    const id = ref(step.object);
    const face = step.face === "back" ? 1 : 0;
    performAction(ctx, { kind: "playLand", player: object(ctx.state, id).owner, object: id, face, takePriority: true });
  },
};
