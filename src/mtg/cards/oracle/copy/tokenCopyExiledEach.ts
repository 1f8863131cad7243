import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { splitExcept } from "./copyTokens.js";

/**
 * "For each card exiled this way, create a token that's a copy of that card[, except …]" after an
 * instruction exiled several cards (Hour of Eternity): one copy of each card still in exile, all
 * entering at once (707.2, 603.6a; 400.7: the card in exile is copied).
 */
export function compileTokenCopyOfEachExiled(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^for each card exiled this way, create a token that's a copy of (?:that card|it)(, except .+)?$/.exec(s);
  if (!m || ctx.pronoun?.ref !== "exiledThisWay") return null;
  const parsed = splitExcept(`x${m[1] ?? ""}`);
  if (!parsed) return null;
  ctx.pronoun = { ref: "created" };
  return [{ do: "createTokenCopyOfEach", of: { ref: "exiledThisWay" }, exceptions: parsed.exceptions }];
}
