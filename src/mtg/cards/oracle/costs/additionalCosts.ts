import type { SpellAbility } from "../../../abilities/ability.js";
import { SELF } from "../text/sentences.js";
import { parseIndefinite } from "../text/subjects.js";

/**
 * 601.2b, 601.2h: "As an additional cost to cast this spell, sacrifice a creature." — a cost paid
 * as the spell is cast, read with the spell's other paragraphs (its instructions are the others').
 * Only the sacrifice of one permanent is paid by the casting rules; other costs stay text.
 */
export function parseAdditionalCost(paragraph: string, text: string): SpellAbility | null {
  const m = new RegExp(`^As an additional cost to cast ${SELF}, sacrifice (an? [^.]+)\\.?$`).exec(text);
  if (!m?.[1]) return null;
  const filter = parseIndefinite(m[1]);
  return filter ? { kind: "spell", text: paragraph, effects: [], additionalCost: { sacrifice: filter } } : null;
}
