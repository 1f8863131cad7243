import type { Effect } from "../../../abilities/effect.js";
import { parseGroup, parseIndefinite } from "../text/subjects.js";

/**
 * 608.2d, 707.2: "[Then] you may choose a token you control. If you do, each other token you
 * control becomes a copy of that token" — an object chosen (not targeted) as the ability resolves,
 * and every other object of the group becomes a copy of it for the rest of the game (611.2a, c).
 */
export function compileMayChooseEachOtherBecomes(
  sentences: readonly string[],
): { effects: Effect[]; count: number } | null {
  const choose = /^(?:then )?you may choose (an? (.+))$/i.exec(sentences[0] ?? "");
  const become = /^If you do, each other (.+) becomes a copy of that (\w+)$/.exec(sentences[1] ?? "");
  if (!choose?.[1] || !choose[2] || !become?.[1] || !become[2]) return null;
  // "that token" names the object chosen: the same noun as chosen.
  if (choose[2].split(" ")[0] !== become[2]) return null;
  const chosen = parseIndefinite(choose[1]);
  const group = parseGroup(`each ${become[1]}`);
  if (!chosen || !group || group.plural) return null;
  const first: Effect = {
    do: "becomeCopy",
    what: { ref: "each", filter: group.filter },
    of: { choose: chosen },
    exceptions: [],
    duration: "permanent",
    otherThanCopied: true,
  };
  return { effects: [{ do: "mayThen", first, ifYouDo: [] }], count: 2 };
}
