import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";

/** The card an ability is on, returned from its owner's graveyard by its own ability (113.6m). */
export const graveyardSelfEffects = effectHandlers({
  returnSelfFromGraveyard: (ctx, e, r) => {
    // 400.7: a card that left the graveyard before the ability resolves is a new object; it stays where it is.
    const card = r.sourceId === null ? undefined : ctx.state.objects[r.sourceId];
    if (card?.zone !== "graveyard") return;
    // 110.2: a permanent put onto the battlefield by an ability enters under that ability's controller's control.
    moveObject(
      ctx,
      card.id,
      e.to,
      e.to === "battlefield" ? { controller: r.controller, ...(e.tapped ? { tapped: true } : {}) } : {},
    );
  },
});
