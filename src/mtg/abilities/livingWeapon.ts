import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.92a: "Living weapon" means "When this Equipment enters, create a 0/0 black Phyrexian Germ
 * creature token, then attach this Equipment to it."
 */
export function livingWeaponTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "living weapon") return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "enters", filter: Filters.self },
    effects: [
      {
        do: "createToken",
        token: {
          name: "Phyrexian Germ Token",
          colors: ["B"],
          types: ["Creature"],
          subtypes: ["Phyrexian", "Germ"],
          power: 0,
          toughness: 0,
        },
        count: 1,
      },
      { do: "attach", what: { ref: "self" }, to: { ref: "created" } },
    ],
  };
}
