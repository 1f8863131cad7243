import type { Effect } from "../../abilities/effect.js";
import type { PlayerId } from "../../model/object.js";
import type { GameState } from "../../model/state.js";
import { effectHandlers } from "./handler.js";

/**
 * "Each opponent may [X]. For each opponent who does, [Y]" (tempting offer): the opponents decide in
 * turn order, starting with the one to the controller's left (101.4, each knowing the earlier
 * answers); then X happens for each who accepted, that opponent carrying it out; then Y happens for
 * the controller once for each of them (the cards' rulings, 2013-10-17).
 */
export const eachOpponentMayEffects = effectHandlers({
  eachOpponentMay: (ctx, e, r, runNested) => {
    const accepted = opponentsInTurnOrder(ctx.state, r.controller).filter((opponent) => {
      const a = ctx.chooser.choose({
        kind: "yesNo",
        player: opponent,
        prompt: `${r.sourceName ?? "ability"}: accept the offer (${r.text})?`,
        rule: "101.4",
      });
      return a.kind === "yesNo" && a.yes;
    });
    for (const opponent of accepted) runNested(e.effects, { ...r, controller: opponent });
    for (const _ of accepted) runNested(e.forEachWhoDoes);
  },
  eachOpponentUnless: (ctx, e, r, runNested) => {
    // Professor Onyx's ruling: each chooses in turn order; then the chosen actions happen, then the rest for the others.
    const opponents = opponentsInTurnOrder(ctx.state, r.controller);
    const doing = opponents.filter((opponent) => {
      if (!canDo(ctx.state, opponent, e.action)) return false;
      const a = ctx.chooser.choose({
        kind: "yesNo",
        player: opponent,
        prompt: `${r.sourceName ?? "ability"}: ${describe(e.action)} (${r.text})?`,
        rule: "101.4",
      });
      return a.kind === "yesNo" && a.yes;
    });
    for (const opponent of doing) runNested(e.action, { ...r, controller: opponent });
    for (const opponent of opponents.filter((o) => !doing.includes(o)))
      runNested(e.otherwise, { ...r, controller: opponent });
  },
});

/** 101.4, 701.38a: `you`, then the opponents still in the game in turn order. */
export function playersInTurnOrderFrom(state: GameState, you: PlayerId): PlayerId[] {
  return [you, ...opponentsInTurnOrder(state, you)];
}

/** Whether the player can carry out the action: discarding needs that many cards in hand (701.9a). */
function canDo(state: GameState, player: PlayerId, action: readonly Effect[]): boolean {
  const hand = state.players.find((p) => p.name === player)?.hand.length ?? 0;
  return action.every((a) => a.do !== "discard" || (typeof a.amount === "number" && hand >= a.amount));
}

function describe(action: readonly Effect[]): string {
  return action.some((a) => a.do === "discard") ? "discard a card" : "do it";
}

/** 101.4: the opponents still in the game in turn order, starting with the player to `you`'s left. */
function opponentsInTurnOrder(state: GameState, you: PlayerId): PlayerId[] {
  const names = state.players.map((p) => p.name);
  const at = names.indexOf(you);
  const order = [...names.slice(at + 1), ...names.slice(0, Math.max(at, 0))];
  return order.filter((name) => name !== you && !state.players.find((p) => p.name === name)?.lost);
}
