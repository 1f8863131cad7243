import type { AbilityDef } from "../../../abilities/ability.js";
import { Filters } from "../../../abilities/filter.js";
import { SELF, splitSentences } from "../text/sentences.js";
import { compileStaticSentence } from "../statics.js";

const PAIRED = new RegExp(
  `^As long as ${SELF} is paired with another creature, (?:each of those creatures|both creatures) (has|have|gets|get) (.+)$`,
);
const SINGULAR: Readonly<Record<string, string>> = { has: "has", have: "has", gets: "gets", get: "gets" };

/**
 * 702.95b: "As long as ~ is paired with another creature, each of those creatures has …" / "both
 * creatures get …" — a static ability of the soulbond creature affecting it and the creature it
 * is paired with, while they are paired (611.3b).
 */
export function compilePairedStatic(paragraph: string, text: string): AbilityDef | null {
  const sentences = splitSentences(text);
  const [only] = sentences ?? [];
  const m = sentences?.length === 1 && only !== undefined ? PAIRED.exec(only) : null;
  const verb = m?.[1] ? SINGULAR[m[1]] : undefined;
  const effect = m?.[2] && verb ? compileStaticSentence(`${SELF} ${verb} ${m[2]}`) : null;
  if (!effect || effect.condition || effect.affects.is !== "self") return null;
  return {
    kind: "static",
    text: paragraph,
    effects: [
      {
        ...effect,
        affects: Filters.or(Filters.self, { is: "pairedWithSource" }),
        condition: { is: "selfPaired" },
      },
    ],
  };
}
