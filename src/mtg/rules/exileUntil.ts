import { pickRandom } from "../../kernel/rng.js";
import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import { player } from "../game/objects.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { moveObject } from "./zones.js";

/**
 * "Exile cards from the top of your library until you exile `count` cards that [are wanted]": the
 * cards exiled, in order, and those found (fewer if the library runs out).
 */
export function exileFromTopUntil(
  ctx: Ctx,
  who: PlayerId,
  count: number,
  wanted: (id: ObjectId) => boolean,
): { exiled: ObjectId[]; found: ObjectId[] } {
  const exiled: ObjectId[] = [];
  const found: ObjectId[] = [];
  while (found.length < count) {
    const top = player(ctx.state, who).library[0];
    if (top === undefined) break;
    const id = moveObject(ctx, top, "exile");
    if (id === null) break;
    exiled.push(id);
    if (wanted(id)) found.push(id);
  }
  return { exiled, found };
}

/** "Put [those cards] on the bottom of your library in a random order" (the cards still in exile). */
export function putOnBottomInRandomOrder(ctx: Ctx, who: PlayerId, cards: readonly ObjectId[], rule: string): void {
  const { state } = ctx;
  const { seed, picked } = pickRandom(state.rng, [...cards], cards.length);
  state.rng = seed;
  for (const id of picked) moveObject(ctx, id, "library", { at: "bottom" });
  if (picked.length > 0)
    log(state, "library", `${picked.length} card(s) put on the bottom of ${who}'s library in a random order`, rule);
}
