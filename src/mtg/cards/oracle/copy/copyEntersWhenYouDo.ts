import type { ReplacementAbility } from "../../../abilities/ability.js";
import { compileEffects, newEffectContext } from "../effects.js";
import { splitSentences } from "../text/sentences.js";
import { parseEntersAsCopy } from "./copyEnters.js";

/**
 * 707.5, 614.1c, 603.12: "You may have ~ enter as a copy of any creature on the battlefield[, except
 * …]. When you do, [instructions]" (Wall of Stolen Identity): the enters replacement, and a
 * reflexive ability that triggers when it enters as a copy, whose "the copied creature" is the
 * object copied (its trigger object).
 */
export function parseEntersAsCopyWhenYouDo(paragraph: string, text: string): ReplacementAbility | null {
  const sentences = splitSentences(text);
  const [first, second, ...more] = sentences ?? [];
  const when = /^When you do, (.+)$/.exec(second ?? "");
  if (!first || !when?.[1]) return null;
  const replacement = parseEntersAsCopy(first);
  if (replacement?.effect !== "entersAsCopy" || !replacement.optional) return null;
  const instructions = [when[1], ...more].map((s) => s.replace(/\bthe copied (creature|permanent)\b/g, "that $1"));
  const ctx = newEffectContext({ ref: "triggerObject" });
  const effects = compileEffects(instructions, ctx);
  if (!effects) return null;
  const reflexive = {
    kind: "triggered" as const,
    text: paragraph.slice(paragraph.indexOf("When you do, ")),
    trigger: { on: "reflexive" as const },
    effects,
    ...(ctx.targets.length > 0 ? { targets: [...ctx.targets] } : {}),
  };
  return { kind: "replacement", text: paragraph, replacement: { ...replacement, whenYouDo: reflexive } };
}
