import type { EntersReplacement } from "../../../abilities/ability.js";
import { parseYourCommander } from "../command/commanderPhrases.js";
import type { Condition } from "../../../abilities/condition.js";
import type { ObjectFilter } from "../../../abilities/filter.js";
import { Filters } from "../../../abilities/filter.js";
import { SELF } from "../text/sentences.js";
import { parseGroup, parseIndefinite } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

const UNLESS = new RegExp(`^${SELF} enters(?: the battlefield)? tapped unless (.+)$`);

/**
 * 614.1c: "~ enters tapped unless you control two or fewer other lands", "… unless you control a
 * Plains or an Island", "… unless you have two or more opponents": the condition is checked as the
 * permanent would enter (it is not on the battlefield yet, so "other" changes nothing).
 */
export function parseEntersTappedUnless(sentence: string): EntersReplacement | null {
  const m = UNLESS.exec(sentence);
  const unless = m?.[1] ? parseUnless(m[1]) : null;
  return unless ? { effect: "entersTapped", unless } : null;
}

/** "you control a Plains or an Island", "you control two or more other lands", "you have two or more opponents". */
export function parseUnless(clause: string): Condition | null {
  const opponents = /^you have (\S+) or more opponents$/.exec(clause);
  if (opponents?.[1]) {
    const n = parseCount(opponents[1]);
    return n === null ? null : { is: "opponentsAtLeast", n };
  }
  const counted = /^you control (\S+) or (more|fewer) (.+)$/.exec(clause);
  if (counted?.[1] && counted[2] && counted[3]) {
    const n = parseCount(counted[1]);
    const group = parseGroup(counted[3]);
    if (n === null || !group?.plural) return null;
    return { is: "youControlCount", filter: group.filter, ...(counted[2] === "more" ? { atLeast: n } : { atMost: n }) };
  }
  const some = /^you control (.+)$/.exec(clause);
  if (!some?.[1]) return null;
  const options: ObjectFilter[] = [];
  for (const phrase of some[1].split(" or ")) {
    const f = parseIndefinite(phrase) ?? parseYourCommander(phrase);
    if (!f) return null;
    options.push(f);
  }
  const [only] = options;
  const filter = options.length === 1 && only ? only : Filters.or(...options);
  return { is: "youControlCount", filter, atLeast: 1 };
}
