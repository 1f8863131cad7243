import type { Ctx } from "../../game/ctx.js";
import { changed, log } from "../../game/draft.js";
import type { Resolution } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import type { ObjectId } from "../../model/object.js";
import { otherUnpairedCreatures, unpairedCreatureOf } from "../soulbond.js";
import { effectHandlers } from "./handler.js";
import { writable } from "../../model/writableObject.js";

/** 702.95: soulbond. */
export const soulbondEffects = effectHandlers({
  soulbondPair: (ctx, _e, r) => {
    const self = r.sourceId;
    const d = derive(ctx.state);
    // 603.4, 702.95c: both must still be unpaired creatures its controller controls.
    if (self === null || !unpairedCreatureOf(d.view, self, r.controller)) return;
    const entered = r.triggerObject;
    if (entered !== null && entered !== self) {
      if (!unpairedCreatureOf(d.view, entered, r.controller)) return;
      const a = ctx.chooser.choose({
        kind: "yesNo",
        player: r.controller,
        prompt: `${r.sourceName ?? self}: pair ${d.get(entered)?.name ?? entered} with it?`,
        rule: "702.95a",
      });
      if (a.kind === "yesNo" && a.yes) pair(ctx, r, self, entered);
      return;
    }
    const options = otherUnpairedCreatures(d.view, self, r.controller);
    if (options.length === 0) return;
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: r.controller,
      prompt: `${r.sourceName ?? self}: choose another unpaired creature you control to pair it with, or none`,
      options,
      optional: true,
      rule: "702.95a",
    });
    if (a.kind === "object" && a.id !== null && options.includes(a.id)) pair(ctx, r, self, a.id);
  },
});

/** 702.95b, 702.95d: each becomes paired with the other, for as long as its controller controls both. */
function pair(ctx: Ctx, r: Resolution, a: ObjectId, b: ObjectId): void {
  const { state } = ctx;
  const [x, y] = [state.objects[a], state.objects[b]];
  if (!x || !y) return;
  // Frozen: never changed in place, so copies of the state may share them (cloneState.ts).
  writable(state, x).paired = Object.freeze({ with: b, controller: r.controller });
  writable(state, y).paired = Object.freeze({ with: a, controller: r.controller });
  changed(state, a, b);
  const d = derive(state);
  log(state, "pair", `${d.get(a)?.name ?? a} is paired with ${d.get(b)?.name ?? b}`, "702.95a", [a, b]);
}
