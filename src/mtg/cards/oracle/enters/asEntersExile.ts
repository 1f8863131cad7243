import type { AbilityDef, EntersReplacement } from "../../../abilities/ability.js";
import { SELF } from "../text/sentences.js";
import { parseSingular } from "../text/subjects.js";

/**
 * 607.2a (imprint), 614.12: "As ~ enters, exile a creature card from a graveyard" (Dermotaxi): a
 * card of any graveyard chosen as the permanent enters; the abilities that refer to "the exiled
 * card" are linked to it.
 */
export function parseAsEntersExile(sentence: string): EntersReplacement | null {
  const m = new RegExp(`^As ${SELF} enters(?: the battlefield)?, exile an? (.+) card from a graveyard$`).exec(sentence);
  const filter = m?.[1] ? parseSingular(m[1]) : null;
  return filter ? { effect: "asEntersExileLinked", filter } : null;
}

/** Whether the ability is such an "as enters" exile. */
export function isAsEntersExile(a: AbilityDef): boolean {
  return a.kind === "replacement" && a.replacement.effect === "asEntersExileLinked";
}
