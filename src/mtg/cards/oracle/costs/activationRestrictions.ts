import type { ActivationTiming } from "../../../abilities/activationTiming.js";
import type { Condition } from "../../../abilities/condition.js";
import type { StepName } from "../../../model/turn.js";
import { parseTurnCondition } from "../turnHistory/turnHistoryConditions.js";

/** The restrictions an activated ability's last sentences put on its activation (602.5). */
export interface ActivationRestrictions {
  sorcerySpeed?: true;
  oncePerTurn?: true;
  timing?: ActivationTiming;
  anyPlayer?: true;
  onlyIf?: Condition;
}

const BEFORE_ATTACKERS: readonly StepName[] = ["untap", "upkeep", "draw", "main1", "beginCombat"];
const COMBAT: readonly StepName[] = ["beginCombat", "declareAttackers", "declareBlockers", "combatDamage", "endCombat"];

/** One "only …" clause: 602.5d sorcery timing, 602.5b once each turn, 602.5 turns and steps; 602.5e instant timing is the usual one. */
const CLAUSES: Readonly<Record<string, ActivationRestrictions>> = {
  "as a sorcery": { sorcerySpeed: true },
  "as an instant": {},
  "once each turn": { oncePerTurn: true },
  "during your turn": { timing: { turn: "yours" } },
  "during your upkeep": { timing: { turn: "yours", steps: ["upkeep"] } },
  "during any upkeep step": { timing: { steps: ["upkeep"] } },
  "during an opponent's upkeep": { timing: { turn: "opponents", steps: ["upkeep"] } },
  "during an opponent's turn": { timing: { turn: "opponents" } },
  // Ruling (Alaborn Veteran, 2013-09-20): before the declare attackers step of the turn's combat.
  "during your turn, before attackers are declared": { timing: { turn: "yours", steps: BEFORE_ATTACKERS } },
  "during combat": { timing: { steps: COMBAT } },
  "during the declare blockers step": { timing: { steps: ["declareBlockers"] } },
};

/** "only if a creature died this turn", "only if you attacked this turn" (602.5): a condition about the game. */
function onlyIfClause(clause: string): ActivationRestrictions | null {
  const onlyIf = clause.startsWith("if ") ? parseTurnCondition(clause.slice(3), null) : null;
  return onlyIf ? { onlyIf } : null;
}

/** "Activate only during your turn and only once each turn": each clause, or null if one is unknown or repeated. */
function parseSentence(sentence: string): ActivationRestrictions | null {
  if (sentence === "Any player may activate this ability") return { anyPlayer: true };
  const m = /^Activate only (.+)$/.exec(sentence);
  if (!m?.[1]) return null;
  const out: ActivationRestrictions = {};
  for (const clause of m[1].split(/,? and only /)) {
    const r = CLAUSES[clause] ?? onlyIfClause(clause);
    if (
      !r ||
      (r.onlyIf && out.onlyIf) ||
      (r.timing && out.timing) ||
      (r.sorcerySpeed && out.sorcerySpeed) ||
      (r.oncePerTurn && out.oncePerTurn)
    )
      return null;
    Object.assign(out, r);
  }
  return out;
}

/**
 * Takes the restriction sentences off the end of an activated ability's instructions (at least one
 * instruction stays) and returns them; `{}` when there is none, null when two say the same thing.
 */
export function takeRestrictions(sentences: string[]): ActivationRestrictions | null {
  const out: ActivationRestrictions = {};
  while (sentences.length > 1) {
    const r = parseSentence(sentences.at(-1) ?? "");
    if (!r) break;
    if (Object.keys(r).some((k) => k in out)) return null;
    Object.assign(out, r);
    sentences.pop();
  }
  return out;
}
