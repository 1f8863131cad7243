import { findCard } from "../cards/registry.js";
import { derive } from "../layers/derive.js";
import { landPlaysAllowed } from "./playerRules.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changed, changedNoObject, illegal, log } from "../game/draft.js";
import { object, player } from "../game/objects.js";
import { givePriority } from "./priority.js";
import { resolveTop } from "./resolve.js";
import { nextStep } from "./turn.js";
import { moveObject } from "./zones.js";
import { playPermission } from "./playFromExile.js";
import { writable } from "../model/writableObject.js";

/**
 * 117.3d: the player with priority passes. When all players pass in succession, the top of the
 * stack resolves (117.4) or, with an empty stack, the step ends (500.2).
 */
export function passPriority(ctx: Ctx): void {
  const { state } = ctx;
  const names = state.players.filter((p) => !p.lost).map((p) => p.name);
  const holder = state.priority ?? state.turn.active;
  state.passes++;
  log(state, "pass", `${holder} passes priority`, "117.3d");
  if (state.passes >= names.length) {
    state.passes = 0;
    if (state.stack.length > 0) {
      resolveTop(ctx);
      return;
    }
    // 500.2: the step ends. 502.4, 514.3: no player receives priority in the untap step, nor in a
    // cleanup step where nothing happened: the game goes on to the next step where someone does.
    state.priority = null;
    nextStep(ctx);
    for (let i = 0; i < 4 && state.priority === null; i++) nextStep(ctx);
    state.priority ??= state.turn.active;
    return;
  }
  state.priority = names[(names.indexOf(holder) + 1) % names.length] ?? holder;
  changedNoObject(state); // priority moves: no object changes
}

/**
 * 305.1-2: playing a land is a special action: own main phase, empty stack, one per turn; from the
 * hand, or from exile when an effect lets `by` play it (305.2, rules/playFromExile.ts).
 */
export function playLand(ctx: Ctx, id: ObjectId, face: 0 | 1 = 0, by?: PlayerId): void {
  const { state } = ctx;
  const card = object(state, id);
  // 712.12: a modal double-faced card is played as a land with the chosen land face up.
  if (face === 1) {
    if (findCard(state, card.card ?? "")?.layout !== "modal_dfc")
      illegal(`${card.card ?? id} has no back face to play`, "712.12");
    writable(state, card).status.face = 1;
    changed(state);
  }
  const c = derive(state).get(id);
  const who = by ?? card.owner;
  if (!c?.types.includes("Land")) illegal(`${c?.name ?? id} is not a land`, "305.1");
  const permitted = playPermission(state, card, who, "land") !== undefined;
  if (card.zone !== "hand" && !permitted)
    illegal(`${c?.name ?? id} is not in its owner's hand, nor an exiled card ${who} may play`, "305.1");
  if (state.turn.active !== who || !["main1", "main2"].includes(state.turn.step) || state.stack.length > 0) {
    illegal("a land can be played only in its owner's main phase with an empty stack", "305.2");
  }
  const p = player(state, who);
  if (p.landsPlayedThisTurn >= landPlaysAllowed(derive(state), p))
    illegal(`${who} has already played a land this turn`, "305.2");
  p.landsPlayedThisTurn++;
  moveObject(ctx, id, "battlefield", { controller: who, face });
  log(state, "land", `${who} plays ${c.name ?? "a land"}`, "305.1");
  givePriority(ctx, who);
}
