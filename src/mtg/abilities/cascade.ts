import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.85a: "Cascade" means "When you cast this spell, exile cards from the top of your library until
 * you exile a nonland card whose mana value is less than this spell's mana value. You may cast that
 * card without paying its mana cost if the resulting spell's mana value is less than this spell's
 * mana value. Then put all cards exiled this way that weren't cast on the bottom of your library in
 * a random order." (rules/effects/cascade.ts)
 */
export function cascadeTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "cascade") return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "cast", filter: Filters.self, by: "you" },
    effects: [{ do: "cascade" }],
  };
}
