import type { Effect } from "../../../abilities/effect.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import type { TargetSlot } from "../../../abilities/target.js";
import type { EffectContext } from "../effects.js";
import { SELF } from "../text/sentences.js";
import { parseSingular } from "../text/subjects.js";

/**
 * 707.12, 608.2g: copies of cards exiled from graveyards by the same instruction list, cast while it
 * resolves — "Exile target card that's an instant or sorcery from your graveyard. For each card
 * exiled this way, copy it, and you may cast the copy without paying its mana cost" (and its
 * overloaded "Exile each card …", 702.96a); "Exile target instant or sorcery card from your
 * graveyard and target instant or sorcery card from an opponent's graveyard. Copy those cards.
 * Cast the copies if able without paying their mana costs."
 */
export function compileCastCopyExiled(
  s: string,
  ctx: EffectContext,
  instruction: (s: string, ctx: EffectContext) => Effect[] | null,
): Effect[] | null {
  // "card that's an instant or sorcery" is the older wording of "instant or sorcery card".
  const thatIs = /^(.* card) that's an? ([a-z ]+?) (from .+)$/.exec(s);
  if (thatIs?.[1] && thatIs[2] && thatIs[3] && /^(exile|return) (target|each) card$/.test(thatIs[1]))
    return instruction(`${thatIs[1].replace(/ card$/, "")} ${thatIs[2]} card ${thatIs[3]}`, ctx);
  return exileEachFromYourGraveyard(s, ctx) ?? exileTwoGraveyardTargets(s, ctx) ?? copyExiledThisWay(s, ctx);
}

/** 702.96a: "exile each instant or sorcery card from your graveyard" (the overloaded "target"). */
function exileEachFromYourGraveyard(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^exile each (.+?) card from your graveyard$/.exec(s);
  const filter = m?.[1] ? parseSingular(m[1]) : null;
  if (!filter) return null;
  ctx.pronoun = { ref: "exiledThisWay" };
  return [{ do: "exileEachFromGraveyard", filter }];
}

const TIMES: Readonly<Record<string, number>> = { "": 1, " twice": 2, " three times": 3 };

const WHOSE = { your: "you", "an opponent's": "opponent", a: "any" } as const;

/** "target instant or sorcery card from an opponent's graveyard": one card target (115.1). */
function graveyardCardTarget(phrase: string): TargetSlot | null {
  const m = /^target (.+?) card from (your|an opponent's|a) graveyard$/.exec(phrase);
  const filter = m?.[1] ? parseSingular(m[1]) : null;
  const whose = m?.[2] ? WHOSE[m[2] as keyof typeof WHOSE] : undefined;
  return filter && whose ? { spec: { kind: "card", zone: "graveyard", filter, whose } } : null;
}

/** "exile target … card from your graveyard and target … card from an opponent's graveyard" (two targets). */
function exileTwoGraveyardTargets(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^exile (target .+? graveyard) and (target .+? graveyard)$/.exec(s);
  const first = m?.[1] ? graveyardCardTarget(m[1]) : null;
  const second = m?.[2] ? graveyardCardTarget(m[2]) : null;
  // Only the spell's own targets: "those cards" are all of them.
  if (!first || !second || ctx.targets.length > 0) return null;
  ctx.targets.push(first, second);
  ctx.pronoun = { ref: "exiledThisWay" };
  return [{ do: "exileThisWay", what: { ref: "targets" } }];
}

/**
 * "Copy those cards" after the cards were exiled this way; "For each card exiled this way, copy it,
 * and you may cast the copy [without paying its mana cost]" after one target card was exiled from a
 * graveyard (found in exile, 400.7j) or each card was.
 */
function copyExiledThisWay(s: string, ctx: EffectContext): Effect[] | null {
  // 607.2a: every card the source's linked abilities (or this one) exiled, still in exile.
  if (new RegExp(`^(?:then )?copy each card exiled with ${SELF}$`).test(s))
    return [{ do: "copyCard", what: { ref: "linkedExiled" }, count: 1 }];
  const what = exiledCards(ctx);
  if (!what) return null;
  const chosen = /^choose an? (.+?) card exiled this way and copy it( twice| three times)?$/.exec(s);
  const filter = chosen?.[1] ? parseSingular(chosen[1]) : null;
  if (filter && what.ref === "exiledThisWay")
    return [{ do: "copyCard", what, count: TIMES[chosen?.[2] ?? ""] ?? 1, chooseOne: filter }];
  if (s === "copy those cards" && what.ref === "exiledThisWay") return [{ do: "copyCard", what, count: 1 }];
  const m = /^for each card exiled this way, copy it, and you may cast the copy( without paying its mana cost)?$/.exec(
    s,
  );
  if (!m) return null;
  return [{ do: "copyCard", what, count: 1, cast: { withoutPayingManaCost: m[1] !== undefined } }];
}

/** The card(s) the instruction before exiled: a target card from a graveyard, or the cards exiled this way. */
function exiledCards(ctx: EffectContext): ObjectRef | null {
  const it = ctx.pronoun;
  if (it?.ref === "exiledThisWay") return it;
  if (it?.ref !== "target" || ctx.targets[it.index]?.spec.kind !== "card") return null;
  return { ref: "movedTarget", index: it.index };
}

/**
 * After "Copy those cards" / "copy each card exiled with ~" (one copy of each of several cards):
 * "Cast the copies if able [without paying their mana costs]" (no choice, 608.2g), "You may cast
 * [any number of] the copies [without paying their mana costs]".
 */
export function amendCastCopies(s: string, before: readonly Effect[]): Effect[] | null {
  const m =
    /^(Cast the copies if able|You may cast (?:any number of )?the copies)( without paying their mana costs)?$/.exec(s);
  const last = before.at(-1);
  if (!m?.[1] || last?.do !== "copyCard" || last.cast || last.count !== 1) return null;
  if (last.what.ref !== "exiledThisWay" && last.what.ref !== "linkedExiled") return null;
  const withoutPayingManaCost = m[2] !== undefined;
  const cast = m[1].startsWith("Cast") ? { withoutPayingManaCost, ifAble: true as const } : { withoutPayingManaCost };
  return [...before.slice(0, -1), { ...last, cast }];
}
