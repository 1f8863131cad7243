import type { Derived } from "../layers/derive.js";
import type { GameState } from "../model/state.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { changed, log } from "../game/draft.js";
import { writable } from "../model/writableObject.js";

/**
 * 502.3: the permanents that don't untap during this untap step of `active` because an effect
 * said "doesn't untap during its controller's next untap step" (the step of whoever controls it
 * now) or "… during your next untap step" (only while that player still controls it). Each such
 * effect ends with the step it was waiting for, whether or not it kept anything tapped.
 */
export function keptTappedThisUntapStep(state: GameState, d: Derived, active: PlayerId): ReadonlySet<ObjectId> {
  const kept = new Set<ObjectId>();
  for (const id of state.battlefield) {
    const o = state.objects[id];
    const skip = o?.skipsNextUntap;
    if (!o || !skip) continue;
    const controller = d.get(id)?.controller;
    if ((skip.player ?? controller) !== active) continue;
    delete writable(state, o).skipsNextUntap;
    changed(state, id);
    if (controller !== active) continue;
    kept.add(id);
    if (o.status.tapped) log(state, "untap", `${id} doesn't untap during this untap step`, "502.3", [id]);
  }
  return kept;
}
