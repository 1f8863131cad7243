import type { CopyException } from "../../../abilities/copyException.js";
import { compileKeywordLine } from "../keywords.js";

/**
 * 707.9b: "except it has haste and loses soulbond" (Mirage Phalanx) — the copy has no ability of that
 * keyword. Only a keyword without a parameter ("soulbond", "flying"), as its own keyword line says it.
 */
export function parseLosesKeyword(clause: string): CopyException[] | null {
  const m = /^it loses ([a-z]+(?: [a-z]+)?)$/.exec(clause);
  if (!m?.[1]) return null;
  const [only, ...more] = compileKeywordLine(m[1].charAt(0).toUpperCase() + m[1].slice(1)) ?? [];
  if (!only || more.length > 0 || only.n !== undefined || only.cost !== undefined || only.from !== undefined)
    return null;
  return [{ except: "withoutKeyword", keyword: only.keyword }];
}
