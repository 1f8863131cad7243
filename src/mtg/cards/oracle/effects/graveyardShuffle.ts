import type { Effect } from "../../../abilities/effect.js";
import { parseCount } from "../text/words.js";

/**
 * "You shuffle up to four cards from your graveyard into your library" (701.24a, 608.2d): the
 * cards are chosen as the instruction is carried out; they are no targets.
 */
export function compileShuffleFromGraveyard(s: string): Effect[] | null {
  const m = /^(?:you )?shuffle up to (\S+) (cards?) from your graveyard into your library$/.exec(s);
  const max = m?.[1] ? parseCount(m[1]) : null;
  if (max === null || max < 1 || max > 1 !== (m?.[2] === "cards")) return null;
  return [{ do: "shuffleFromGraveyard", max }];
}
