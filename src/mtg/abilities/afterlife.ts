import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.135a: "Afterlife N" means "When this permanent is put into a graveyard from the battlefield,
 * create N 1/1 white and black Spirit creature tokens with flying."
 */
export function afterlifeTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "afterlife" || def.n === undefined) return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "dies", filter: Filters.self },
    effects: [
      {
        do: "createToken",
        token: {
          name: "Spirit Token",
          colors: ["W", "B"],
          types: ["Creature"],
          subtypes: ["Spirit"],
          power: 1,
          toughness: 1,
          abilities: [{ kind: "keyword", text: "Flying", keyword: "flying" }],
          text: "Flying",
        },
        count: def.n,
      },
    ],
  };
}
