import type { ObjectFilter } from "../../../abilities/filter.js";
import { Filters } from "../../../abilities/filter.js";
import { parseCardQuality } from "../effects/librarySearch.js";
import { parseColorWord } from "../text/words.js";

/**
 * "Discard a Mountain card or a red card", "Discard a creature card" as a cost (701.9a, 118.3):
 * one card of one of the kinds named; null for any other component.
 */
export function parseDiscardKindCost(component: string): ObjectFilter | null {
  const m = /^Discard (an? .+ card(?: or an? .+ card)*)$/.exec(component);
  if (!m?.[1]) return null;
  const kinds: ObjectFilter[] = [];
  for (const part of m[1].split(" or ")) {
    const quality = /^an? (.+) card$/.exec(part)?.[1];
    const color = quality === undefined ? null : parseColorWord(quality);
    const filter = color ? Filters.color(color) : quality === undefined ? null : parseCardQuality(quality);
    if (!filter || quality === "") return null;
    kinds.push(filter);
  }
  return kinds.length === 1 ? (kinds[0] ?? null) : Filters.or(...kinds);
}
