import type { Ctx } from "../game/ctx.js";
import { changed, illegal, log } from "../game/draft.js";
import type { Derived } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { attackForbiddenAgainst } from "./ruleEffects.js";
import { writable } from "../model/writableObject.js";

/**
 * 701.15a: `by` goads the creature — until `by`'s next turn, or for the rest of the game. 701.15d:
 * a player who already goads it adds no requirement (a goad for the rest of the game outlasts one
 * until their next turn).
 */
export function goad(ctx: Ctx, id: ObjectId, by: PlayerId, forGame: boolean): void {
  const { state } = ctx;
  const o = state.objects[id];
  if (o?.zone !== "battlefield") return;
  const already = o.goadedBy?.find((g) => g.player === by);
  if (already && (already.forGame || !forGame)) return;
  writable(state, o).goadedBy = [
    ...(o.goadedBy ?? []).filter((g) => g.player !== by),
    forGame ? { player: by, forGame } : { player: by },
  ];
  changed(state, id);
  log(state, "goad", `${id} is goaded by ${by}`, "701.15a", [id]);
}

/** 701.15a: as `active`'s turn begins, the creatures they goaded until their next turn are no longer goaded by them. */
export function endGoadsOf(state: GameState, active: PlayerId): void {
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o?.goadedBy?.some((g) => g.player === active && !g.forGame)) continue;
    const left = o.goadedBy.filter((g) => g.player !== active || g.forGame);
    if (left.length > 0) writable(state, o).goadedBy = left;
    else delete writable(state, o).goadedBy;
    changed(state, id);
  }
}

/** 701.15b: a goaded creature "attacks each combat if able". */
export function isGoaded(state: GameState, id: ObjectId): boolean {
  return (state.objects[id]?.goadedBy?.length ?? 0) > 0;
}

/**
 * 701.15b, 701.15c, 508.1d: each goaded attacker "attacks a player other than [each player who goaded
 * it] if able": it must obey as many of these requirements as the players it could attack allow.
 */
export function checkGoadedAttackTargets(
  state: GameState,
  d: Derived,
  attacks: ReadonlyMap<ObjectId, ObjectId | PlayerId>,
): void {
  const players = state.players.filter((p) => p.name !== state.turn.active && !p.lost).map((p) => p.name);
  for (const [id, attacked] of attacks) {
    const goaders = state.objects[id]?.goadedBy?.map((g) => g.player) ?? [];
    if (goaders.length === 0) continue;
    const obeyed = (p: ObjectId | PlayerId) => (players.includes(p) ? goaders.filter((g) => g !== p).length : 0);
    const best = Math.max(0, ...players.filter((p) => !attackForbiddenAgainst(d, id, p)).map(obeyed));
    if (obeyed(attacked) < best)
      illegal(
        `${d.get(id)?.name ?? id} is goaded: it must attack a player other than ${goaders.join(" and ")} if able`,
        "701.15b",
      );
  }
}
