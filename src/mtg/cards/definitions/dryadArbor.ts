import { defineCard } from "../dsl.js";

/**
 * Its only paragraph is reminder text: a land creature can't be cast, and its "{T}: Add {G}." is
 * the intrinsic mana ability of its Forest type (305.6).
 */
export const dryadArbor = defineCard("Dryad Arbor", []);
