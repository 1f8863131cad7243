import type { StaticEffect } from "../../../abilities/ability.js";
import { Filters } from "../../../abilities/filter.js";
import { SELF } from "../text/sentences.js";

/**
 * "~ isn't legendary if it's a token" (Aeve, Progenitor Ooze): a type-changing effect (613.1d,
 * 205.4) that removes the legendary supertype while the permanent is a token (111.1) — its token
 * copies (storm's copies of the spell, 707.10f) are not subject to the legend rule (704.5j).
 */
export function parseNotLegendaryIfToken(sentence: string): StaticEffect | null {
  if (sentence !== `${SELF} isn't legendary if it's a token`) return null;
  return {
    affects: Filters.self,
    parts: [{ op: "removeTypes", supertypes: ["Legendary"] }],
    condition: { is: "selfMatches", filter: Filters.token },
  };
}
