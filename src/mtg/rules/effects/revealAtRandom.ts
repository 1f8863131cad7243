import { pickRandom } from "../../../kernel/rng.js";
import { changed, log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { effectHandlers } from "./handler.js";
import { resolvePlayers } from "./refs.js";

/**
 * 701.20a: "target player reveals a card at random from their hand" — the card is drawn by the
 * game's seeded generator and shown to all; it stays in the hand and is "that card" / "the revealed
 * card" for the next instructions (608.2c).
 */
export const revealAtRandomEffects = effectHandlers({
  revealAtRandomFromHand: (ctx, e, r) => {
    const { state } = ctx;
    for (const who of resolvePlayers(ctx, e.who, r)) {
      const { seed, picked } = pickRandom(state.rng, player(state, who).hand, 1);
      state.rng = seed;
      changed(state);
      const [card] = picked;
      if (card === undefined) continue;
      log(state, "reveal", `${who} reveals ${card} at random from their hand`, "701.20a", [card]);
      r.thisWay.splice(0, r.thisWay.length, card);
    }
  },
});
