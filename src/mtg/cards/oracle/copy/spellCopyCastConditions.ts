import { Filters, type ObjectFilter } from "../../../abilities/filter.js";
import { SELF } from "../text/sentences.js";
import { parseSpellPhrase } from "../text/subjects.js";
import type { ParsedTrigger } from "../triggers.js";
import { parseCount } from "../text/words.js";

const WHO: Readonly<Record<string, "you" | "opponent" | "any">> = {
  you: "you",
  "an opponent": "opponent",
  "a player": "any",
};

/** 201.2: "… spell that has the same name as a card in your graveyard" (the spell itself is on the stack). */
const SAME_NAME = / that has the same name as a card in your graveyard$/;

/**
 * Cast triggers with a condition on the event (603.2), Pyromancer Ascension's:
 * "Whenever you cast an instant or sorcery spell that has the same name as a card in your graveyard"
 * and "Whenever you cast an instant or sorcery spell while ~ has two or more quest counters on it"
 * (the rulings: the counters are counted as the spell is cast, and only then).
 */
export function parseCastConditionTrigger(condition: string): ParsedTrigger | null {
  const m = /^Whenever (you|an opponent|a player) (casts?) (.+)$/.exec(condition);
  const by = m?.[1] ? WHO[m[1]] : undefined;
  if (!m?.[2] || !m[3] || !by || (m[1] === "you") === (m[2] === "casts")) return null;
  const counters = new RegExp(`^(.+?) while ${SELF} has (\\S+) or more (\\S+) counters on it$`).exec(m[3]);
  const spell = counters?.[1] ?? m[3];
  const sameName = SAME_NAME.test(spell);
  if (!counters && !sameName) return null;
  const base = parseSpellPhrase(spell.replace(SAME_NAME, ""));
  const n = counters?.[2] ? parseCount(counters[2]) : null;
  const kind = counters?.[3];
  if (!base || (counters && (n === null || n < 1 || !kind || !/^(\w+|[+-]1\/[+-]1)$/.test(kind)))) return null;
  const filter: ObjectFilter = sameName ? Filters.and(base, { is: "sameNameAsCardInYourGraveyard" }) : base;
  return {
    trigger: {
      on: "cast",
      filter,
      by,
      ...(kind && n !== null ? { onlyWhile: { is: "selfCounters" as const, kind, atLeast: n } } : {}),
    },
    pronoun: { ref: "triggerObject" },
  };
}
