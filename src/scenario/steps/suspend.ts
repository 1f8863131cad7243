import { performAction } from "../../mtg/rules/applyAction.js";
import { object } from "../../mtg/game/objects.js";
import type { ObjectRef, StepCommon } from "../ast.js";
import { oneObject, oneObjectSchema } from "./oneObject.js";
import type { RawOf, StepDefinition } from "./step.js";

/** Extension: the suspend special action (702.62a): exile a card from hand with time counters. */
export interface SuspendStep extends StepCommon {
  readonly kind: "suspend";
  readonly object: ObjectRef;
}

/** Extension: the suspend special action (702.62a, 116.2f) for a card in hand. */
export const suspend: StepDefinition<RawOf<typeof oneObjectSchema>, SuspendStep> = {
  key: "suspend",
  schema: oneObjectSchema,
  normalize: (v, n, c, path) => ({ ...c, kind: "suspend", object: oneObject(v, n, path) }),
  run(ctx, step, { ref }) {
    const id = ref(step.object);
    performAction(ctx, { kind: "suspend", player: object(ctx.state, id).owner, object: id, takePriority: true });
  },
};
