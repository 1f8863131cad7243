import type { ObjectFilter } from "../../abilities/filter.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId } from "../../model/object.js";
import type { Ctx } from "../../game/ctx.js";
import { illegal } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";

/** The cards of the controller's graveyard the instruction could exile. */
export function graveyardCardsToExile(ctx: Ctx, filter: ObjectFilter, r: Resolution): ObjectId[] {
  const d = derive(ctx.state);
  return player(ctx.state, r.controller).graveyard.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
}

/** 608.2d: "exile a creature card from your graveyard" — chosen as it resolves, not targeted. */
export const graveyardExileEffects = effectHandlers({
  exileFromGraveyard: (ctx, e, r) => {
    const options = graveyardCardsToExile(ctx, e.filter, r);
    if (options.length === 0) return;
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: r.controller,
      prompt: `${r.sourceName ?? "effect"}: choose a card in your graveyard to exile`,
      options,
      optional: false,
      rule: "608.2d",
    });
    const chosen =
      a.kind === "object" && a.id !== null && options.includes(a.id)
        ? a.id
        : illegal(`choose one of ${options.join(", ")}`, "608.2d");
    const exiled = moveObject(ctx, chosen, "exile");
    if (exiled) r.exiled.push(exiled);
  },
});
