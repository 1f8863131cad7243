import type { Amount } from "../../../abilities/amount.js";
import { parseColorWord } from "../text/words.js";
import { SELF } from "../text/sentences.js";
import { allOf, parseGroup, parseSingular } from "../text/subjects.js";
import { parseSpellsCastCount } from "../turnHistory/turnHistoryAmounts.js";

/**
 * How many tokens a creation makes when the number is counted as it resolves (608.2h): "for each
 * Elf you control", "equal to the number of creatures you control", "where X is your devotion
 * to black". Null for any count the engine can't compute.
 */

/** "[a token] for each Elf you control", "… for each creature card in your graveyard". */
export function parseForEach(phrase: string): Amount | null {
  const counters = new RegExp(`^([+-]\\d+/[+-]\\d+|[a-z]+) counter on (?:${SELF}|it)$`).exec(phrase);
  // "for each +1/+1 counter on it": the source's counters (its last known ones once it has left, 608.2h).
  if (counters?.[1]) return { of: "countersOnSelf", kind: counters[1] };
  const graveyard = /^(.+) card in (your|all) graveyards?$/.exec(phrase);
  if (graveyard?.[1] && graveyard[2]) {
    const filter = parseSingular(graveyard[1]);
    if (!filter || (graveyard[2] === "your") !== phrase.endsWith("graveyard")) return null;
    return { of: "countInGraveyard", filter, whose: graveyard[2] === "your" ? "you" : "all" };
  }
  if (phrase === "card in your hand") return { of: "cardsInHand", whose: "you" };
  if (new RegExp(`^time (?:it|${SELF}) was kicked$`).test(phrase)) return { of: "timesKicked" }; // 702.33d
  // 903.8: casts of your commander(s) from the command zone.
  if (/^time you've cast (?:your|a) commander from the command zone this game$/.test(phrase))
    return { of: "commanderCasts" };
  const filter = parseSingular(phrase);
  return filter ? { of: "count", filter } : null;
}

/** "the number of creatures you control", "your devotion to black", "the number of cards in your hand". */
export function parseNumberOf(phrase: string): Amount | null {
  const devotion = /^your devotion to (white|blue|black|red|green)$/.exec(phrase);
  const color = devotion?.[1] ? parseColorWord(devotion[1]) : null;
  if (color) return { of: "devotion", color };
  if (phrase === "the number of cards in your hand") return { of: "cardsInHand", whose: "you" };
  const graveyard = /^the number of (?:(.+) )?cards in (your|all) graveyards?$/.exec(phrase);
  if (graveyard?.[2]) {
    const filter = graveyard[1] === undefined ? allOf([]) : parseGroup(`${graveyard[1]}s`)?.filter;
    if (!filter || (graveyard[2] === "your") !== phrase.endsWith("graveyard")) return null;
    return { of: "countInGraveyard", filter, whose: graveyard[2] === "your" ? "you" : "all" };
  }
  const spells = parseSpellsCastCount(phrase);
  if (spells) return spells;
  const m = /^the number of (.+)$/.exec(phrase);
  const group = m?.[1] ? parseGroup(m[1]) : null;
  return group?.plural ? { of: "count", filter: group.filter } : null;
}
