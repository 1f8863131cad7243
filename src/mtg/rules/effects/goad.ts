import { goad } from "../goad.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";

/** 701.15a: the controller of the spell or ability goads each object named. */
export const goadEffects = effectHandlers({
  goad: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) goad(ctx, id, r.controller, e.forRestOfGame === true);
  },
});
