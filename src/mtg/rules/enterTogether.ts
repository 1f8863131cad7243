import type { GameObject, ObjectId } from "../model/object.js";
import type { Ctx } from "./ctx.js";
import { changed } from "./draft.js";
import { type EnterSpec, entered, prepareEntering } from "./enter.js";
import { object } from "./objects.js";
import { type MoveOptions, moveObject } from "./zones.js";

/**
 * Puts several objects onto the battlefield at the same time (Show and Tell). Each enters with
 * the replacement effects that apply to it judged as it would exist (614.12), the others not yet
 * on the battlefield: their static abilities don't apply to it, and it can't enter as a copy of
 * one of them. The "as enters" choices are made in APNAP order of the players they enter under
 * (Show and Tell's ruling; 101.4). Then they have all entered, and each one's enters-triggered
 * abilities see the others enter (603.6a). Returns the new objects' ids, in the order given.
 */
export function moveOntoBattlefieldTogether(ctx: Ctx, ids: readonly ObjectId[], options: MoveOptions = {}): (ObjectId | null)[] {
  const { state } = ctx;
  const prepared: GameObject[] = [];
  // Until all have entered, a prepared permanent is kept out of the others' sight: out of the battlefield list, and treated as though it doesn't exist.
  const enter = (c: Ctx, spec: EnterSpec): GameObject => {
    const obj = prepareEntering(c, spec);
    if (state.objects[obj.id] === obj) {
      state.battlefield.splice(state.battlefield.indexOf(obj.id), 1);
      obj.status.phasedOut = true;
      changed(state, obj.id);
      prepared.push(obj);
    }
    return obj;
  };
  const players = state.players.map((p) => p.name);
  const active = players.indexOf(state.turn.active);
  const turnOrder = (id: ObjectId) => (players.indexOf(options.controller ?? object(state, id).owner) - active + players.length) % players.length;
  const order = [...ids].sort((a, b) => turnOrder(a) - turnOrder(b));
  const moved = new Map(order.map((id) => [id, moveObject(ctx, id, "battlefield", { ...options, enter })]));
  for (const obj of prepared) {
    obj.status.phasedOut = false;
    state.battlefield.push(obj.id);
  }
  changed(state, ...prepared.map((o) => o.id));
  for (const obj of prepared) entered(ctx, obj);
  return ids.map((id) => moved.get(id) ?? null);
}
