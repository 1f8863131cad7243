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
 * "Whenever you cast a spell that targets ~" (heroic), "Whenever you cast an Aura spell that
 * targets ~", "… a spell that targets a creature you control": a cast trigger (603.2) whose spell
 * has, as it becomes cast, at least one target that is this permanent / such a permanent (115.1,
 * 601.2c). A spell that targets it more than once still triggers it once. "That spell" is the
 * spell cast.
 */
export function parseSpellTargetsTrigger(condition: string): ParsedTrigger | null {
  const m = /^Whenever (you|an opponent|a player) (cast|casts) (.+?) that targets (.+)$/.exec(condition);
  if (!m?.[1] || !m[2] || !m[3] || !m[4]) return null;
  const by = WHO[m[1]];
  const filter = parseSpellPhrase(m[3]);
  const targets = m[4] === SELF ? Filters.self : /^only /.test(m[4]) ? null : parseIndefinite(m[4]);
  if (!by || !filter || !targets || (m[1] === "you") === (m[2] === "casts")) return null;
  return { trigger: { on: "cast", filter, by, targets }, pronoun: { ref: "triggerObject" } };
}
