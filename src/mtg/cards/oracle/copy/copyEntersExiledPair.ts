import type { ReplacementAbility } from "../../../abilities/ability.js";
import { SELF, splitSentences } from "../text/sentences.js";
import { parseSingular } from "../text/subjects.js";

/**
 * 707.5, 614.1c: "As ~ enters, you may exile two creature cards from graveyards. If you do, it
 * enters as a copy of one of those cards with a number of additional +1/+1 counters on it equal to
 * the power of the other card" (The Mimeoplasm).
 */
export function parseEntersAsCopyOfExiledPair(paragraph: string, text: string): ReplacementAbility | null {
  const [first, second, ...more] = splitSentences(text) ?? [];
  if (!first || !second || more.length > 0) return null;
  const exile = new RegExp(`^As ${SELF} enters, you may exile two (.+) cards from graveyards$`).exec(first);
  const copy =
    /^If you do, it enters as a copy of one of those cards with a number of additional (\S+) counters on it equal to the power of the other card$/.exec(
      second,
    );
  const filter = exile?.[1] ? parseSingular(exile[1]) : null;
  if (!filter || !copy?.[1]) return null;
  return {
    kind: "replacement",
    text: paragraph,
    replacement: { effect: "entersAsCopyOfExiledPair", filter, counter: copy[1] },
  };
}
