import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import type { Amount } from "./amount.js";
import type { Effect } from "./effect.js";
import { Filters } from "./filter.js";
import type { ObjectRef } from "./ref.js";

/** "[it] gets +N/+M until end of turn" (611.2a); a number read from the game is locked as it resolves (608.2h). */
export function pumpUntilEndOfTurn(what: ObjectRef, power: Amount, toughness: Amount): Effect {
  return { do: "continuous", what, parts: [{ op: "modifyPT", power, toughness }], duration: "endOfTurn" };
}

/**
 * Keyword abilities that are triggered abilities of combat and casting, as the rules word them:
 * prowess (702.108a), exalted (702.83a), bushido (702.45a), flanking (702.25a) and persist (702.79a).
 */
export function keywordTrigger(def: KeywordAbility): TriggeredAbility | null {
  const base = { kind: "triggered", text: def.text } as const;
  switch (def.keyword) {
    case "prowess":
      // "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
      return {
        ...base,
        trigger: { on: "cast", filter: Filters.not(Filters.creature), by: "you" },
        effects: [pumpUntilEndOfTurn({ ref: "self" }, 1, 1)],
      };
    case "myriad":
      // 702.116a: "Whenever this creature attacks, for each opponent other than defending player, …" (rules/myriad.ts).
      return { ...base, trigger: { on: "attacks", filter: Filters.self }, effects: [{ do: "myriad" }] };
    case "exalted":
      // "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
      return {
        ...base,
        trigger: { on: "attacksAlone", filter: Filters.and(Filters.creature, Filters.youControl) },
        effects: [pumpUntilEndOfTurn({ ref: "triggerObject" }, 1, 1)],
      };
    case "bushido": {
      // "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
      const n = def.n ?? 0;
      return {
        ...base,
        trigger: { on: "blocks", filter: Filters.self, orBecomesBlocked: true },
        effects: [pumpUntilEndOfTurn({ ref: "self" }, n, n)],
      };
    }
    case "flanking":
      // "Whenever this creature becomes blocked by a creature without flanking, the blocking
      // creature gets -1/-1 until end of turn."
      return {
        ...base,
        trigger: {
          on: "blockedBy",
          filter: Filters.self,
          blocker: Filters.not({ is: "hasKeyword", keyword: "flanking" }),
        },
        effects: [pumpUntilEndOfTurn({ ref: "triggerObject" }, -1, -1)],
      };
    case "persist":
      // "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1
      // counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it."
      return {
        ...base,
        trigger: { on: "dies", filter: Filters.self },
        interveningIf: { is: "selfHadNoCounters", kind: "-1/-1" },
        effects: [{ do: "returnToBattlefield", what: { ref: "triggerObject" }, withCounters: { kind: "-1/-1", n: 1 } }],
      };
    case "soulshift":
      // "When this permanent is put into a graveyard from the battlefield, you may return target
      // Spirit card with mana value N or less from your graveyard to your hand."
      return {
        ...base,
        trigger: { on: "dies", filter: Filters.self },
        optional: true,
        targets: [
          {
            spec: {
              kind: "card",
              zone: "graveyard",
              whose: "you",
              filter: Filters.and(Filters.subtype("Spirit"), { is: "manaValue", atMost: def.n ?? 0 }),
            },
          },
        ],
        effects: [{ do: "returnToHand", what: { ref: "target", index: 0 } }],
      };
    default:
      return null;
  }
}
