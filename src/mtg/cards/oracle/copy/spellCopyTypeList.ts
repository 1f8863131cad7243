import { Filters, type ObjectFilter } from "../../../abilities/filter.js";
import { cardTypeWord, isNamedSubtype } from "../text/subjects.js";

/**
 * "a planeswalker, Cleric, Druid, Shaman, Warlock, or Wizard" (Mentor's Guidance): one permanent
 * that has any of the listed card types or subtypes (205.2a, 205.3). Null unless every word is one.
 */
export function parseTypeList(phrase: string): ObjectFilter | null {
  const m = /^an? (.+), or (\S+)$/.exec(phrase);
  if (!m?.[1] || !m[2]) return null;
  const words = [...m[1].split(", "), m[2]];
  const filters: ObjectFilter[] = [];
  for (const w of words) {
    const type = cardTypeWord(w, false);
    if (type) filters.push(Filters.type(type));
    else if (isNamedSubtype(w)) filters.push(Filters.subtype(w));
    else return null;
  }
  return Filters.or(...filters);
}
