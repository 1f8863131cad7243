import type { Condition } from "../../../abilities/condition.js";
import { SELF } from "../text/sentences.js";

/**
 * Eminence: "if ~ is in the command zone or on the battlefield" — the intervening "if" of an
 * ability that states the zones it functions in (113.6b): it triggers from the command zone too.
 */
export function parseEminenceCondition(phrase: string): Condition | null {
  return phrase === `${SELF} is in the command zone or on the battlefield`
    ? { is: "selfInZones", zones: ["command", "battlefield"] }
    : null;
}
