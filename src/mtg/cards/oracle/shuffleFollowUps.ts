import type { Effect } from "../../abilities/effect.js";
import { compileLibrarySearch } from "./librarySearch.js";

const SEARCH_AND_PUT =
  /^Search your library for (.+?)(, reveal (?:it|them|that card|those cards),)? and put (it|them|that card|those cards) (into your hand|into your graveyard|onto the battlefield(?: tapped)?)$/;

/**
 * "Search your library for a Forest card and put that card onto the battlefield. Then shuffle."
 * 701.23, 701.24a: the search and the shuffle written as two sentences are the same instruction
 * as "…, put it onto the battlefield, then shuffle": the engine's search shuffles that library
 * once the cards found are put where they go, so "Then shuffle" adds nothing more.
 */
export function compileSearchThenShuffle(sentences: readonly string[]): { effects: Effect[]; count: number } | null {
  if (sentences[1] !== "Then shuffle") return null;
  const m = SEARCH_AND_PUT.exec(sentences[0] ?? "");
  if (!m?.[1] || !m[3] || !m[4]) return null;
  const reveal = m[2] ? m[2].replace(/,$/, "") : "";
  const effects = compileLibrarySearch(`search your library for ${m[1]}${reveal}, put ${m[3]} ${m[4]}, then shuffle`);
  return effects ? { effects, count: 2 } : null;
}
