import type { Effect } from "../../../abilities/effect.js";
import { becomeCopyOfCardThisWay } from "./becomeCopyFoundCard.js";
import type { EffectContext } from "../effects.js";
import { compileInstruction } from "../instructions.js";
import { parseIndefinite } from "../text/subjects.js";

/**
 * 701.17a, 608.2c, 707.2: "Each player mills three cards. You may exile a creature card from among
 * the cards milled this way. If you do, ~ becomes a copy of that card[, except it has this
 * ability]" (Shadow Kin): "that card" is the card exiled; with none exiled there is no copy.
 */
export function compileMillExileBecomeCopy(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const exile = /^You may exile (an? .+) card from among the cards milled this way$/.exec(sentences[1] ?? "");
  const then = /^If you do, (.+)$/.exec(sentences[2] ?? "");
  if (!exile?.[1] || !then?.[1]) return null;
  const first = sentences[0] ?? "";
  const milled = compileInstruction(first.charAt(0).toLowerCase() + first.slice(1), ctx);
  const filter = parseIndefinite(exile[1]);
  if (!filter || milled?.length !== 1 || milled[0]?.do !== "mill") return null;
  const copy = becomeCopyOfCardThisWay(then[1], ctx);
  return copy ? { effects: [...milled, { do: "exileCardThisWay", filter }, ...copy], count: 3 } : null;
}
