import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { writable } from "../model/writableObject.js";

/**
 * 508.4: a permanent put onto the battlefield attacking. Its controller chooses what it attacks as
 * it enters: `defenders` are the players it may attack (one when the effect names the player); it
 * may instead attack a planeswalker that player controls or, unless `playerOrPlaneswalker` (myriad's
 * "that player or a planeswalker they control"), a battle that player protects. It is never
 * declared as an attacker: "whenever … attacks" doesn't trigger (508.4). 506.3a-b, 506.3e: only a
 * creature that isn't a battle, under an attacking player's control, is attacking; the others just enter.
 */
export function putOntoBattlefieldAttacking(
  ctx: Ctx,
  id: ObjectId,
  defenders: readonly PlayerId[],
  playerOrPlaneswalker = false,
): void {
  const { state } = ctx;
  const o = state.objects[id];
  const d = derive(state);
  const c = d.get(id);
  if (!o || !c || !state.combat) return; // 506.1: no combat, nothing is attacking
  if (!c.types.includes("Creature") || c.types.includes("Battle") || c.controller !== state.turn.active) return;
  const inGame = defenders.filter((p) => state.players.some((x) => x.name === p && !x.lost)); // 508.4a
  const player =
    inGame.length <= 1
      ? inGame[0]
      : ((a) => (a.kind === "player" ? a.player : undefined))(
          ctx.chooser.choose({
            kind: "choosePlayer",
            player: c.controller,
            prompt: `${c.name ?? id} enters attacking: choose the player it attacks`,
            options: inGame,
            rule: "508.4",
          }),
        );
  if (player === undefined) return;
  const permanents = state.battlefield.filter((p) => {
    const x = d.get(p);
    if (!x) return false;
    if (x.types.includes("Planeswalker")) return x.controller === player;
    return !playerOrPlaneswalker && x.types.includes("Battle") && state.objects[p]?.protector === player;
  });
  let attacked: ObjectId | PlayerId = player;
  if (permanents.length > 0) {
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: c.controller,
      prompt: `${c.name ?? id} enters attacking ${player}: or a permanent of theirs it attacks instead (none: the player)`,
      options: permanents,
      optional: true,
      rule: "508.4",
    });
    if (a.kind === "object" && a.id !== null) attacked = a.id;
  }
  writable(ctx.state, o).attacking = attacked;
  // 506.4: who controlled it and what it attacks as it entered combat.
  state.combat.controllers[id] = c.controller;
  const attackedController = attacked === player ? undefined : d.get(attacked)?.controller;
  if (attackedController !== undefined) state.combat.controllers[attacked] = attackedController;
  changed(state, id);
  const objects = attacked === player ? [id] : [id, attacked];
  log(state, "attack", `${c.name ?? id} enters the battlefield attacking ${attacked}`, "508.4", objects);
}
