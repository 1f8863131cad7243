import type { ObjectFilter } from "../../abilities/filter.js";
import { Filters } from "../../abilities/filter.js";
import type { ObjectRef } from "../../abilities/ref.js";
import type { TriggerEvent } from "../../abilities/trigger.js";
import type { StepName } from "../../model/turn.js";
import { parseCastSelfTrigger } from "./copyTriggers.js";
import { SELF } from "./sentences.js";
import { parseIndefinite, parseSpellPhrase } from "./subjects.js";

/**
 * A trigger condition (603.1): "When ~ enters", "Whenever another creature you control dies",
 * "At the beginning of your upkeep". Also returns what "it" means in the effect: the source for
 * its own events, otherwise the object the event was about.
 */
export interface ParsedTrigger {
  readonly trigger: TriggerEvent;
  readonly pronoun: ObjectRef | null;
}

const STEPS: Readonly<Record<string, StepName>> = {
  upkeep: "upkeep",
  "draw step": "draw",
  "end step": "end",
};

function eventSubject(phrase: string): { filter: ObjectFilter; pronoun: ObjectRef } | null {
  if (phrase === SELF) return { filter: Filters.self, pronoun: { ref: "self" } };
  // "~ or another nontoken creature you control": the qualities describe only the others.
  const others = phrase.startsWith(`${SELF} or another `) ? parseIndefinite(phrase.slice(SELF.length + 4)) : null;
  if (others) return { filter: Filters.or(Filters.self, others), pronoun: { ref: "triggerObject" } };
  const filter = parseIndefinite(phrase);
  return filter ? { filter, pronoun: { ref: "triggerObject" } } : null;
}

export function parseTrigger(condition: string): ParsedTrigger | null {
  const castSelf = parseCastSelfTrigger(condition);
  if (castSelf) return castSelf;
  let m = /^(When|Whenever) (.+?) (enters(?: the battlefield)?|dies|attacks|deals combat damage to a player)$/.exec(
    condition,
  );
  if (m?.[1] && m[2] && m[3]) {
    const subject = eventSubject(m[2]);
    if (!subject) return null;
    const on = m[3].startsWith("enters")
      ? "enters"
      : m[3] === "dies"
        ? "dies"
        : m[3] === "attacks"
          ? "attacks"
          : "dealsCombatDamageToPlayer";
    return { trigger: { on, filter: subject.filter }, pronoun: subject.pronoun };
  }
  m = /^At the beginning of (your|each) (upkeep|draw step|end step)$/.exec(condition);
  if (m?.[1] && m[2]) {
    const step = STEPS[m[2]];
    if (!step) return null;
    return { trigger: { on: "beginningOfStep", step, whose: m[1] === "your" ? "your" : "each" }, pronoun: null };
  }
  if (condition === "At the beginning of combat on your turn") {
    return { trigger: { on: "beginningOfStep", step: "beginCombat", whose: "your" }, pronoun: null };
  }
  m = /^Whenever (you|an opponent|a player) casts? (.+)$/.exec(condition);
  if (m?.[1] && m[2]) {
    if ((m[1] === "you") === condition.includes(" casts ")) return null;
    const filter = parseSpellPhrase(m[2]);
    if (!filter) return null;
    const by = m[1] === "you" ? "you" : m[1] === "an opponent" ? "opponent" : "any";
    return { trigger: { on: "cast", filter, by }, pronoun: { ref: "triggerObject" } };
  }
  return null;
}
