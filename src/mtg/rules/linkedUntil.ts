import type { GameObject, ObjectId, ZoneName } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { entered } from "./enter.js";
import type { MoveOptions } from "./zones.js";
import { writable } from "../model/writableObject.js";

/**
 * 610.3: "exile [objects] until ~ leaves the battlefield". The source remembers each object it
 * exiled this way under a key naming the zone the object came from; as soon as the source leaves
 * the battlefield, a second one-shot effect returns each one still in exile to that zone.
 */

const UNTIL = "610.3>";

/** Records that `exiled` (as it is in exile) returns to `from` when `source` leaves the battlefield. */
export function exiledUntilSourceLeaves(state: GameState, source: GameObject, exiled: ObjectId, from: ZoneName): void {
  const key = `${UNTIL}${from}`;
  const linked = writable(state, source).linked;
  linked[key] = [...(linked[key] ?? []), exiled];
}

type Move = (ctx: Ctx, id: ObjectId, to: ZoneName, options?: MoveOptions) => ObjectId | null;

/**
 * 610.3: `left` has just left the battlefield: each object it exiled "until" then, still in exile
 * (400.7: one that left exile is a new object and stays where it is), returns to its previous zone —
 * to the battlefield under its owner's control (610.3c). 610.3d: they return at the same time.
 */
export function returnExiledUntilLeft(ctx: Ctx, left: GameObject, move: Move): void {
  const { state } = ctx;
  const back: { readonly id: ObjectId; readonly to: ZoneName }[] = [];
  for (const [key, ids] of Object.entries(left.linked)) {
    if (!key.startsWith(UNTIL)) continue;
    const to = key.slice(UNTIL.length) as ZoneName;
    for (const id of ids) if (state.objects[id]?.zone === "exile") back.push({ id, to });
  }
  if (back.length === 0) return;
  log(state, "return", `${left.id} left the battlefield: the cards it exiled return`, "610.3", [left.id]);
  const entering: GameObject[] = [];
  const together = { ...ctx, entering };
  for (const { id, to } of back) {
    const owner = state.objects[id]?.owner;
    move(to === "battlefield" ? together : ctx, id, to, owner ? { controller: owner } : {});
  }
  // 603.6a: those returned to the battlefield have all entered before any is seen to enter.
  for (const obj of entering) {
    writable(state, obj).status.phasedOut = false;
    state.battlefield.push(obj.id);
  }
  changed(state, ...entering.map((o) => o.id));
  for (const obj of entering) entered(ctx, obj);
}
