import { Filters } from "../../../abilities/filter.js";
import { SELF } from "../text/sentences.js";
import { parseIndefinite, parseSpellPhrase } from "../text/subjects.js";
import type { ParsedTrigger } from "../triggers.js";

const WHO: Readonly<Record<string, "you" | "opponent" | "any">> = {
  you: "you",
  "an opponent": "opponent",
  "a player": "any",
};

/**
 * 115.9c: "Whenever you cast an instant or sorcery spell that targets only ~ / only a single Golem"
 * — one different object is chosen as its target(s), and it is this permanent (Reflective Golem) or
 * such an object. "That spell" is the spell cast.
 */
export function parseTargetsOnlySelfTrigger(condition: string): ParsedTrigger | null {
  const m = new RegExp(
    `^Whenever (you|an opponent|a player) (cast|casts) (.+?) that targets only (${SELF}|a single (.+))$`,
  ).exec(condition);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const by = WHO[m[1]];
  const filter = parseSpellPhrase(m[3]);
  const only = m[5] === undefined ? Filters.self : parseIndefinite(`a ${m[5]}`);
  if (!by || !filter || !only || (m[1] === "you") === (m[2] === "casts")) return null;
  return { trigger: { on: "cast", filter, by, targetsOnlyOne: only }, pronoun: { ref: "triggerObject" } };
}
