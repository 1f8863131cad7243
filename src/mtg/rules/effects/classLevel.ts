import { changed, log } from "../../game/draft.js";
import { derive } from "../../layers/derive.js";
import { effectHandlers } from "./handler.js";
import { writable } from "../../model/writableObject.js";

/** 716.2a: "This Class's level becomes N" — a designation of the source while it is on the battlefield (716.2b). */
export const classLevelEffects = effectHandlers({
  setClassLevel: (ctx, e, r) => {
    const o = r.sourceId !== null ? ctx.state.objects[r.sourceId] : undefined;
    if (o?.zone !== "battlefield") return;
    writable(ctx.state, o).classLevel = e.level;
    log(ctx.state, "level", `${derive(ctx.state).get(o.id)?.name ?? o.id} becomes level ${e.level}`, "716.2a", [o.id]);
    changed(ctx.state, o.id);
  },
});
