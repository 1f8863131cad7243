import type { EntersReplacement } from "../../../abilities/ability.js";
import { parseAsEntersExile } from "../enters/asEntersExile.js";
import { parseEntersAsCopy } from "../copy/copyEnters.js";
import { parseAsEntersChooseObject } from "../copy/becomeCopyChosenAttached.js";
import { parseEntersWithCountersOf } from "../enters/entersCounters.js";
import { parseEntersTappedUnless } from "../enters/entersTappedUnless.js";
import { parseEntersWithCountersForEach } from "../enters/entersCountersForEach.js";
import { SELF } from "../text/sentences.js";
import { parseConditionalEnters } from "../turnHistory/turnHistoryEnters.js";
import { parseCount } from "../text/words.js";

const CHOICES: Readonly<Record<string, "color" | "creatureType" | "cardName" | "opponent">> = {
  "a color": "color",
  "a creature type": "creatureType",
  "a card name": "cardName",
  "an opponent": "opponent",
};

/**
 * How this object enters the battlefield (614.1c-d) and "As ~ enters, choose …" (614.12):
 * "~ enters tapped", "~ enters with two +1/+1 counters on it", "As ~ enters, choose a color".
 */
export function parseEntersReplacement(sentence: string): EntersReplacement | null {
  const conditional = parseConditionalEnters(sentence, parseEntersReplacement);
  if (conditional) return conditional;
  const copy = parseEntersAsCopy(sentence) ?? parseAsEntersExile(sentence) ?? parseAsEntersChooseObject(sentence);
  if (copy) return copy;
  const counters =
    parseEntersWithCountersOf(sentence) ??
    parseEntersWithCountersForEach(sentence) ??
    parseEntersTappedUnless(sentence);
  if (counters) return counters;
  const enters = `${SELF} enters(?: the battlefield)?`;
  if (new RegExp(`^${enters} tapped$`).test(sentence)) return { effect: "entersTapped" };
  let m = new RegExp(`^${enters} with (\\S+) ([+-]\\d+/[+-]\\d+|[a-z]+) (counters?) on it$`).exec(sentence);
  if (m?.[1] && m[2] && m[3]) {
    const n = parseCount(m[1]);
    if (n === null || n < 1 || (n === 1) !== (m[3] === "counter")) return null;
    return { effect: "entersWithCounters", kind: m[2], amount: n };
  }
  m = new RegExp(`^As ${enters}, choose (.+)$`).exec(sentence);
  const choice = m?.[1] ? CHOICES[m[1]] : undefined;
  return choice ? { effect: "asEntersChoose", choice } : null;
}
