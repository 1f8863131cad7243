import type { AbilityDef } from "../../../abilities/ability.js";
import type { Effect } from "../../../abilities/effect.js";
import { Filters } from "../../../abilities/filter.js";
import type { Designation } from "../../../abilities/trigger.js";
import type { ParsedTrigger } from "../triggers.js";
import { SELF } from "../text/sentences.js";
import { compileStaticSentence } from "../statics.js";
import { parseIndefinite } from "../text/subjects.js";
import { parseAmount } from "../text/words.js";

/** 701.37a: the instruction "Monstrosity N" (or X, the X of the activated ability). */
export function compileMonstrosity(s: string): Effect[] | null {
  const m = /^monstrosity (\d+|X)$/.exec(s);
  const amount = m?.[1] ? parseAmount(m[1]) : null;
  return amount === null ? null : [{ do: "monstrosity", amount }];
}

/** 701.37, 702.112: "When ~ becomes monstrous", "Whenever a creature you control becomes renowned". */
export function parseDesignationTrigger(condition: string): ParsedTrigger | null {
  const m = /^(When|Whenever) (.+) becomes (monstrous|renowned)$/.exec(condition);
  const designation = m?.[3] as Designation | undefined;
  if (!m?.[2] || !designation) return null;
  if (m[2] === SELF)
    return { trigger: { on: "becomesDesignated", designation, filter: Filters.self }, pronoun: { ref: "self" } };
  const filter = parseIndefinite(m[2]);
  return filter
    ? { trigger: { on: "becomesDesignated", designation, filter }, pronoun: { ref: "triggerObject" } }
    : null;
}

/**
 * Paragraphs about a designation (701.37b, 702.112b): "As long as ~ is monstrous, it has …", a
 * static ability that exists only while it is (611.3b); and "When ~ becomes monstrous, … X …",
 * whose X is the monstrosity's X (701.37c), which is not kept: not executed.
 */
export function compileDesignationParagraph(paragraph: string, text: string): AbilityDef | null {
  if (new RegExp(`^When ${SELF} becomes monstrous, .*\\bX\\b`).test(text))
    return { kind: "text", text: paragraph, reason: "701.37c: the X of the monstrosity is not kept for its trigger" };
  const m = new RegExp(`^As long as ${SELF} is (monstrous|renowned), (?:it|${SELF}) (.+?)\\.?$`).exec(text);
  const designation = m?.[1] as Designation | undefined;
  const effect = m?.[2] && designation ? compileStaticSentence(`${SELF} ${m[2]}`) : null;
  if (!effect || effect.condition || !designation) return null;
  return {
    kind: "static",
    text: paragraph,
    effects: [{ ...effect, condition: { is: "selfMatches", filter: { is: designation } } }],
  };
}
