import { Filters, type ObjectFilter } from "../../../abilities/filter.js";
import { parseSpellPhrase } from "../text/subjects.js";
import type { ParsedTrigger } from "../triggers.js";

/**
 * "Whenever you cast a creature spell that doesn't share a creature type with a creature you
 * control or a creature card in your graveyard" (Volo, Guide to Monsters; 205.3m), and "that
 * shares …": a cast trigger whose spell is compared with the caster's creatures and creature cards.
 */
export function parseCastSharesTypeTrigger(condition: string): ParsedTrigger | null {
  const m =
    /^Whenever you cast (.+?) that (doesn't share|shares) a creature type with a creature you control or a creature card in your graveyard$/.exec(
      condition,
    );
  const spell = m?.[1] ? parseSpellPhrase(m[1]) : null;
  if (!m?.[2] || !spell) return null;
  const shares: ObjectFilter = { is: "sharesCreatureTypeWithYours" };
  const filter = Filters.and(spell, m[2] === "shares" ? shares : Filters.not(shares));
  return { trigger: { on: "cast", filter, by: "you" }, pronoun: { ref: "triggerObject" } };
}
