import { chooseObjectAmong } from "../../game/chooseObject.js";
import { moveObject } from "../zones.js";
import { graveyardCardsToExile } from "./graveyardExile.js";
import { effectHandlers } from "./handler.js";

/**
 * 608.2d: "[you may] return a creature card from your graveyard to your hand / to the battlefield"
 * — no target; the card is chosen among those in the graveyard as the instruction is carried out
 * (a card milled earlier in the same resolution can be chosen), then it is "that card" (400.7).
 */
export const graveyardReturnChosenEffects = effectHandlers({
  returnFromGraveyard: (ctx, e, r) => {
    const chosen = chooseObjectAmong(ctx, {
      player: r.controller,
      prompt: `${r.sourceName ?? "effect"}: choose a card in your graveyard to return to your ${e.to === "hand" ? "hand" : "battlefield"}`,
      options: graveyardCardsToExile(ctx, e.filter, r),
      rule: "608.2d",
      ...(e.optional ? { optional: true } : {}),
    });
    if (chosen === null) return;
    const moved =
      e.to === "hand"
        ? moveObject(ctx, chosen, "hand")
        : moveObject(ctx, chosen, "battlefield", { controller: r.controller, ...(e.tapped ? { tapped: true } : {}) });
    if (moved) r.thisWay.push(moved);
  },
});
