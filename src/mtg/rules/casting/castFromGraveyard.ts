import type { RuleEffect } from "../../abilities/ruleEffect.js";
import { payExileFromGraveyard } from "../exileFromGraveyardCost.js";
import type { Casting, CastingKeyword } from "./keyword.js";

type CastFromGraveyard = Extract<RuleEffect, { rule: "castFromGraveyard" }>;

/** The card's own "You may cast ~ from your graveyard …" (it functions there, 113.6). */
function permission(c: Casting): CastFromGraveyard | undefined {
  for (const a of c.chars?.abilities ?? [])
    if (a.def.kind === "static") for (const r of a.def.rules ?? []) if (r.rule === "castFromGraveyard") return r;
  return undefined;
}

/**
 * 601.3: a static ability lets the card's owner cast it from their graveyard, at the time they
 * could otherwise (Demilich's ruling); "by exiling N [filter] cards from your graveyard in addition
 * to paying its other costs" is paid in 601.2h, the cards chosen one at a time (118.3: not enough
 * makes the casting illegal).
 */
export const castFromGraveyard: CastingKeyword = {
  name: "cast from graveyard",
  castsFrom: (c) => (c.card.zone === "graveyard" && permission(c) ? "graveyard" : null),
  payOtherCost: (c, decisions) => {
    const exile = c.via === castFromGraveyard ? permission(c)?.exile : undefined;
    for (let i = 0; i < (exile?.count ?? 0); i++)
      if (exile) payExileFromGraveyard(c.ctx, c.caster, c.card.id, exile.filter, decisions);
  },
};
