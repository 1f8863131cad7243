import type { Effect } from "../../../abilities/effect.js";
import type { PlayerRef } from "../../../abilities/ref.js";
import type { EffectContext } from "../effects.js";
import { allOf, parseTargetPhrase } from "../text/subjects.js";
import { parseCardQuality } from "./librarySearch.js";

const THAT_CARD = { ref: "thisWay" } as const;

/**
 * 701.24a, 701.20a, 608.2c: "The owner of target [permanent] shuffles it into their library, then
 * reveals / exiles the top card of their library. If it's a [kind] card, they put it onto the
 * battlefield. [Otherwise, they may cast it without paying its mana cost.]" (Chaos Warp, Audacious
 * Swap): the permanent goes into its owner's library, which they shuffle; the top card is then the
 * card revealed (it stays on top unless put onto the battlefield) or exiled; its owner puts it onto
 * the battlefield under their control, or may cast it now (608.2g).
 */
export function compileShuffleInThenTop(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const m =
    /^The owner of (target .+?) shuffles it into their library, then (reveals|exiles) the top card of their library$/.exec(
      sentences[0] ?? "",
    );
  const put = /^If it's an? (.+?) card, they put it onto the battlefield$/.exec(sentences[1] ?? "");
  const target = m?.[1] ? parseTargetPhrase(m[1]) : null;
  const kind = put?.[1] ? parseCardQuality(put[1]) : null;
  if (target?.spec.kind !== "permanent" || target.min !== undefined || !kind) return null;
  const otherwise = sentences[2] === "Otherwise, they may cast it without paying its mana cost";
  const index = ctx.targets.length;
  ctx.targets.push(target);
  const owner: PlayerRef = { ref: "ownerOfTarget", index };
  const found: Effect = {
    do: "if",
    condition: { is: "cardThisWayMatches", filter: kind },
    effects: [{ do: "putOntoBattlefield", what: THAT_CARD, under: "owner" }],
    ...(otherwise
      ? { otherwise: [{ do: "byPlayer", who: owner, effects: [{ do: "mayCastFree", what: THAT_CARD }] }] }
      : {}),
  };
  ctx.pronoun = null;
  return {
    effects: [
      { do: "putInLibrary", what: { ref: "target", index }, at: "top" },
      { do: "shuffleLibrary", who: owner },
      // "the top card": the cards from the top until any card — that one card.
      {
        do: "fromTopUntil",
        who: owner,
        exile: m?.[2] === "exiles",
        filter: allOf([]),
        found: [found],
        rest: null,
        after: [],
      },
    ],
    count: otherwise ? 3 : 2,
  };
}
