import type { StaticEffect } from "../../abilities/ability.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import { Filters } from "../../abilities/filter.js";
import { isPredicateVerb, parsePredicate } from "./text/predicates.js";
import { parseFixedObject, parseGroup } from "./text/subjects.js";
import { parseNotLegendaryIfToken } from "./copy/notLegendaryIfToken.js";
import { parseControlAttached } from "./statics/controlAttached.js";

/**
 * A static ability's sentence (604.1): "<subject> <predicate>" with no duration, such as
 * "Creatures you control get +0/+2" or "Enchanted creature has flying". The subject becomes
 * the effect's `affects` filter, evaluated continuously (611.3a).
 */
export function compileStaticSentence(sentence: string): StaticEffect | null {
  const notLegendary = parseNotLegendaryIfToken(sentence);
  if (notLegendary) return notLegendary;
  const control = parseControlAttached(sentence);
  if (control) return control;
  const words = sentence.split(" ");
  for (let k = 1; k < words.length; k++) {
    const verb = words[k];
    if (verb === undefined || !isPredicateVerb(verb)) continue;
    const subject = staticSubject(words.slice(0, k).join(" "));
    if (!subject) continue;
    const predicate = parsePredicate(words.slice(k).join(" "), "static", subject.plural);
    if (!predicate || predicate.choosesColor) return null;
    return { affects: subject.filter, parts: predicate.parts };
  }
  return null;
}

function staticSubject(phrase: string): { filter: ObjectFilter; plural: boolean } | null {
  const fixed = parseFixedObject(phrase);
  if (fixed === "self") return { filter: Filters.self, plural: false };
  if (fixed === "attached") return { filter: Filters.attached, plural: false };
  return parseGroup(phrase);
}
