import type { Amount } from "../../../abilities/amount.js";
import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";

/**
 * 707.12: "Exile target instant or sorcery card from an opponent's graveyard. Copy that card. You
 * may cast the copy without paying its mana cost." — "copy that card / copy it" names a card an
 * earlier instruction targeted (found in its new zone, 400.7j); the next sentence lets the
 * controller cast the copy (608.2g), without which it would cease to exist (707.10a).
 */

const TIMES: Readonly<Record<string, number>> = { "": 1, " twice": 2, " three times": 3 };

export function compileCopyCard(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^copy (that card|it)( twice| three times)?$/.exec(s);
  const count: Amount | undefined = TIMES[m?.[2] ?? ""];
  const pronoun = ctx.pronoun;
  // "that card" after "[player] exiles a … card from [their] graveyard" (608.2d): the card exiled this way.
  if (m && count !== undefined && pronoun?.ref === "exiledThisWay" && m[1] === "that card")
    return [{ do: "copyCard", what: pronoun, count }];
  if (!m || count === undefined || pronoun?.ref !== "target") return null;
  // The card a target of an instruction before named, in a graveyard or exiled from one.
  if (ctx.targets[pronoun.index]?.spec.kind !== "card") return null;
  return [{ do: "copyCard", what: { ref: "movedTarget", index: pronoun.index }, count }];
}

/**
 * "You may cast the copy [without paying its mana cost]" / "You may cast the copies [without paying
 * their mana costs]" right after "copy that card [N times]": the copies may be cast, each its own
 * choice. Returns the amended effects, or null when the sentence is not this one.
 */
export function amendCastCopy(s: string, before: readonly Effect[]): Effect[] | null {
  const m =
    /^You may cast (the copy|the copies|any number of the copies)( without paying (?:its|their) mana costs?| by paying ((?:\{[^}]+\})+) rather than paying its mana cost)?$/.exec(
      s,
    );
  const last = before.at(-1);
  if (!m?.[1] || last?.do !== "copyCard" || last.cast) return null;
  // 118.9: "by paying {1} rather than paying its mana cost", an alternative cost of mana.
  if (m[3] && last.count === 1 && !m[3].includes("{X}"))
    return [...before.slice(0, -1), { ...last, cast: { withoutPayingManaCost: false, paying: m[3] } }];
  if (m[3]) return null;
  // The noun's number agrees with the number of copies made.
  if ((m[1] === "the copy") !== (last.count === 1)) return null;
  if (m[2] && m[2].includes("their") !== (last.count !== 1)) return null;
  return [...before.slice(0, -1), { ...last, cast: { withoutPayingManaCost: m[2] !== undefined } }];
}
