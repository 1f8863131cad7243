import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.115a: "Ingest" means "Whenever this creature deals combat damage to a player, that player
 * exiles the top card of their library." (Face up; nothing happens with an empty library: the rulings.)
 */
export function ingestTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "ingest") return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "dealsCombatDamageToPlayer", filter: Filters.self },
    effects: [{ do: "exileTopOfLibrary", who: { ref: "triggerPlayer" }, count: 1 }],
  };
}
