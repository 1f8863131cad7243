import { pickRandom } from "../../kernel/rng.js";
import type { Ctx } from "../game/ctx.js";
import { changed } from "../game/draft.js";
import { player } from "../game/objects.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { discardCard } from "./discard.js";

/**
 * 701.9b: "discard N cards at random" — the cards are drawn from the player's hand by the game's
 * seeded generator (nobody chooses them), then discarded; a hand with fewer cards is discarded whole.
 */
export function discardAtRandom(ctx: Ctx, who: PlayerId, n: number): ObjectId[] {
  const { state } = ctx;
  const { seed, picked } = pickRandom(state.rng, player(state, who).hand, Math.max(0, n));
  state.rng = seed;
  changed(state);
  return picked.flatMap((id) => discardCard(ctx, who, id, " at random") ?? []);
}
