import type { ObjectFilter } from "../../../abilities/filter.js";

/** 903.3: a commander. */
export const COMMANDER: ObjectFilter = { is: "commander" };

/**
 * 903.3d: "your commander" in "you control your commander" — a permanent that is a commander
 * you own (Lieutenant); null for any other phrase.
 */
export function parseYourCommander(phrase: string): ObjectFilter | null {
  return phrase === "your commander" ? { is: "all", of: [COMMANDER, { is: "ownedBy", who: "you" }] } : null;
}
