import type { ObjectId } from "../../model/object.js";
import type { Ctx } from "../../game/ctx.js";
import { illegal, log } from "../../game/draft.js";
import type { Resolution } from "../../game/resolution.js";
import { castSpell } from "../cast.js";
import { moveObject } from "../zones.js";
import { chose, recordPaid } from "./chosenCosts.js";
import type { CastingFrom, CastingKeyword } from "./keyword.js";

/**
 * 702.35a-b: madness's alternative cost — the card exiled by its madness ability is cast from
 * exile "by paying [cost] rather than paying its mana cost", while the madness trigger resolves.
 */
export const madness: CastingKeyword = {
  name: "madness",
  alternativeCost: (c) => (byMadness(c) ? (c.keyword("madness")?.cost ?? "") : undefined),
  announce: (c, decisions) => {
    if (!chose(c, "madness")) return;
    if (!byMadness(c))
      illegal(
        `${c.chars?.name ?? c.card.id}: its madness cost is paid only as its madness trigger resolves`,
        "702.35a",
      );
    recordPaid(decisions, "madness");
  },
};

/** Cast from exile while its madness trigger resolves (castWithMadness below). */
function byMadness(c: CastingFrom): boolean {
  return chose(c, "madness") && c.card.zone === "exile" && c.args.duringResolution === true;
}

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
