import type { Condition } from "../../../abilities/condition.js";
import { parseEminenceCondition } from "../command/commanderEminence.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import { SELF } from "../text/sentences.js";
import { DEVOURED_A_CREATURE } from "../keywords/devoured.js";
import { parseSelfStateCondition } from "../copy/tokenCopyInterveningIf.js";
import { parseTributeCondition } from "../keywords/tribute.js";
import { parseProwlCondition } from "../keywords/prowl.js";
import { parseYouControlCondition } from "../copy/tokenCopyIfYouControl.js";
import { parseTargetsOnlySelfCondition } from "../copy/spellCopyThatSpell.js";

/** Conditions about the turn so far, whatever "it" means. */
const TURN: Readonly<Record<string, Condition>> = {
  "you attacked this turn": { is: "youAttackedThisTurn" },
  "you attacked with a creature this turn": { is: "youAttackedThisTurn" },
  "a creature died this turn": { is: "creatureDiedThisTurn" },
  "a permanent you controlled left the battlefield this turn": { is: "yourPermanentLeftThisTurn" },
  "you've cast another spell this turn": { is: "youCastAnotherSpellThisTurn" },
  "you have the city's blessing": { is: "youHaveCitysBlessing" },
};

/** Conditions about this permanent: "it" must be the ability's source. */
const SELF_CONDITIONS: Readonly<Record<string, Condition>> = {
  "you cast it": { is: "selfWasCast", byYou: true },
  "you cast it from your hand": { is: "selfWasCast", byYou: true, from: "hand" },
  "it was cast": { is: "selfWasCast" },
  "it's not a token": { is: "not", condition: { is: "selfMatches", filter: { is: "token" } } },
  "it's attacking": { is: "selfMatches", filter: { is: "attacking" } },
  [`${SELF} is tapped`]: { is: "selfTapped" },
  [`${SELF} is untapped`]: { is: "not", condition: { is: "selfTapped" } },
  "it devoured a creature": DEVOURED_A_CREATURE,
};

/**
 * One of the conditions above, as written after "if" ("you attacked this turn", "you cast it from
 * your hand"); `pronoun` is what "it" refers to (only the source itself is understood).
 */
export function parseTurnCondition(phrase: string, pronoun: ObjectRef | null): Condition | null {
  const turn = TURN[phrase];
  if (turn) return turn;
  const life = /^you gained (\d+) or more life this turn$/.exec(phrase);
  if (life?.[1]) return { is: "youGainedLifeThisTurn", atLeast: Number(life[1]) };
  const self = SELF_CONDITIONS[phrase];
  if (!self) return null;
  return pronoun?.ref === "self" || phrase.startsWith(SELF) ? self : null;
}

/**
 * 603.4: "[trigger], if [condition], [effect]" — an intervening "if" clause, checked as the
 * ability triggers and again as it resolves. Returns the condition and the instructions after it.
 */
export function takeInterveningIf(
  instructions: string,
  pronoun: ObjectRef | null,
): { condition: Condition; rest: string } | null {
  if (!instructions.startsWith("if ")) return null;
  // The condition is the longest known phrase before a comma ("if you cast it from your hand, …").
  let at = instructions.indexOf(", ");
  while (at >= 0) {
    const phrase = instructions.slice(3, at);
    const condition =
      parseTurnCondition(phrase, pronoun) ??
      parseSelfStateCondition(phrase, pronoun) ??
      parseTributeCondition(phrase) ??
      parseProwlCondition(phrase) ??
      parseYouControlCondition(phrase) ??
      parseTargetsOnlySelfCondition(phrase, pronoun) ??
      parseEminenceCondition(phrase);
    if (condition) return { condition, rest: instructions.slice(at + 2) };
    at = instructions.indexOf(", ", at + 2);
  }
  return null;
}
