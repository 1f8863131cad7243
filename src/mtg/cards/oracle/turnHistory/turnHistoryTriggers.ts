import { recordableSpellFilter } from "../../../model/turnHistory.js";
import { parseSpellPhrase } from "../text/subjects.js";
import type { ParsedTrigger } from "../triggers.js";

const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3 };
const CASTERS: Readonly<Record<string, "you" | "opponent" | "any">> = {
  "you cast your": "you",
  "an opponent casts their": "opponent",
  "a player casts their": "any",
};

/**
 * 603.2: "Whenever you cast your first instant or sorcery spell [from your graveyard] each turn",
 * "Whenever an opponent casts their second spell each turn": a cast trigger for the Nth spell
 * of that kind its caster casts this turn, counting the whole turn (model/turnHistory.ts).
 */
export function parseNthCastTrigger(condition: string): ParsedTrigger | null {
  const m =
    /^Whenever (you cast your|an opponent casts their|a player casts their) (first|second|third) (.+?)( from your graveyard)? each turn$/.exec(
      condition,
    );
  const caster = m?.[1] ? CASTERS[m[1]] : undefined;
  const n = m?.[2] ? ORDINALS[m[2]] : undefined;
  if (!m?.[3] || !caster || n === undefined) return null;
  // "from your graveyard" only for your own spells.
  if (m[4] && caster !== "you") return null;
  const filter = parseSpellPhrase(`a ${m[3]}`);
  if (!filter || !recordableSpellFilter(filter)) return null;
  const nthThisTurn = m[4] ? { n, from: "graveyard" as const } : { n };
  return { trigger: { on: "cast", filter, by: caster, nthThisTurn }, pronoun: { ref: "triggerObject" } };
}

const DRAWERS: Readonly<Record<string, "you" | "opponent" | "any">> = {
  "you draw your": "you",
  "an opponent draws their": "opponent",
  "a player draws their": "any",
};

/** 121.2: "Whenever you draw your second card each turn": one card drawn, the Nth that player drew this turn. */
export function parseNthDrawTrigger(condition: string): ParsedTrigger | null {
  const m =
    /^Whenever (you draw your|an opponent draws their|a player draws their) (first|second|third) card each turn$/.exec(
      condition,
    );
  const who = m?.[1] ? DRAWERS[m[1]] : undefined;
  const n = m?.[2] ? ORDINALS[m[2]] : undefined;
  if (!who || n === undefined) return null;
  return { trigger: { on: "drawCard", who, nthThisTurn: n }, pronoun: null };
}
