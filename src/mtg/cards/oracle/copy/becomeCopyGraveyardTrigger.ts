import type { ObjectFilter } from "../../../abilities/filter.js";
import { parseIndefinite } from "../text/subjects.js";
import type { ParsedTrigger } from "../triggers.js";

const WHOSE: Readonly<Record<string, "you" | "opponent" | "any">> = {
  "your graveyard": "you",
  "an opponent's graveyard": "opponent",
  "a graveyard": "any",
};

/**
 * 603.6c: "Whenever a creature card is put into an opponent's graveyard from anywhere" —
 * a card (not a token, 111.1) reaching its owner's graveyard from any zone; never a
 * leaves-the-battlefield ability, so it looks at the card in the graveyard. "That card" is it.
 */
export function parseCardToGraveyardTrigger(condition: string): ParsedTrigger | null {
  const m =
    /^Whenever (an? (?:.+? )?)card is put into (your graveyard|an opponent's graveyard|a graveyard) from anywhere$/.exec(
      condition,
    );
  const whose = m?.[2] ? WHOSE[m[2]] : undefined;
  if (!m?.[1] || !whose) return null;
  const kind = m[1].trim();
  const filter: ObjectFilter | null = /^an? $/.test(m[1]) ? { is: "all", of: [] } : parseIndefinite(kind);
  if (!filter) return null;
  return { trigger: { on: "cardPutIntoGraveyard", filter, whose }, pronoun: { ref: "triggerObject" } };
}
