import type { EntersReplacement } from "../../../abilities/ability.js";
import { SELF } from "../text/sentences.js";

const FROM_ANYWHERE = new RegExp(`^If ${SELF} would be put into a graveyard from anywhere, exile it instead$`);

/**
 * 614.1a: "If ~ would be put into a graveyard from anywhere, exile it instead" — a replacement
 * effect of the object itself, applied in every zone it can leave for a graveyard (rules/zones.ts).
 */
export function parseSelfExileReplacement(sentence: string): EntersReplacement | null {
  return FROM_ANYWHERE.test(sentence) ? { effect: "exileIfWouldGoToGraveyard" } : null;
}
