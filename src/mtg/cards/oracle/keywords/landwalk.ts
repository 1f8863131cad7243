import type { ObjectFilter } from "../../../abilities/filter.js";
import { Filters } from "../../../abilities/filter.js";
import { LAND_TYPES } from "../../../model/subtypes.js";

/**
 * 702.14a-b: "[Type]walk" (Swampwalk, Desertwalk) and "nonbasic landwalk": the lands whose
 * presence under the defending player's control makes the creature unblockable (702.14c).
 */
export function parseLandwalk(word: string): ObjectFilter | null {
  if (/^nonbasic landwalk$/i.test(word)) return Filters.and(Filters.land, Filters.not(Filters.supertype("Basic")));
  const m = /^([a-z]+)walk$/i.exec(word);
  if (!m?.[1]) return null;
  const type = m[1].charAt(0).toUpperCase() + m[1].slice(1).toLowerCase();
  return LAND_TYPES.includes(type) ? Filters.subtype(type) : null;
}
