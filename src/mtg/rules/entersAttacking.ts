import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { derive } from "../layers/derive.js";
import type { GameObject, ObjectId, PlayerId } from "../model/object.js";
import { writable } from "../model/writableObject.js";

/**
 * 508.4, 702.49c: the permanent entering is attacking `attacked` (the player, planeswalker or battle a
 * returned ninjutsu creature attacked) — only a creature under the active player's control, during
 * combat, and while that player or permanent is still there (506.1, 506.3a-b).
 */
export function entersAttacking(ctx: Ctx, o: GameObject, attacked: ObjectId | PlayerId): void {
  const { state } = ctx;
  const c = derive(state).get(o.id);
  if (!c || !state.combat) return; // 506.1: no combat, nothing is attacking
  if (!c.types.includes("Creature") || c.controller !== state.turn.active) return; // 506.3a-b
  const stillThere = state.players.some((p) => p.name === attacked) || state.battlefield.includes(attacked);
  if (!stillThere) return;
  writable(state, o).attacking = attacked;
  state.combat.controllers[o.id] = c.controller; // 506.4
  changed(state, o.id);
  log(state, "attack", `${c.name ?? o.id} enters the battlefield attacking ${attacked}`, "508.4", [o.id]);
}
