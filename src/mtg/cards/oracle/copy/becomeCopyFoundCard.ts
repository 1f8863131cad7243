import type { Effect } from "../../../abilities/effect.js";
import { compileBecomeCopy } from "./copyBecome.js";
import type { EffectContext } from "../effects.js";
import { compileSearchThenShuffle } from "../effects/shuffleFollowUps.js";

/**
 * 608.2c, 701.23, 707.2: "Search your library for a Dragon permanent card and put it into your
 * graveyard. If you do, ~ becomes a copy of that card until end of turn. Then shuffle." — "that
 * card" is the card found, in the zone it was put into; with none found there is nothing to copy
 * ("if you do"). The engine's search shuffles once the card is put away (701.24a), which the
 * copy can't observe.
 */
export function compileSearchBecomeCopy(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const m = /^If you do, (.+ becomes a copy of) that card(.*)$/.exec(sentences[1] ?? "");
  if (!m?.[1] || sentences[2] !== "Then shuffle") return null;
  const search = compileSearchThenShuffle([sentences[0] ?? "", "Then shuffle"]);
  const [found, ...more] = search?.effects ?? [];
  if (found?.do !== "searchLibraryFor" || found.max !== 1 || found.to === "top" || more.length > 0) return null;
  const copy = becomeCopyOfCardThisWay(`${m[1]} that card${m[2] ?? ""}`, ctx);
  return copy ? { effects: [found, ...copy], count: 3 } : null;
}

/**
 * "~ becomes a copy of that card[ until end of turn][, except …]", "you may have creatures you
 * control … become copies of that card": "that card" is the card an earlier instruction found,
 * revealed or milled.
 */
export function becomeCopyOfCardThisWay(sentence: string, ctx: EffectContext): Effect[] | null {
  const saved = ctx.pronoun;
  ctx.pronoun = { ref: "thisWay" };
  const copy = compileBecomeCopy(sentence.replace(/ of that card\b/, " of it"), ctx);
  const [only, ...more] = copy ?? [];
  const effect = only?.do === "mayThen" && only.ifYouDo.length === 0 ? only.first : only;
  const ofThatCard = effect?.do === "becomeCopy" && "ref" in effect.of && effect.of.ref === "thisWay";
  if (!ofThatCard || more.length > 0) {
    ctx.pronoun = saved;
    return null;
  }
  return copy;
}
