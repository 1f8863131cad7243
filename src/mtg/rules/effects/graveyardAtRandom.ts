import { pickRandom } from "../../../kernel/rng.js";
import { changed } from "../../game/draft.js";
import { enterTogether } from "../enterTogether.js";
import { moveObject } from "../zones.js";
import { graveyardCardsToExile } from "./graveyardExile.js";
import { effectHandlers } from "./handler.js";
import { exileAndLink } from "./linkedExile.js";
import { amount } from "./refs.js";

/**
 * "[exile / return] N [filter] cards at random from your graveyard [to your hand / to the
 * battlefield]": the cards are drawn by the game's seeded generator among the controller's matching
 * cards as the instruction is carried out (608.2c), then moved together.
 */
export const graveyardAtRandomEffects = effectHandlers({
  moveAtRandomFromGraveyard: (ctx, e, r) => {
    const { state } = ctx;
    const options = graveyardCardsToExile(ctx, e.filter, r);
    const { seed, picked } = pickRandom(state.rng, options, Math.max(0, amount(ctx, e.count, r)));
    state.rng = seed;
    changed(state);
    if (e.to === "exile") {
      // 607.2a: cards "exiled with ~" for the instructions (of this ability or a linked one) that name them.
      r.exiled.push(...exileAndLink(ctx, picked, r).map((d) => d.exiled));
      return;
    }
    if (e.to === "hand") {
      r.thisWay.push(...picked.flatMap((id) => moveObject(ctx, id, "hand") ?? []));
      return;
    }
    // 603.6a: the cards put onto the battlefield by one instruction enter at the same time.
    enterTogether(ctx, (together) => {
      for (const id of picked) {
        const entered = moveObject(together, id, "battlefield", { controller: r.controller });
        if (entered) r.thisWay.push(entered);
      }
    });
  },
});
