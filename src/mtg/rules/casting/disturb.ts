import type { CastingCard, CastingKeyword } from "./keyword.js";

/**
 * 702.146a: disturb — "You may cast this card transformed from your graveyard by paying [cost]
 * rather than its mana cost" (the ability is on the front face, 712.11d).
 */
export const disturb: CastingKeyword = {
  name: "disturb",
  castsBackFace: (c) => disturbing(c),
  castsFrom: (c) => (disturbing(c) ? "graveyard" : null),
  alternativeCost: (c) => (disturbing(c) ? disturbAbility(c)?.cost : undefined),
};

function disturbAbility(c: CastingCard) {
  const a = c.printed?.faces[0]?.abilities.find((x) => x.kind === "keyword" && x.keyword === "disturb");
  return a?.kind === "keyword" ? a : undefined;
}

/** Cast with its back face up from the graveyard, a transforming double-faced card with disturb. */
function disturbing(c: CastingCard): boolean {
  return (
    c.args.face === 1 &&
    c.card.zone === "graveyard" &&
    disturbAbility(c) !== undefined &&
    c.printed?.layout === "transform"
  );
}
