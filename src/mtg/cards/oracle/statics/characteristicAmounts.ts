import type { Amount } from "../../../abilities/amount.js";
import { Filters } from "../../../abilities/filter.js";
import { parseNumberOf } from "../effects/createTokenCount.js";
import { SELF } from "../text/sentences.js";
import { parseSingular } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

/**
 * The number a characteristic-defining ability sets (604.3), counted continuously: "the number of
 * creatures you control", "1 plus the number of lands you control", "twice the number of creatures
 * you control", "the number of Forests you control plus the number of Treefolk you control", "your
 * life total", "the number of time counters on it", "the number of instant and sorcery cards in your
 * graveyard". Null for a count the layers can't compute.
 */
export function parseCharacteristicAmount(phrase: string): Amount | null {
  const twice = /^twice (.+)$/.exec(phrase);
  if (twice?.[1]) {
    const once = parseCount(twice[1]) === null ? parseCharacteristicAmount(twice[1]) : null;
    return once ? { of: "times", n: 2, amount: once } : null;
  }
  // "A plus B": every way of cutting at " plus " is tried (a count never contains "plus" itself).
  const at = phrase.indexOf(" plus ");
  if (at > 0) {
    const first = phrase.slice(0, at);
    const left = parseCount(first) ?? parseCharacteristicAmount(first);
    const right = parseCharacteristicAmount(phrase.slice(at + " plus ".length));
    return left !== null && right !== null ? { of: "sum", terms: [left, right] } : null;
  }
  return parseTerm(phrase);
}

function parseTerm(phrase: string): Amount | null {
  if (phrase === "your life total") return { of: "lifeTotal" };
  const counters = new RegExp(`^the number of ([a-z]+|[+-]1/[+-]1) counters on (?:it|${SELF})$`).exec(phrase);
  if (counters?.[1]) return { of: "countersOnSelf", kind: counters[1] };
  // "instant and sorcery cards", "sorcery cards" (plural of "sorcery" is not a noun phrase of its own).
  const yard = /^the number of (.+?) cards in (your|all) graveyards?$/.exec(phrase);
  if (yard?.[1] && yard[2] && (yard[2] === "your") === phrase.endsWith("graveyard")) {
    const kinds = yard[1].split(/ and(?:\/or)? | or /).map(parseSingular);
    if (kinds.every((k) => k !== null)) {
      const [only] = kinds;
      const filter = kinds.length === 1 && only ? only : Filters.or(...kinds);
      return { of: "countInGraveyard", filter, whose: yard[2] === "your" ? "you" : "all" };
    }
  }
  return parseNumberOf(phrase);
}
