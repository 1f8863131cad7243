import type { Ctx } from "../game/ctx.js";
import { changed } from "../game/draft.js";
import type { Perspective } from "../layers/evaluate.js";
import { pairedPartner } from "../layers/pairs.js";
import type { LayerView } from "../layers/view.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameEvent } from "./events.js";
import { writable } from "../model/writableObject.js";

/** 702.95a: a creature on the battlefield that `controller` controls and that is unpaired. */
export function unpairedCreatureOf(view: LayerView, id: ObjectId, controller: PlayerId): boolean {
  const c = view.get(id);
  return (
    view.state.objects[id]?.zone === "battlefield" &&
    c?.types.includes("Creature") === true &&
    c.controller === controller &&
    pairedPartner(view, id) === null
  );
}

/** 702.95a: the unpaired creatures `controller` controls other than `id`. */
export function otherUnpairedCreatures(view: LayerView, id: ObjectId, controller: PlayerId): ObjectId[] {
  return view.battlefield().filter((x) => x !== id && unpairedCreatureOf(view, x, controller));
}

/**
 * 702.95a, 603.4: whether one of soulbond's triggers triggers on this event — its intervening "if"
 * ("if you control both … and both are unpaired") read as the creature enters. The trigger object
 * is the creature that entered.
 */
export function soulbondTriggers(
  view: LayerView,
  p: Perspective,
  ev: GameEvent,
  entering: "self" | "another",
): ObjectId | false {
  const self = p.sourceId;
  if (ev.event !== "entered" || self === null || !unpairedCreatureOf(view, self, p.controller)) return false;
  if (entering === "self")
    return ev.id === self && otherUnpairedCreatures(view, self, p.controller).length > 0 ? ev.id : false;
  return ev.id !== self && unpairedCreatureOf(view, ev.id, p.controller) ? ev.id : false;
}

/**
 * 702.95e: a pair broken (a creature left, stopped being a creature, or changed controller) stays
 * broken: both forget it. Returns nothing: forgetting is not a state-based action.
 */
export function forgetBrokenPairs(ctx: Ctx, view: LayerView): void {
  for (const id of ctx.state.battlefield) {
    const o = ctx.state.objects[id];
    if (!o?.paired || pairedPartner(view, id) !== null) continue;
    delete writable(ctx.state, o).paired;
    changed(ctx.state, id);
  }
}
