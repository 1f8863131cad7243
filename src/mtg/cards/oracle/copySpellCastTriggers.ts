import { Filters } from "../../abilities/filter.js";
import { SELF } from "./sentences.js";
import { parseSpellPhrase } from "./subjects.js";
import type { ParsedTrigger } from "./triggers.js";

const WHO: Readonly<Record<string, "you" | "opponent" | "any">> = {
  you: "you",
  "an opponent": "opponent",
  "a player": "any",
};

/**
 * 115.9b: "Whenever you cast an instant or sorcery spell that targets only ~" — the spell has one
 * target, and it is this permanent (Reflective Golem). "That spell" is the spell cast.
 */
export function parseTargetsOnlySelfTrigger(condition: string): ParsedTrigger | null {
  const m = new RegExp(`^Whenever (you|an opponent|a player) (cast|casts) (.+?) that targets only ${SELF}$`).exec(
    condition,
  );
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const by = WHO[m[1]];
  const filter = parseSpellPhrase(m[3]);
  if (!by || !filter || (m[1] === "you") === (m[2] === "casts")) return null;
  return { trigger: { on: "cast", filter, by, targetsOnlyOne: Filters.self }, pronoun: { ref: "triggerObject" } };
}
