import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { parseSingular } from "../text/subjects.js";

/**
 * 115.1: "Choose target artifact card in a graveyard or artifact on the battlefield" (Daretti,
 * Ingenious Iconoclast): one target, a card in any graveyard or a permanent; "it" then names it
 * (as a target, it must still be where it was as the ability resolves, 608.2b).
 */
export function compileChooseCardOrPermanent(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^choose target (.+?) card in a graveyard or (.+?) on the battlefield$/.exec(s);
  const card = m?.[1] ? parseSingular(m[1]) : null;
  const permanent = m?.[2] ? parseSingular(m[2]) : null;
  if (!card || !permanent) return null;
  ctx.pronoun = { ref: "target", index: ctx.targets.length };
  ctx.targets.push({ spec: { kind: "cardOrPermanent", card, permanent } });
  return [];
}
