import { type CastingKeyword, keywordOf } from "./keyword.js";

/** 702.34a: flashback — cast from its owner's graveyard for its flashback cost, then exiled. */
export const flashback: CastingKeyword = {
  name: "flashback",
  castsFrom: (c) => (c.card.zone === "graveyard" && c.keyword("flashback") ? "graveyard" : null),
  alternativeCost: (c) => (c.via === flashback ? (c.keyword("flashback")?.cost ?? "") : undefined),
  // 702.34a: exiled as it resolves (702.81a: retrace, cast from the graveyard too, doesn't exile it).
  finishesResolving: (_ctx, spell, chars) =>
    spell.decisions?.castFrom === "graveyard" && keywordOf(chars, "flashback") ? { to: "exile" } : null,
};
