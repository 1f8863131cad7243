import { defineCard } from "../dsl.js";

/** A basic land has no rules-text ability: its mana ability is intrinsic to its land type (305.6). */
export const forest = defineCard("Forest", []);
