import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { parseTargetPhrase } from "../text/subjects.js";

/**
 * "An opponent chooses target creature they control" (601.2c: an opponent chooses the target, among
 * the permanents they control): the ability's only target, which "that creature" then names.
 */
export function compileOpponentChoosesTarget(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^an opponent chooses target (.+) they control$/.exec(s);
  if (!m?.[1] || ctx.targets.length > 0) return null;
  const target = parseTargetPhrase(`target ${m[1]} an opponent controls`);
  if (target?.spec.kind !== "permanent" || target.min !== undefined || target.max !== undefined) return null;
  ctx.pronoun = { ref: "target", index: 0 };
  ctx.targets.push({ ...target, chosenBy: "opponent" });
  return [];
}
