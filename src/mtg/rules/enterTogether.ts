import type { GameObject, ObjectId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changed } from "../game/draft.js";
import { entered } from "./enter.js";
import { object } from "../game/objects.js";
import { type MoveOptions, moveObject } from "./zones.js";
import { writable } from "../model/writableObject.js";

/**
 * 603.6a, 614.12: runs `put`, in which every object put onto the battlefield (`enterBattlefield`
 * with the context given to `put`) enters at the same time as the others. Each enters with the
 * replacement effects that apply to it judged as it would exist, the others not yet on the
 * battlefield: their static abilities don't apply to it, and it can't enter as a copy of one of
 * them. Then they have all entered, and each one's enters-triggered abilities see the others.
 */
export function enterTogether<T>(ctx: Ctx, put: (together: Ctx) => T): T {
  const { state } = ctx;
  const entering: GameObject[] = [];
  const result = put({ ...ctx, entering });
  for (const obj of entering) {
    writable(state, obj).status.phasedOut = false;
    state.battlefield.push(obj.id);
  }
  changed(state, ...entering.map((o) => o.id));
  for (const obj of entering) entered(ctx, obj);
  return result;
}

/**
 * Puts several objects onto the battlefield at the same time (Show and Tell). The "as enters"
 * choices are made in APNAP order of the players they enter under (Show and Tell's ruling; 101.4).
 * Returns the new objects' ids, in the order given.
 */
export function moveOntoBattlefieldTogether(
  ctx: Ctx,
  ids: readonly ObjectId[],
  options: MoveOptions = {},
): (ObjectId | null)[] {
  const { state } = ctx;
  const players = state.players.map((p) => p.name);
  const active = players.indexOf(state.turn.active);
  const turnOrder = (id: ObjectId) =>
    (players.indexOf(options.controller ?? object(state, id).owner) - active + players.length) % players.length;
  const order = [...ids].sort((a, b) => turnOrder(a) - turnOrder(b));
  const moved = enterTogether(
    ctx,
    (together) => new Map(order.map((id) => [id, moveObject(together, id, "battlefield", options)])),
  );
  return ids.map((id) => moved.get(id) ?? null);
}
