import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { SELF } from "../text/sentences.js";
import { parseSingular } from "../text/subjects.js";
import { revealTop } from "./becomeCopyRevealedCard.js";
import { splitExcept } from "./copyTokens.js";

/**
 * 701.20a, 608.2c, 707.2: "Each player reveals the top card of their library. For each creature
 * card revealed this way, create a token that's a copy of that card[, except …]. [If no creature
 * cards were revealed this way, return ~ to its owner's hand.]" (Haunting Imitation): one copy of
 * each revealed card of that kind, all entering at once (603.6a); the cards stay on top.
 */
export function compileRevealTopTokenCopies(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const reveal = revealTop(sentences[0] ?? "", ctx);
  const each = /^For each (.+?) card revealed this way, create a token that's a copy of that card(, except .+)?$/.exec(
    sentences[1] ?? "",
  );
  const filter = each?.[1] ? parseSingular(each[1]) : null;
  const parsed = each ? splitExcept(`x${each[2] ?? ""}`) : null;
  if (!reveal || !each?.[1] || !filter || !parsed) return null;
  const effects: Effect[] = [
    reveal,
    { do: "createTokenCopyOfEach", of: { ref: "thisWay", filter }, exceptions: parsed.exceptions },
  ];
  // "If no creature cards were revealed this way, return ~ to its owner's hand" (608.2n).
  const none = /^If no (.+?) cards were revealed this way, return (.+) to its owner's hand$/.exec(sentences[2] ?? "");
  if (!none?.[1]) return { effects, count: 2 };
  if (none[1] !== each[1] || none[2] !== SELF) return null;
  const back: Effect = { do: "returnToHand", what: { ref: "self" } };
  effects.push({ do: "if", condition: { is: "cardThisWayMatches", filter }, effects: [], otherwise: [back] });
  return { effects, count: 3 };
}
