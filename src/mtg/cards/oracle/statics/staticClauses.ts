import type { StaticAbility, StaticEffect } from "../../../abilities/ability.js";
import type { RuleEffect } from "../../../abilities/ruleEffect.js";
import { compileRuleSentence } from "./ruleSentences.js";
import { splitSentences } from "../text/sentences.js";
import { compileStaticSentence } from "../statics.js";
import { parseFixedObject, parseGroup } from "../text/subjects.js";

// A clause of a static sentence starts with its verb; what comes before the first is the subject.
const VERB = /^(?:gets?|has|have|is|are|can't|can|doesn't|don't|attacks?|blocks?|must|assigns?) /;
const JOINTS = /(,? and |, )/;

/**
 * 604.1, 611.3a: one subject with several static predicates — "Enchanted creature gets +2/+1 and
 * can't block", "Equipped creature gets +2/+2 and has protection from red and from blue",
 * "Enchanted creature gets +2/+2 and attacks each combat if able". Each clause is compiled with
 * the subject as its own static sentence (a characteristic change for the layers, or a rule
 * effect); all of them form one static ability. A later piece that doesn't start with a verb
 * belongs to the clause before it ("has trample and annihilator 2"). Null unless every clause
 * is understood.
 */
export function compileStaticClauses(paragraph: string, text: string): StaticAbility | null {
  const sentences = splitSentences(text);
  const [only] = sentences ?? [];
  if (sentences?.length !== 1 || !only || only.includes(": ")) return null;
  const quote = only.indexOf('"');
  const head = quote < 0 ? only : only.slice(0, quote);
  const words = head.split(" ");
  const at = words.findIndex((w, i) => i > 0 && VERB.test(`${w} `));
  const subject = words.slice(0, at).join(" ");
  if (at < 1 || !(parseFixedObject(subject) || parseGroup(subject)?.plural)) return null;
  const clauses = splitClauses(head.slice(subject.length + 1));
  const last = clauses.length - 1;
  if (clauses.length < 2 || last < 0) return null;
  clauses[last] = `${clauses[last]}${quote < 0 ? "" : only.slice(quote)}`;
  const effects: StaticEffect[] = [];
  const rules: RuleEffect[] = [];
  for (const clause of clauses) {
    const sentence = `${subject} ${clause.replace(/protection from (\w+) and from (\w+)/, "protection from $1 and protection from $2")}`;
    const effect = compileStaticSentence(sentence);
    const rule = effect ? null : compileRuleSentence(paragraph, sentence);
    if (effect?.condition || (!effect && (!rule || rule.effects.length > 0 || !rule.rules))) return null;
    if (effect) effects.push(effect);
    rules.push(...(rule?.rules ?? []));
  }
  return { kind: "static", text: paragraph, effects, ...(rules.length > 0 ? { rules } : {}) };
}

/** "gets +2/+2, has trample, and can't block" → its clauses, each starting with a verb. */
function splitClauses(predicates: string): string[] {
  const pieces = predicates.split(JOINTS);
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i] ?? "";
    const prev = out.length - 1;
    if (prev >= 0 && !VERB.test(`${piece} `)) out[prev] = `${out[prev]}${pieces[i - 1] ?? ""}${piece}`;
    else out.push(piece);
  }
  return out;
}
