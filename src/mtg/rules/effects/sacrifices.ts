import type { ObjectFilter } from "../../abilities/filter.js";
import type { Ctx } from "../../game/ctx.js";
import { illegal, log } from "../../game/draft.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../../model/object.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";
import { resolvePlayers } from "./refs.js";

/** Sacrifices players are told to make (701.21a): "target player sacrifices a creature". */
export const sacrificeEffects = effectHandlers({
  playersSacrifice: (ctx, e, r) => playersSacrifice(ctx, resolvePlayers(ctx, e.who, r), e.filter, r),
});

/**
 * 701.21a, 101.4: each player, in APNAP order, chooses a permanent they control that matches the
 * filter (none if they control none); then all the chosen permanents are sacrificed at the same
 * time (603.10a: leaves-the-battlefield abilities see them all leave).
 */
function playersSacrifice(ctx: Ctx, players: readonly PlayerId[], filter: ObjectFilter, r: Resolution): void {
  const { state } = ctx;
  const names = state.players.map((p) => p.name);
  const start = names.indexOf(state.turn.active);
  const apnap = [...names.slice(start), ...names.slice(0, start)].filter((p) => players.includes(p));
  const d = derive(state);
  const chosen: ObjectId[] = [];
  for (const who of apnap) {
    const options = state.battlefield.filter(
      (id) => d.get(id)?.controller === who && matchesFilter(d.view, id, filter, perspective(r)),
    );
    if (options.length === 0) continue;
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: who,
      prompt: `${r.sourceName ?? "effect"}: choose a permanent to sacrifice`,
      options,
      optional: false,
      rule: "701.21a",
    });
    const id =
      a.kind === "object" && a.id !== null && options.includes(a.id)
        ? a.id
        : illegal(`${who} must choose one of the permanents they can sacrifice`, "701.21a");
    chosen.push(id);
  }
  for (const id of chosen) {
    log(state, "sacrifice", `${d.get(id)?.controller ?? "?"} sacrifices ${d.get(id)?.name ?? id}`, "701.21a", [id]);
    moveObject(ctx, id, "graveyard", { lookBack: d, sacrificed: true });
  }
}
