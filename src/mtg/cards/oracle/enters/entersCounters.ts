import type { EntersReplacement } from "../../../abilities/ability.js";
import { SELF } from "../text/sentences.js";
import { parseCount } from "../text/words.js";

const KIND = "([+-]\\d+/[+-]\\d+|[a-z]+)";

/** "a +1/+1 counter" / "two +1/+1 counters": the number must agree with the noun. */
function counted(word: string, noun: string): number | null {
  const n = parseCount(word);
  if (n === null || n < 1 || (n === 1) !== (noun === "counter")) return null;
  return n;
}

/**
 * 614.1c: "~ enters with X [kind] counters on it" — X is the X its spell was cast with (107.3m),
 * 0 when it entered without being cast (107.3); "If ~ was kicked, it enters with N [kind]
 * counters on it" (702.33d: the kicked spell becomes the permanent).
 */
export function parseEntersWithCountersOf(sentence: string): EntersReplacement | null {
  const x = new RegExp(`^${SELF} enters with X ${KIND} counters on it$`).exec(sentence);
  if (x?.[1]) return { effect: "entersWithCounters", kind: x[1], amount: { of: "x" } };
  // 601.2h: "with a number of [kind] counters on it equal to the amount of mana spent to cast it".
  const spent = new RegExp(
    `^${SELF} enters with a number of ${KIND} counters on it equal to the amount of mana spent to cast it$`,
  ).exec(sentence);
  if (spent?.[1]) return { effect: "entersWithCounters", kind: spent[1], amount: { of: "manaSpentToCastSource" } };
  const kicked = new RegExp(`^If ${SELF} was kicked, it enters with (\\S+) ${KIND} (counters?) on it$`).exec(sentence);
  if (!kicked?.[1] || !kicked[2] || !kicked[3]) return null;
  const n = counted(kicked[1], kicked[3]);
  return n === null ? null : { effect: "entersWithCounters", kind: kicked[2], amount: n, condition: { is: "kicked" } };
}
