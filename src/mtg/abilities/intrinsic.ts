import type { TriggeredAbility } from "./ability.js";

/**
 * 310.11b: the intrinsic triggered ability every Siege has. It is part of the rules, not of any
 * card's text: it is not copied as printed text, and a permanent has it exactly while it is a Siege.
 */
export const SIEGE_ABILITY: TriggeredAbility = {
  kind: "triggered",
  text: "When the last defense counter is removed from this permanent, exile it, then you may cast it transformed without paying its mana cost.",
  trigger: { on: "lastCounterRemoved", kind: "defense", filter: { is: "self" } },
  effects: [{ do: "exileThenMayCastTransformed", what: { ref: "self" } }],
};

/** The instance key of the Siege ability on a permanent (one per permanent: 310.11b). */
export const SIEGE_ABILITY_KEY = "i:siege";
