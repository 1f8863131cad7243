import { derive } from "../../layers/derive.js";
import { payDiscardCost } from "./discardCost.js";
import type { CastingKeyword } from "./keyword.js";

/** 702.81a: retrace — cast from its owner's graveyard by discarding a land card in addition to its other costs. */
export const retrace: CastingKeyword = {
  name: "retrace",
  castsFrom: (c) => (c.card.zone === "graveyard" && c.keyword("retrace") ? "graveyard" : null),
  payDiscard: (c, name) => {
    if (c.via !== retrace) return false;
    payDiscardCost(
      c,
      {
        keyword: "retrace",
        rule: "702.81a",
        what: "a land card",
        accepts: (x, id) => derive(x.ctx.state).get(id)?.types.includes("Land") === true,
      },
      name,
    );
    return true;
  },
};
