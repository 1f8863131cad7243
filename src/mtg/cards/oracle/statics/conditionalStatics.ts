import type { AbilityDef } from "../../../abilities/ability.js";
import { SELF, splitSentences } from "../text/sentences.js";
import { compileStaticSentence } from "../statics.js";
import { parseTurnCondition } from "../turnHistory/turnHistoryConditions.js";
import { parseYouControlCondition } from "../copy/tokenCopyIfYouControl.js";
import { parseStaticCondition } from "./staticConditions.js";
import { parseAttachedCountCondition } from "./attachedCountCondition.js";

const BEFORE = /^As long as ([^,]+), (.+)$/;
const AFTER = /^(.+) as long as (.+)$/;
/** "~ has flying and trample if it devoured a creature" (a condition about the source itself). */
const AFTER_IF = new RegExp(`^(${SELF} .+) if (it .+)$`);

/**
 * 611.3b: "As long as [condition], [static]" and "[static] as long as [condition]" — a static
 * ability whose effect exists only while the condition holds ("~ gets +2/+2 as long as you have
 * the city's blessing"). The condition is one of the game's conditions (parseTurnCondition).
 */
export function compileConditionalStatic(paragraph: string, text: string): AbilityDef | null {
  const sentences = splitSentences(text);
  const [only] = sentences ?? [];
  if (sentences?.length !== 1 || only === undefined) return null;
  const before = BEFORE.exec(only);
  const after = before ? null : (AFTER.exec(only) ?? AFTER_IF.exec(only));
  const phrase = before?.[1] ?? after?.[2];
  // "As long as ~ is equipped, it gets +1/+1": "it" is the condition's subject, ~ itself.
  const sentence = phrase?.startsWith(`${SELF} `) ? before?.[2]?.replace(/^it /, `${SELF} `) : undefined;
  const body = sentence ?? before?.[2] ?? after?.[1];
  if (!phrase || !body) return null;
  const condition =
    parseTurnCondition(phrase, after && !AFTER.test(only) ? { ref: "self" } : null) ??
    parseYouControlCondition(phrase) ??
    (after ? parseAttachedCountCondition(phrase, body) : null) ??
    parseStaticCondition(phrase, after?.[1]?.startsWith(`${SELF} `) === true);
  const effect = condition ? compileStaticSentence(body) : null;
  if (!condition || !effect || effect.condition) return null;
  return { kind: "static", text: paragraph, effects: [{ ...effect, condition }] };
}
