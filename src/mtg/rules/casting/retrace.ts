import { derive } from "../../layers/derive.js";
import type { ObjectId, PlayerId } from "../../model/object.js";
import type { Ctx } from "../../game/ctx.js";
import { illegal } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { discardCard } from "../discard.js";
import type { CastingKeyword } from "./keyword.js";

/** 702.81a: retrace — cast from its owner's graveyard by discarding a land card in addition to its other costs. */
export const retrace: CastingKeyword = {
  name: "retrace",
  castsFrom: (c) => (c.card.zone === "graveyard" && c.keyword("retrace") ? "graveyard" : null),
  payDiscard: (c, name) => {
    if (c.via !== retrace) return false;
    discardLandForRetrace(c.ctx, c.caster, c.args.discard, name);
    return true;
  },
};

/** 702.81a: "discarding a land card in addition to paying its other costs" (a decision when not given). */
function discardLandForRetrace(ctx: Ctx, who: PlayerId, preset: readonly ObjectId[] | undefined, name: string): void {
  const { state } = ctx;
  const d = derive(state);
  const lands = player(state, who).hand.filter((id) => d.get(id)?.types.includes("Land"));
  let chosen = preset?.[0];
  if (preset && preset.length !== 1) illegal(`${name}: retrace discards exactly one land card`, "702.81a");
  if (chosen === undefined) {
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: who,
      prompt: `${name}: discard a land card (retrace)`,
      options: lands,
      optional: false,
      rule: "702.81a",
    });
    chosen = a.kind === "object" && a.id !== null ? a.id : undefined;
  }
  if (chosen === undefined || !lands.includes(chosen))
    illegal(`${name}: retrace needs a land card from ${who}'s hand to discard`, "702.81a");
  discardCard(ctx, who, chosen, " (retrace)");
}
