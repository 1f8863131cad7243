import { putNinjaOntoBattlefield } from "../ninjutsu.js";
import { effectHandlers } from "./handler.js";

/** 702.49a: ninjutsu's instruction. */
export const ninjutsuEffects = effectHandlers({
  ninjutsu: (ctx, _e, r) => {
    // "Put this card onto the battlefield from your hand": nothing happens if it has left the hand (400.7).
    const card = r.sourceId === null ? undefined : ctx.state.objects[r.sourceId];
    if (card?.zone !== "hand") return;
    putNinjaOntoBattlefield(ctx, card.id, r.controller, r.decisions.ninjutsuAttacked);
  },
});
