import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { moveObject } from "./zones.js";

/**
 * 903.9a: "If a commander is in a graveyard or in exile and that object was put into that zone since
 * the last time state-based actions were checked, its owner may put it into the command zone. This
 * is a state-based action." Returns whether one was put there.
 */
export function returnCommandersToCommandZone(ctx: Ctx): boolean {
  const { state } = ctx;
  const waiting = state.commandersToReturn;
  if (waiting === undefined) return false;
  delete state.commandersToReturn;
  changed(state);
  let acted = false;
  for (const id of waiting) {
    const obj = state.objects[id];
    if (!obj?.commander || (obj.zone !== "graveyard" && obj.zone !== "exile")) continue;
    const a = ctx.chooser.choose({
      kind: "yesNo",
      player: obj.owner,
      prompt: `put your commander ${obj.card ?? id} from your ${obj.zone} into the command zone?`,
      rule: "903.9a",
    });
    if (a.kind !== "yesNo" || !a.yes) continue;
    log(state, "sba", `${obj.owner} puts their commander ${obj.card ?? id} into the command zone`, "903.9a", [id]);
    moveObject(ctx, id, "command");
    acted = true;
  }
  return acted;
}
