import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { compileLibrarySearch } from "./librarySearch.js";
import { player } from "../text/mentions.js";
import { parseNumberOf } from "./createTokenCount.js";

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

const SEARCH_PLAYER_EXILE = /^Search (target player|target opponent)'s library for (.+?) and exile (it|them)$/;

/**
 * "Search target player's library for up to seven cards and exile them. Then that player
 * shuffles." (701.23a, 701.24a): the controller searches the target player's library, and its
 * owner shuffles it; the cards sought are read as in a search of one's own library. Also "for X
 * cards, where X is [a count], and exile them": that many, found if there are (701.23d).
 */
export function compileSearchPlayerLibraryExile(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  if (sentences[1] !== "Then that player shuffles") return null;
  const m = SEARCH_PLAYER_EXILE.exec(sentences[0] ?? "");
  if (!m?.[1] || !m[2] || !m[3]) return null;
  // "for X cards, where X is the number of cards in your hand," (608.2h: counted as it resolves).
  const x = /^X cards, where X is (.+),$/.exec(m[2]);
  const max = x?.[1] ? parseNumberOf(x[1]) : undefined;
  if (max === null) return null;
  const sought = max === undefined ? m[2] : "two cards";
  const search = compileLibrarySearch(
    `search your library for ${sought}, put ${m[3]} into your graveyard, then shuffle`,
  );
  const found = search?.[0];
  const who = player(m[1], ctx);
  if (search?.length !== 1 || found?.do !== "searchLibraryFor" || !who?.slot) return null;
  ctx.targets.push(who.slot);
  return { effects: [{ ...found, to: "exile", whose: who.who, ...(max ? { max } : {}) }], count: 2 };
}
