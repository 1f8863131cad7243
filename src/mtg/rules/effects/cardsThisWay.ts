import { derive } from "../../layers/derive.js";
import { log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects, resolvePlayers } from "./refs.js";

/**
 * Cards an instruction reveals or names for the next ones ("that card", "the card", 608.2c): the
 * resolution keeps them (`Resolution.thisWay`).
 */
export const cardsThisWayEffects = effectHandlers({
  revealTop: (ctx, e, r) => {
    const { state } = ctx;
    const d = derive(state);
    const revealed = resolvePlayers(ctx, e.who, r).flatMap((p) => player(state, p).library.slice(0, 1));
    // 701.20a: revealed to every player; the card stays on top of the library.
    for (const id of revealed)
      log(state, "reveal", `${state.objects[id]?.owner ?? "?"} reveals ${d.get(id)?.name ?? id}`, "701.20a", [id]);
    r.thisWay.splice(0, r.thisWay.length, ...revealed);
  },
  putIntoGraveyard: (ctx, e, r) => {
    // 404.1: a card goes to its owner's graveyard.
    for (const id of resolveObjects(ctx, e.what, r))
      if (ctx.state.objects[id]?.zone !== "graveyard") moveObject(ctx, id, "graveyard");
  },
});
