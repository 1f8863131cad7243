import type { ObjectId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import type { Resolution } from "../game/resolution.js";
import { castSpell } from "./cast.js";
import { moveObject } from "./zones.js";

/**
 * 702.35a, the madness trigger's resolution: "its owner may cast it by paying [cost] rather than
 * paying its mana cost. If that player doesn't, they put this card into their graveyard." The card
 * must still be the exiled card (400.7); it is cast during the resolution, whatever its type (608.2g).
 */
export function castWithMadness(ctx: Ctx, id: ObjectId, r: Resolution): void {
  const { state } = ctx;
  const card = state.objects[id];
  if (card?.zone !== "exile") return;
  const a = ctx.chooser.choose({
    kind: "yesNo",
    player: card.owner,
    prompt: `${r.sourceName ?? card.card ?? id}: cast it for its madness cost?`,
    rule: "702.35a",
  });
  if (a.kind === "yesNo" && a.yes) {
    castSpell(ctx, { object: id, by: card.owner, duringResolution: true, permitted: true, using: ["madness"] });
    return;
  }
  log(state, "madness", `${card.card ?? id} is put into its owner's graveyard`, "702.35a", [id]);
  moveObject(ctx, id, "graveyard");
}
