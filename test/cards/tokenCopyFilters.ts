// Filters the token-copy tests compare compiled triggers with.
import type { ObjectFilter } from "../../src/mtg/abilities/filter.js";

/** "a nontoken creature". */
export const nontokenCreature: ObjectFilter = {
  is: "all",
  of: [
    { is: "not", filter: { is: "token" } },
    { is: "type", type: "Creature" },
  ],
};

/** "a nontoken creature … under an opponent's control". */
export const opponentsNontokenCreature: ObjectFilter = {
  is: "all",
  of: [nontokenCreature, { is: "controlledBy", who: "opponent" }],
};
