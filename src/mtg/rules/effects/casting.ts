import { mayCastWithoutPaying } from "../cardActions.js";
import { exileThenMayCastTransformed } from "../castTransformed.js";
import { exileUntilCastOneHandOne } from "../effectsOnResolution.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";

/** Casting a card while the instruction resolves (608.2g, 601.2). */
export const castingEffects = effectHandlers({
  mayCastWithoutPaying: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) mayCastWithoutPaying(ctx, id, r);
  },
  exileUntilCastOneHandOne: (ctx, e, r) => exileUntilCastOneHandOne(ctx, e.filter, e.count, r),
  exileThenMayCastTransformed: (ctx, e, r) => exileThenMayCastTransformed(ctx, resolveObjects(ctx, e.what, r), r),
});
