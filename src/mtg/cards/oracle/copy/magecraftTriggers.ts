import type { ParsedTrigger } from "../triggers.js";
import { parseSpellPhrase } from "../text/subjects.js";

const WHO: Readonly<Record<string, "you" | "opponent" | "any">> = {
  you: "you",
  "an opponent": "opponent",
  "a player": "any",
};

/**
 * 707.10, 207.2c (magecraft): "Whenever you cast or copy an instant or sorcery spell" and
 * "Whenever you copy a spell": a copy put on the stack is not cast, yet these abilities see it.
 * "It" / "that spell" is the spell cast or the copy.
 */
export function parseCopyTrigger(condition: string): ParsedTrigger | null {
  const m = /^Whenever (you|an opponent|a player) (cast or copy|casts or copies|copy|copies) (.+)$/.exec(condition);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const by = WHO[m[1]];
  if (!by || (m[1] === "you") === m[2].endsWith("s")) return null;
  const filter = parseSpellPhrase(m[3]);
  if (!filter) return null;
  const pronoun = { ref: "triggerObject" } as const;
  if (m[2].startsWith("cast")) return { trigger: { on: "cast", filter, by, orCopy: true }, pronoun };
  return { trigger: { on: "copy", filter, by }, pronoun };
}
