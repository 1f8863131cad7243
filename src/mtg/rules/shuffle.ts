import { pickRandom } from "../../kernel/rng.js";
import type { PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { player } from "../game/objects.js";

/** 701.24a: shuffles a player's library with the game's seeded generator. */
export function shuffleLibrary(ctx: Ctx, who: PlayerId): void {
  const { state } = ctx;
  const p = player(state, who);
  const { seed, picked } = pickRandom(state.rng, p.library, p.library.length);
  state.rng = seed;
  p.library = picked;
  changed(state);
  log(state, "shuffle", `${who} shuffles their library`, "701.24a");
}
