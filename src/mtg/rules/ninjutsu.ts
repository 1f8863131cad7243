import type { Ctx } from "../game/ctx.js";
import { illegal } from "../game/draft.js";
import { derive } from "../layers/derive.js";
import type { GameState } from "../model/state.js";
import type { ObjectId, PlayerId, StackDecisions } from "../model/object.js";
import { moveObject } from "./zones.js";

/**
 * 509.1h: the attacking creatures `who` controls that are unblocked — attacking, after blockers
 * were declared (the declare blockers step and later in combat), and not blocked.
 */
export function unblockedAttackers(state: GameState, who: PlayerId): ObjectId[] {
  const combat = state.combat;
  const step = state.turn.step;
  if (!combat || !(step === "declareBlockers" || step === "combatDamage" || step === "endCombat")) return [];
  const d = derive(state);
  return state.battlefield.filter(
    (id) => state.objects[id]?.attacking != null && !combat.blocked.includes(id) && d.get(id)?.controller === who,
  );
}

/**
 * 702.49a: pays "Return an unblocked attacking creature you control to its owner's hand", chosen
 * by the activating player; what it attacked is kept for the ninja (702.49c).
 */
export function payReturnUnblockedAttacker(ctx: Ctx, who: PlayerId, decisions: StackDecisions, name: string): void {
  const { state } = ctx;
  const options = unblockedAttackers(state, who);
  if (options.length === 0) illegal(`${name}: ${who} controls no unblocked attacking creature to return`, "702.49c");
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: who,
    prompt: `${name}: choose an unblocked attacking creature to return to its owner's hand`,
    options,
    optional: false,
    rule: "702.49a",
  });
  const chosen =
    a.kind === "object" && a.id !== null && options.includes(a.id)
      ? a.id
      : illegal(`${name}: an unblocked attacking creature ${who} controls must be returned`, "702.49a");
  const attacked = state.objects[chosen]?.attacking;
  if (attacked != null) decisions.ninjutsuAttacked = attacked;
  moveObject(ctx, chosen, "hand");
}

/**
 * 702.49c: the card with ninjutsu is put onto the battlefield tapped, unblocked and attacking the
 * same player, planeswalker or battle as the returned creature (508.4: it was never declared as an
 * attacker) — attacking as it enters, so that "if it's attacking" is true as it triggers (603.4).
 */
export function putNinjaOntoBattlefield(
  ctx: Ctx,
  cardId: ObjectId,
  controller: PlayerId,
  attacked?: ObjectId | PlayerId,
): void {
  moveObject(ctx, cardId, "battlefield", {
    controller,
    tapped: true,
    ...(attacked !== undefined ? { attacking: attacked } : {}),
  });
}
