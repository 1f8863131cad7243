import type { KeywordAbility } from "../abilities/ability.js";
import type { Keyword } from "../abilities/keyword.js";
import { memoizedFor } from "../../kernel/memo.js";
import type { AbilityInstance, Characteristics } from "./characteristics.js";

/** Each list of abilities' keyword abilities by keyword, the first of each (a derivation replaces a list, never changes it). */
const byKeyword = new WeakMap<readonly AbilityInstance[], ReadonlyMap<Keyword, KeywordAbility>>();

function indexKeywords(abilities: readonly AbilityInstance[]): ReadonlyMap<Keyword, KeywordAbility> {
  const index = new Map<Keyword, KeywordAbility>();
  for (const a of abilities) if (a.def.kind === "keyword" && !index.has(a.def.keyword)) index.set(a.def.keyword, a.def);
  return index;
}

/** 702: the keyword ability named `k` among the characteristics' abilities (the first, if several). */
export function keywordOf(chars: Characteristics | undefined, k: Keyword): KeywordAbility | undefined {
  return chars ? memoizedFor(byKeyword, chars.abilities, indexKeywords).get(k) : undefined;
}

/** Whether the characteristics include the keyword ability `k` (702). */
export function hasKeyword(chars: Characteristics | undefined, k: Keyword): boolean {
  return keywordOf(chars, k) !== undefined;
}
