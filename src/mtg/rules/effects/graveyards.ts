import { log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects, resolvePlayers } from "./refs.js";

/** Objects put into libraries (401.4) and graveyards exiled whole (406.2). */
export const graveyardAndLibraryEffects = effectHandlers({
  putInLibrary: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) moveObject(ctx, id, "library", { at: e.at });
  },
  exileGraveyard: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r)) {
      const cards = [...player(ctx.state, p).graveyard];
      log(ctx.state, "exile", `${p}'s graveyard is exiled (${cards.length} card(s))`, "406.2");
      for (const id of cards) moveObject(ctx, id, "exile");
    }
  },
});
