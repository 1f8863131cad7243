import { own } from "../../../kernel/records.js";
import { changed, log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import type { Resolution } from "../../game/resolution.js";
import type { Ctx } from "../../game/ctx.js";
import { derive } from "../../layers/derive.js";
import type { ObjectId, PlayerId } from "../../model/object.js";
import { addCountersTo } from "../counters.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";
import { lastKnownOf } from "./lastKnownRefs.js";
import { resolveObjects } from "./refs.js";

/**
 * 701.44a: to explore, the permanent's controller reveals the top card of their library. A land
 * card is put into their hand; otherwise a +1/+1 counter is put on the exploring permanent and the
 * player may put the revealed card into their graveyard. 701.44c: a permanent that has left the
 * battlefield still explores, its last known controller revealing (the counter goes nowhere). The
 * choice of the revealed card's fate happens within the resolution (no player acts in between).
 */
export const exploreEffects = effectHandlers({
  explore: (ctx, e, r) => {
    const [here] = resolveObjects(ctx, e.what, r);
    const known = here === undefined ? lastKnownOf(ctx, e.what, r) : undefined;
    const controller =
      here !== undefined
        ? derive(ctx.state).get(here)?.controller
        : known !== undefined
          ? own(ctx.state.lastKnown, known)?.controller
          : undefined;
    if (controller === undefined) return;
    explore(ctx, controller, here, r);
  },
});

function explore(ctx: Ctx, who: PlayerId, permanent: ObjectId | undefined, r: Resolution): void {
  const { state } = ctx;
  const top = player(state, who).library[0];
  const onBattlefield = permanent !== undefined && state.objects[permanent]?.zone === "battlefield";
  // No card revealed (an empty library) is no land: the counter is put on it (the rulings, 701.44b).
  if (top === undefined) {
    if (onBattlefield) addCountersTo(ctx, permanent, "+1/+1", 1);
    return;
  }
  const card = derive(state).get(top);
  log(state, "reveal", `${who} reveals ${card?.name ?? top} (explore)`, "701.44a", [top]);
  if (card?.types.includes("Land")) {
    moveObject(ctx, top, "hand");
    return;
  }
  if (onBattlefield) addCountersTo(ctx, permanent, "+1/+1", 1);
  const a = ctx.chooser.choose({
    kind: "yesNo",
    player: who,
    prompt: `${r.sourceName ?? "effect"}: explore — put ${card?.name ?? top} into your graveyard?`,
    rule: "701.44a",
  });
  if (a.kind === "yesNo" && a.yes) moveObject(ctx, top, "graveyard");
  changed(state);
}
