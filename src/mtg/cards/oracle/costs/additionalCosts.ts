import type { SpellAbility } from "../../../abilities/ability.js";
import { SELF } from "../text/sentences.js";
import { parseIndefinite } from "../text/subjects.js";
import { parseSpellAdditionalCost } from "./spellAdditionalCosts.js";

/**
 * 601.2b, 601.2h: "As an additional cost to cast this spell, sacrifice a creature." — a cost paid
 * as the spell is cast, read with the spell's other paragraphs (its instructions are the others').
 * The sacrifice of one permanent is paid here; discarding, paying life and exiling a card from
 * the graveyard are read by spellAdditionalCosts.ts; other costs stay text.
 */
export function parseAdditionalCost(paragraph: string, text: string): SpellAbility | null {
  const other = parseSpellAdditionalCost(paragraph, text);
  if (other) return other;
  const m = new RegExp(`^As an additional cost to cast ${SELF}, sacrifice (an? [^.]+)\\.?$`).exec(text);
  if (!m?.[1]) return null;
  const filter = parseIndefinite(m[1]);
  return filter ? { kind: "spell", text: paragraph, effects: [], additionalCost: { sacrifice: filter } } : null;
}
