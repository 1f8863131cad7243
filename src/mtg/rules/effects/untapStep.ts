import { changed, log } from "../../game/draft.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";
import { writable } from "../../model/writableObject.js";

/** 502.3: effects on a permanent's next untap step. */
export const untapStepEffects = effectHandlers({
  doesntUntapNext: (ctx, e, r) => {
    const { state } = ctx;
    for (const id of resolveObjects(ctx, e.what, r)) {
      const o = state.objects[id];
      if (o?.zone !== "battlefield") continue;
      writable(state, o).skipsNextUntap = { player: e.during === "you" ? r.controller : null };
      const whose = e.during === "you" ? `${r.controller}'s` : "its controller's";
      log(state, "untap", `${id} won't untap during ${whose} next untap step`, "502.3", [id]);
      changed(state, id);
    }
  },
});
