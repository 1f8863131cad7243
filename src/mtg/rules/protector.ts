import { type Derived, derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { BATTLE_TYPES } from "../model/subtypes.js";
import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { writable } from "../model/writableObject.js";

/** The players still in the game (800.4a: a player who lost has left it). */
export function playersInGame(state: GameState): PlayerId[] {
  return state.players.filter((p) => !p.lost).map((p) => p.name);
}

/**
 * 310.8a, 310.11a: the players who may be this battle's protector now. A Siege's protector is an
 * opponent of its controller; a battle with no battle type is protected by its controller. (Every
 * existing battle type is Siege, 310.11; a battle of another type could be protected by anyone.)
 */
export function protectorOptions(state: GameState, d: Derived, id: ObjectId): PlayerId[] {
  const c = d.get(id);
  if (!c) return [];
  const inGame = playersInGame(state);
  if (c.subtypes.includes("Siege")) return inGame.filter((p) => p !== c.controller);
  if (!c.subtypes.some((s) => BATTLE_TYPES.includes(s))) return inGame.filter((p) => p === c.controller);
  return inGame;
}

/**
 * The battle's controller chooses its protector among the appropriate players (310.8a, 310.10).
 * A forced choice (one appropriate player) is made without asking. Returns false when no player
 * can be chosen.
 */
export function chooseProtector(ctx: Ctx, id: ObjectId, rule: string, why: string): boolean {
  const { state } = ctx;
  const d = derive(state);
  const o = state.objects[id];
  const c = d.get(id);
  if (!o || !c) return false;
  const options = protectorOptions(state, d, id);
  if (options.length === 0) return false;
  let chosen = options[0];
  if (options.length > 1) {
    const a = ctx.chooser.choose({
      kind: "choosePlayer",
      player: c.controller,
      prompt: `choose the protector of ${c.name ?? id} (${why})`,
      options,
      rule,
    });
    if (a.kind === "player" && options.includes(a.player)) chosen = a.player;
  }
  if (chosen === undefined) return false;
  writable(state, o).protector = chosen;
  changed(state);
  log(state, "protector", `${id}: ${chosen} protects ${c.name ?? id} — ${why}`, rule);
  return true;
}

/** 310.8a, 310.11a: as a battle enters the battlefield, its controller chooses its protector. */
export function protectorAsEnters(ctx: Ctx, id: ObjectId): void {
  const isSiege = derive(ctx.state).get(id)?.subtypes.includes("Siege") === true;
  chooseProtector(ctx, id, isSiege ? "310.11a" : "310.8a", "chosen as it entered");
}
