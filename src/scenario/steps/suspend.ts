import { suspendCard } from "../../mtg/rules/suspend.js";
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
  asIfAnEffect: false,
  normalize: (v, n, c, path) => ({ ...c, kind: "suspend", object: oneObject(v, n, path) }),
  run(ctx, step, { ref }) {
    suspendCard(ctx, ref(step.object));
  },
};
