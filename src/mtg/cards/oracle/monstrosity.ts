import type { AbilityDef } from "../../abilities/ability.js";
import type { Effect } from "../../abilities/effect.js";
import { Filters } from "../../abilities/filter.js";
import type { ParsedTrigger } from "./triggers.js";
import { SELF } from "./sentences.js";
import { compileStaticSentence } from "./statics.js";
import { parseAmount } from "./words.js";

/** 701.37a: the instruction "Monstrosity N" (or X, the X of the activated ability). */
export function compileMonstrosity(s: string): Effect[] | null {
  const m = /^monstrosity (\d+|X)$/.exec(s);
  const amount = m?.[1] ? parseAmount(m[1]) : null;
  return amount === null ? null : [{ do: "monstrosity", amount }];
}

/** 701.37: "When ~ becomes monstrous". */
export function parseMonstrousTrigger(condition: string): ParsedTrigger | null {
  if (condition !== `When ${SELF} becomes monstrous`) return null;
  return { trigger: { on: "becomesMonstrous", filter: Filters.self }, pronoun: { ref: "self" } };
}

/**
 * Paragraphs about the monstrous designation (701.37b): "As long as ~ is monstrous, it has …", a
 * static ability that exists only while it is monstrous (611.3b); and "When ~ becomes monstrous,
 * … X …", whose X is the monstrosity's X (701.37c), which is not kept: not executed.
 */
export function compileMonstrousParagraph(paragraph: string, text: string): AbilityDef | null {
  if (new RegExp(`^When ${SELF} becomes monstrous, .*\\bX\\b`).test(text))
    return { kind: "text", text: paragraph, reason: "701.37c: the X of the monstrosity is not kept for its trigger" };
  const m = new RegExp(`^As long as ${SELF} is monstrous, (?:it|${SELF}) (.+?)\\.?$`).exec(text);
  const effect = m?.[1] ? compileStaticSentence(`${SELF} ${m[1]}`) : null;
  if (!effect || effect.condition) return null;
  return {
    kind: "static",
    text: paragraph,
    effects: [{ ...effect, condition: { is: "selfMatches", filter: { is: "monstrous" } } }],
  };
}
