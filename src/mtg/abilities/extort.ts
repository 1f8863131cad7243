import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.101a: "Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
 * loses 1 life and you gain life equal to the total life lost this way." (It targets no player; the
 * payment is chosen as it resolves, once per extort ability: the rulings of every extort card.)
 */
export function extortTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "extort") return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "cast", filter: Filters.and(), by: "you" },
    effects: [
      {
        do: "mayThen",
        first: { do: "payMana", mana: "{W/B}" },
        ifYouDo: [{ do: "opponentsLoseYouGainThatMuch", amount: 1 }],
      },
    ],
  };
}
