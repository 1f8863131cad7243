import { activated, defineCard } from "../dsl.js";

/**
 * Unlike the other basic lands, Wastes has no basic land type, so no intrinsic mana ability
 * (305.6): its "{T}: Add {C}." is real rules text, not reminder text.
 */
export const wastes = defineCard("Wastes", [
  activated("{T}: Add {C}.", { cost: { tap: true }, effects: [{ do: "addMana", mana: "{C}" }], manaAbility: true }),
]);
