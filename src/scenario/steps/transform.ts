import { transformPermanent } from "../../mtg/rules/cardActions.js";
import { illegal } from "../../mtg/game/draft.js";
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
  asIfAnEffect: true,
  normalize: (v, n, c, path) => ({ ...c, kind: "transform", object: oneObject(v, n, path) }),
  run(ctx, step, { ref }) {
    // 701.27a: only a permanent transforms; the rules' own transform does the rest (701.27c, 712.4c,
    // 712.15a: nothing happens to one that can't; 613.7g, 603.2: new timestamp, "transforms" triggers).
    const id = ref(step.object);
    if (ctx.state.objects[id]?.zone !== "battlefield") illegal("only a permanent can transform", "701.27a");
    transformPermanent(ctx, id);
  },
};
