import type { Effect } from "../../../abilities/effect.js";
import { compileEffectSentence, type EffectContext, newEffectContext } from "../effects.js";
import { lowerFirst } from "../text/sentences.js";
import { compilePlayerSacrifice } from "./playerSacrifice.js";

/**
 * "Each opponent sacrifices a creature. Each opponent who can't loses half their life, rounded up."
 * (701.21a, 608.2c): each of those players who controls no such permanent carries out the second
 * instruction themself ("their" is that player's). The second sentence is read as that player's
 * own ("you lose half your life, rounded up").
 */
export function compileSacrificeOrElse(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const m = /^(Each opponent|Each player) sacrifices /.exec(sentences[0] ?? "");
  const rest = m?.[1] ? new RegExp(`^${m[1]} who can't (\\S+?)s (.+)$`).exec(sentences[1] ?? "") : null;
  if (!rest?.[1] || !rest[2] || /\b(you|your)\b/.test(rest[2])) return null;
  const own = compileEffectSentence(`you ${rest[1]} ${rest[2].replace(/\btheir\b/g, "your")}`, newEffectContext());
  if (!own || JSON.stringify(own).includes('"target')) return null;
  const sacrifice = compilePlayerSacrifice(lowerFirst(sentences[0] ?? ""), ctx);
  const first = sacrifice?.[0];
  if (sacrifice?.length !== 1 || first?.do !== "playersSacrifice") return null;
  return { effects: [{ ...first, ifCant: own }], count: 2 };
}
