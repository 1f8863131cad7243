import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { parseCardQuality } from "../effects/librarySearch.js";
import { player } from "../text/mentions.js";
import { lowerFirst } from "../text/sentences.js";

/**
 * 701.20a, 707.12: "Target opponent reveals their hand. You may copy an instant or sorcery card in
 * it. If you do, you may cast the copy without paying its mana cost." (Reversal of Fortune) — three
 * sentences read as one instruction: the effects and how many sentences they take, or null.
 */
export function compileCopyCardInHand(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const [reveal, copy, cast] = sentences;
  const r = /^(.+) reveals their hand$/.exec(lowerFirst(reveal ?? ""));
  const c = /^You may copy an? (.+?) card in it$/.exec(copy ?? "");
  const k = /^If you do, you may cast the copy( without paying its mana cost)?$/.exec(cast ?? "");
  if (!r?.[1] || !c?.[1] || !k) return null;
  const who = player(r[1], ctx);
  if (!who?.slot || who.who.ref !== "targetPlayer") return null;
  const filter = parseCardQuality(c[1]);
  if (!filter) return null;
  ctx.targets.push(who.slot);
  return {
    effects: [{ do: "copyCardInHand", who: who.who, filter, withoutPayingManaCost: k[1] !== undefined }],
    count: 3,
  };
}
