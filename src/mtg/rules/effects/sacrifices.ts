import type { ObjectFilter } from "../../abilities/filter.js";
import type { Ctx } from "../../game/ctx.js";
import { log } from "../../game/draft.js";
import { chooseObjectAmong } from "../../game/chooseObject.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../../model/object.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";
import { resolvePlayers } from "./refs.js";

/** Sacrifices players are told to make (701.21a): "target player sacrifices a creature". */
export const sacrificeEffects = effectHandlers({
  playersSacrifice: (ctx, e, r, runNested) => {
    const couldnt = playersSacrifice(ctx, resolvePlayers(ctx, e.who, r), e.filter, r, e.count ?? 1);
    // "Each opponent who can't …" (608.2c): each of them in turn, as the one carrying it out.
    if (e.ifCant) for (const who of couldnt) runNested(e.ifCant, { ...r, controller: who });
  },
});

/**
 * 701.21a, 101.4: each player, in APNAP order, chooses `count` permanents they control that match
 * the filter (all of them if they control fewer); then all the chosen permanents are sacrificed at
 * the same time (603.10a: leaves-the-battlefield abilities see them all leave). Returns the players
 * who controlled none to sacrifice (APNAP order).
 */
function playersSacrifice(
  ctx: Ctx,
  players: readonly PlayerId[],
  filter: ObjectFilter,
  r: Resolution,
  count: number,
): PlayerId[] {
  const { state } = ctx;
  const names = state.players.map((p) => p.name);
  const start = names.indexOf(state.turn.active);
  const apnap = [...names.slice(start), ...names.slice(0, start)].filter((p) => players.includes(p));
  const d = derive(state);
  const chosen: ObjectId[] = [];
  const none: PlayerId[] = [];
  for (const who of apnap) {
    for (let n = 0; n < count; n++) {
      const options = state.battlefield.filter(
        (id) =>
          !chosen.includes(id) && d.get(id)?.controller === who && matchesFilter(d.view, id, filter, perspective(r)),
      );
      const id = chooseObjectAmong(ctx, {
        player: who,
        prompt: `${r.sourceName ?? "effect"}: choose a permanent to sacrifice`,
        options,
        rule: "701.21a",
      });
      if (id === null && n === 0 && options.length === 0) none.push(who);
      if (id === null) break;
      chosen.push(id);
    }
  }
  for (const id of chosen) {
    log(state, "sacrifice", `${d.get(id)?.controller ?? "?"} sacrifices ${d.get(id)?.name ?? id}`, "701.21a", [id]);
    moveObject(ctx, id, "graveyard", { lookBack: d, sacrificed: true });
  }
  return none;
}
