import { performAction } from "../../mtg/rules/applyAction.js";
import { object } from "../../mtg/game/objects.js";
import type { ObjectRef, StepCommon } from "../ast.js";
import { oneObject, oneObjectSchema } from "./oneObject.js";
import type { RawOf, StepDefinition } from "./step.js";

/** Extension: the foretell special action (702.143a): exile a card from hand, paying {2}. */
export interface ForetellStep extends StepCommon {
  readonly kind: "foretell";
  readonly object: ObjectRef;
}

/** Extension: the foretell special action (702.143a, 116.2h) for a card in hand. */
export const foretell: StepDefinition<RawOf<typeof oneObjectSchema>, ForetellStep> = {
  key: "foretell",
  schema: oneObjectSchema,
  normalize: (v, n, c, path) => ({ ...c, kind: "foretell", object: oneObject(v, n, path) }),
  run(ctx, step, { ref }) {
    const id = ref(step.object);
    performAction(ctx, { kind: "foretell", player: object(ctx.state, id).owner, object: id, takePriority: true });
  },
};
