import type { CastingKeyword } from "./keyword.js";

/**
 * 118.9: an effect lets the spell be cast "by paying {1} rather than paying its mana cost" (Wizard's
 * Spellbook, Jadzi): that cost is paid instead of the mana cost; additional costs, increases and
 * reductions still apply to it (118.9d). Another alternative cost with it is illegal (118.9a, cast.ts).
 */
export const effectAlternativeCost: CastingKeyword = {
  name: "effect's alternative cost",
  alternativeCost: (c) => c.args.payingInstead,
};
