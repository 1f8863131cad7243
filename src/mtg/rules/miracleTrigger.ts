import type { ObjectId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import type { Resolution } from "../game/resolution.js";
import { castSpell } from "./cast.js";

/** 702.94a, the trigger's resolution: the card, still in its owner's hand (400.7), may be cast for its miracle cost (608.2g). */
export function castWithMiracle(ctx: Ctx, id: ObjectId, r: Resolution): void {
  const card = ctx.state.objects[id];
  if (card?.zone !== "hand") return;
  const a = ctx.chooser.choose({
    kind: "yesNo",
    player: card.owner,
    prompt: `${r.sourceName ?? card.card ?? id}: cast it for its miracle cost?`,
    rule: "702.94a",
  });
  if (a.kind === "yesNo" && a.yes)
    castSpell(ctx, { object: id, by: card.owner, duringResolution: true, using: ["miracle"] });
}
