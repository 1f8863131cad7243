import { createCardCopy } from "../../copy/castCopy.js";
import { log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { perspective } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import { castOrLeave } from "./copies.js";
import { effectHandlers } from "./handler.js";
import { resolvePlayers } from "./refs.js";

/**
 * 701.20a, 707.12: a player reveals their hand; the controller may copy a card in it matching the
 * filter, then may cast the copy (608.2g). A copy not cast ceases to exist (707.10a, 704.5e). The
 * model keeps each hand by owner: the copy is put in its controller's hand, from where it is cast
 * (Reversal of Fortune's ruling has it cast from the other player's hand; either way a hand).
 */
export const castCopyHandEffects = effectHandlers({
  copyCardInHand: (ctx, e, r) => {
    const { state } = ctx;
    for (const who of resolvePlayers(ctx, e.who, r)) {
      const hand = [...player(state, who).hand];
      log(state, "reveal", `${who} reveals their hand`, "701.20a", hand);
      const d = derive(state);
      const options = hand.filter((id) => matchesFilter(d.view, id, e.filter, perspective(r)));
      if (options.length === 0) continue; // 608.2d: nothing to choose
      const a = ctx.chooser.choose({
        kind: "chooseObject",
        player: r.controller,
        prompt: `${r.sourceName ?? "effect"}: you may copy a card in ${who}'s hand (null: none)`,
        options,
        optional: true,
        rule: "707.12",
      });
      const card = a.kind === "object" && a.id !== null ? state.objects[a.id]?.card : undefined;
      if (card) castOrLeave(ctx, createCardCopy(ctx, card, r.controller, "hand"), r, e.withoutPayingManaCost);
    }
  },
});
