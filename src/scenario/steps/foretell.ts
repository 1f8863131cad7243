import { foretellCard } from "../../mtg/rules/foretell.js";
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
  asIfAnEffect: false,
  normalize: (v, n, c, path) => ({ ...c, kind: "foretell", object: oneObject(v, n, path) }),
  run(ctx, step, { ref }) {
    foretellCard(ctx, ref(step.object));
  },
};
