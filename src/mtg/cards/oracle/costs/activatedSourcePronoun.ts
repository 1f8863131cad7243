import type { ObjectRef } from "../../../abilities/ref.js";
import { SELF } from "../text/sentences.js";

/**
 * "Sacrifice ~: It deals 1 damage to any target." — an activated ability whose cost names the
 * object and whose instructions open with "It": nothing in the instructions comes before that
 * "it", so it is the ability's source (113.7, 602.1). Returns the pronoun for the instructions
 * and whether the cost took the source away (sacrificed, discarded, exiled: its last known
 * information is used, 608.2h), or null when the instructions don't open with "It".
 */
export function activatedSourcePronoun(
  cost: string,
  sentences: readonly string[],
): { pronoun: ObjectRef; left: boolean } | null {
  if (!cost.includes(SELF) || !/^It /.test(sentences[0] ?? "")) return null;
  const left = new RegExp(`\\b(Sacrifice|sacrifice|Discard|Exile) ${SELF}\\b`).test(cost);
  return { pronoun: { ref: "self" }, left };
}
