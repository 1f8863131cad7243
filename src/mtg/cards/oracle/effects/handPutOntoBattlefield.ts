import type { Effect } from "../../../abilities/effect.js";
import { parseCardQuality } from "./librarySearch.js";

/**
 * "You may put a land card from your hand onto the battlefield" (Broken Bond): a choice made as
 * the instruction is carried out (608.2d); the card enters under its owner's control, untapped.
 */
export function compileMayPutFromHand(s: string): Effect[] | null {
  const m = /^you may put an? (.+?) card from your hand onto the battlefield$/.exec(s);
  // "a Goblin permanent card": the subject grammar reads no quality into "permanent" (a tribal
  // instant would pass), so it is not read here.
  const filter = m?.[1] && !/\bpermanent\b/.test(m[1]) ? parseCardQuality(m[1]) : null;
  return filter ? [{ do: "mayPutFromHandOntoBattlefield", filter }] : null;
}
