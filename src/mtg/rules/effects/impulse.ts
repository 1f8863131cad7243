import { log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import type { ObjectId } from "../../model/object.js";
import { grantPlayPermission } from "../playFromExile.js";
import { shuffleLibrary } from "../shuffle.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects, resolvePlayers } from "./refs.js";

/** Shuffling, exiling cards from the top of a library, and the permission to play them from exile (601.3, 305.2). */
export const impulseEffects = effectHandlers({
  shuffleLibrary: (ctx, e, r) => {
    for (const who of resolvePlayers(ctx, e.who, r)) shuffleLibrary(ctx, who);
  },
  exileTopOfLibrary: (ctx, e, r) => {
    const n = amount(ctx, e.count, r);
    for (const who of resolvePlayers(ctx, e.who, r)) {
      // 406.3: exiled face up, one at a time from the top (fewer if the library runs out).
      const exiled: ObjectId[] = [];
      for (let i = 0; i < n; i++) {
        const top = player(ctx.state, who).library[0];
        const id = top === undefined ? null : moveObject(ctx, top, "exile");
        if (id === null) break;
        exiled.push(id);
      }
      log(ctx.state, "exile", `${who} exiles the top ${exiled.length} card(s) of their library`, "406.3", exiled);
      r.exiled.push(...exiled);
    }
  },
  mayPlayFromExile: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r))
      grantPlayPermission(ctx, id, {
        player: r.controller,
        action: e.action,
        lasts: e.lasts,
        ...(e.withoutPayingManaCost ? { withoutPayingManaCost: true } : {}),
        ...(e.spendAsAny ? { spendAsAny: e.spendAsAny } : {}),
        ...(e.payLifeInstead ? { payLifeInstead: true } : {}),
        source: r.sourceName,
      });
  },
});
