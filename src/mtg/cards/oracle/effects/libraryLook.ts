import type { Effect } from "../../../abilities/effect.js";
import { parseCardQuality } from "./librarySearch.js";
import { lowerFirst } from "../text/sentences.js";
import { parseAmount } from "../text/words.js";

const REST: Readonly<Record<string, "bottom" | "bottomRandom" | "graveyard">> = {
  "on the bottom of your library in any order": "bottom",
  "on the bottom of your library in a random order": "bottomRandom",
  "into your graveyard": "graveyard",
};

/**
 * 401.4, 608.2c: "Look at the top N cards of your library. Put one of them into your hand and the
 * rest on the bottom of your library in any order / in a random order / into your graveyard", and
 * "… You may reveal a creature card from among them and put it into your hand. Put the rest on the
 * bottom of your library in a random order." Returns the effect and the sentences it takes.
 */
export function compileLookAtTop(sentences: readonly string[]): { effects: Effect[]; count: number } | null {
  const [look, put, rest] = sentences.map(lowerFirst);
  const m = /^look at the top (\S+) cards of your library$/.exec(look ?? "");
  const amount = m?.[1] ? parseAmount(m[1]) : null;
  if (amount === null || amount === 1) return null;
  const one = /^put one of them into your hand and the (rest|other) (.+)$/.exec(put ?? "");
  if (one?.[1] && one[2]) {
    // "the other" is said of two cards, and goes on the bottom in no stated order.
    const other = one[1] === "other";
    if (other !== (amount === 2)) return null;
    const to = other && one[2] === "on the bottom of your library" ? "bottom" : REST[one[2]];
    return to ? { effects: [{ do: "lookAtTopPutOne", amount, rest: to }], count: 2 } : null;
  }
  const reveal = /^you may reveal an? (.+?) card from among them and put (?:it|that card) into your hand$/.exec(
    put ?? "",
  );
  const after = /^put the rest (.+)$/.exec(rest ?? "");
  const to = after?.[1] ? REST[after[1]] : undefined;
  const filter = reveal?.[1] ? parseCardQuality(reveal[1]) : null;
  if (!filter || !to) return null;
  return { effects: [{ do: "lookAtTopPutOne", amount, filter, rest: to }], count: 3 };
}
