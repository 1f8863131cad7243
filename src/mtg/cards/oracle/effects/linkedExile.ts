import type { AbilityDef } from "../../../abilities/ability.js";
import type { Effect } from "../../../abilities/effect.js";
import type { ObjectFilter } from "../../../abilities/filter.js";
import type { EffectContext } from "../effects.js";
import { isAsEntersExile } from "../enters/asEntersExile.js";
import { commit, mention } from "../text/mentions.js";
import { lowerFirst, SELF } from "../text/sentences.js";
import { parseCardQuality } from "./librarySearch.js";
import { player } from "../text/mentions.js";
import { allOf, parseSingular } from "../text/subjects.js";

/**
 * Linked exile (607.2a, 610.3): "exile target creature an opponent controls until ~ leaves the
 * battlefield"; "return the exiled card to the battlefield under its owner's control" in an ability
 * linked to one that exiled it.
 */
export function compileLinkedExile(s: string, ctx: EffectContext): Effect[] | null {
  return exileUntilLeaves(s, ctx) ?? returnExiled(s) ?? exileFromHand(s) ?? copyOfExiled(s);
}

/** The exiled card a linked ability refers to (607.2a): "the exiled card", "a card exiled with ~". */
const EXILED = new RegExp(`(?:the exiled card|a card exiled with ${SELF})`).source;

/**
 * 607.2a (imprint): "[you may] exile an instant card from your hand" — the card chosen as it
 * resolves (608.2d); without "you may" (lifted to the triggered ability, 603.5) one must be chosen.
 */
function exileFromHand(s: string): Effect[] | null {
  const m = /^(you may )?exile (a .+ from your hand)$/.exec(s.replace(/^(you may )?exile an /, "$1exile a "));
  const filter = m?.[2] ? cardIn(m[2], "hand") : null;
  if (!filter) return null;
  return [{ do: "exileFromHandLinked", filter, ...(m?.[1] ? {} : { mandatory: true as const }) }];
}

/** 602.2b: "Exile a creature card from your graveyard", "Exile an artifact card with mana value X from your graveyard" (a cost). */
export function parseExileFromGraveyardCost(component: string): ObjectFilter | null {
  const m = /^Exile an? (.+ from your graveyard)$/.exec(component);
  return m?.[1] ? cardIn(`a ${m[1]}`, "graveyard") : null;
}

/**
 * "a card", "a creature card", "an instant or sorcery card with mana value X" from your hand or
 * graveyard: the card's filter; "with mana value X" is the X announced for the ability (107.3a).
 */
function cardIn(phrase: string, zone: "hand" | "graveyard"): ObjectFilter | null {
  const m = new RegExp(`^a (?:(.+) )?card( with mana value X)? from your ${zone}$`).exec(phrase);
  if (!m) return null;
  const kind = m[1] === undefined ? allOf([]) : parseSingular(m[1]);
  if (!kind) return null;
  return m[2] ? allOf([kind, { is: "manaValue", equals: { of: "x" } }]) : kind;
}

/** "the exiled card", "a card exiled with ~": what a token copy copies (copyTokens.ts), 607.2a. */
export function isLinkedExiledPhrase(phrase: string): boolean {
  return new RegExp(`^${EXILED}$`).test(phrase);
}

/** 707.12: "copy the exiled card" (then "You may cast the copy …", copyCards.ts). */
function copyOfExiled(s: string): Effect[] | null {
  return new RegExp(`^copy ${EXILED}$`).test(s) ? [{ do: "copyCard", what: { ref: "linkedExiled" }, count: 1 }] : null;
}

/**
 * 707.12, 603.5: "You may copy the exiled card. If you do, you may cast the copy without paying its
 * mana cost." — the copy is made only if the player chooses to, then may be cast (608.2g).
 */
export function compileMayCopyExiled(sentences: readonly string[]): { effects: Effect[]; count: number } | null {
  const [first, second] = sentences;
  if (!first || !new RegExp(`^you may copy ${EXILED}$`, "i").test(first)) return null;
  const cast = /^If you do, you may cast the copy( without paying its mana cost)?$/.exec(second ?? "");
  if (!cast) return null;
  return { effects: [{ do: "castCopyOfLinked", withoutPayingManaCost: cast[1] !== undefined }], count: 2 };
}

/**
 * 701.20a, 607.2a, 610.3: "Target opponent reveals their hand and you choose a nonland card from it.
 * Exile that card [until ~ leaves the battlefield]" — also with "You choose …" as a sentence of its own.
 */
export function compileRevealHandExile(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const [first = "", second = "", third = ""] = sentences.map(lowerFirst);
  const joined = /^(.+) reveals their hand and (you choose .+)$/.exec(first);
  const [reveal, choose, exile, count] = joined ? [joined[1], joined[2], second, 2] : [first, second, third, 3];
  const r = joined ? null : /^(.+) reveals their hand$/.exec(reveal ?? "");
  const c = /^you choose an? (?:(.+?) )?card from it$/.exec(choose ?? "");
  const e = new RegExp(`^exile that card( until ${SELF} leaves the battlefield)?$`).exec(exile ?? "");
  const whoPhrase = joined ? joined[1] : r?.[1];
  const who = whoPhrase ? player(whoPhrase, ctx) : null;
  // "that card" is one card of one player's hand: a target player.
  if (!c || !e || !who?.slot || who.who.ref !== "targetPlayer") return null;
  const filter = cardQualities(c[1] ?? "");
  if (!filter) return null;
  ctx.targets.push(who.slot);
  const untilSourceLeaves = e[1] !== undefined;
  return { effects: [{ do: "revealHandExileChosen", who: who.who, filter, untilSourceLeaves }], count };
}

/** "nonland", "noncreature, nonland": each quality of the card. */
function cardQualities(phrase: string): ObjectFilter | null {
  const parts = phrase.split(", ").map(parseCardQuality);
  return parts.every((p) => p !== null) ? allOf(parts.filter((p) => p !== null)) : null;
}

/**
 * 107.3c: "X is the mana value of the exiled card" after a cost with {X}: the sentence defines X
 * (taken out of the instructions). Returns the cost, with X defined when the sentence is there.
 */
export function takeDefinedX<C extends { readonly mana?: string }>(
  sentences: string[],
  cost: C,
): C & { xIs?: "linkedExiledManaValue" } {
  const i = sentences.findIndex((x) => new RegExp(`^X is the mana value of (?:that card|${EXILED})$`).test(x));
  if (i < 0 || !cost.mana?.includes("{X}")) return cost;
  sentences.splice(i, 1);
  return { ...cost, xIs: "linkedExiledManaValue" };
}

/** 610.3: "exile [objects] until ~ leaves the battlefield". */
function exileUntilLeaves(s: string, ctx: EffectContext): Effect[] | null {
  const m = new RegExp(`^exile (.+) until ${SELF} leaves the battlefield$`).exec(s);
  const what = m?.[1] ? mention(m[1], ctx) : null;
  if (!what) return null;
  return [{ do: "exileUntilSourceLeaves", what: commit(ctx, what) }];
}

/**
 * 607.2a: "return the exiled card to the battlefield under its owner's control", "return the exiled
 * cards to their owners' hands": the cards a linked ability of the source exiled, still in exile.
 */
function returnExiled(s: string): Effect[] | null {
  const m =
    /^return the exiled (card|cards) (to the battlefield under (?:its|their) owner(?:'s|s') control|to (?:its|their) owner(?:'s|s') hands?)$/.exec(
      s,
    );
  if (!m?.[1] || !m[2]) return null;
  const plural = m[1] === "cards";
  // The possessive agrees with the noun: "the exiled card … its owner's", "the exiled cards … their".
  if (/ (its|their) /.exec(m[2])?.[1] !== (plural ? "their" : "its")) return null;
  const what = { ref: "linkedExiled" } as const;
  return m[2].startsWith("to the battlefield") ? [{ do: "returnToBattlefield", what }] : [{ do: "returnToHand", what }];
}

/**
 * 607.2a: on a permanent card, an ability that refers to "the exiled card(s)" is linked to the
 * abilities printed with it that exile: those exiles are remembered (`exileAndLink`). An ability
 * that refers to them with no other ability exiling anything is not understood: it stays text.
 */
export function linkExiles(compiled: readonly AbilityDef[]): AbilityDef[] {
  const abilities = compiled.map(exiledToPayItself);
  const refers = (a: AbilityDef) =>
    (a.kind === "activated" && a.cost.xIs !== undefined) ||
    effectsOf(a).some((e) => e.do === "castCopyOfLinked" || JSON.stringify(e).includes('"linkedExiled"'));
  if (!abilities.some(refers)) return [...abilities];
  // An ability that exiles cards and then names "each card exiled with ~" is linked to itself (Arcane Bombardment).
  let linked = abilities.some((a) => refers(a) && effectsOf(a).some(linksExiled));
  const out = abilities.map((a): AbilityDef => {
    if (a.kind !== "triggered" && a.kind !== "activated") return a;
    // An ability that exiles a target and then names "each card exiled with ~" (in a results row) is linked to itself (Wizard's Spellbook).
    const self = refers(a) && a.effects.some((e) => e.do === "exile") && !a.effects.some(linksExiled);
    if (refers(a) && !self) return a;
    const effects = a.effects.map((e): Effect => (e.do === "exile" ? { do: "exileAndLink", what: e.what } : e));
    if (effects.some(linksExiled)) linked = true;
    return { ...a, effects };
  });
  // 607.2a: "As ~ enters, exile a … card from a graveyard" links the card it exiles too.
  if (linked || abilities.some(isAsEntersExile)) return out;
  return abilities.map((a) =>
    refers(a) ? { kind: "text", text: a.text, reason: "no ability of this card exiles the card it refers to" } : a,
  );
}

/** The instructions that exile cards for linked abilities to find (607.2a). */
const LINKING: readonly Effect["do"][] = [
  "exileAndLink",
  "exileUntilSourceLeaves",
  "exileFromHandLinked",
  "revealHandExileChosen",
];

/** An instruction whose exiled cards the source remembers (607.2a); exiling at random always does. */
function linksExiled(e: Effect): boolean {
  return LINKING.includes(e.do) || (e.do === "moveAtRandomFromGraveyard" && e.to === "exile");
}

/**
 * 602.2b: in an ability whose cost exiles a card from the graveyard, "the exiled card" is that card
 * (`exiledToPay`), not one a linked ability exiled.
 */
function exiledToPayItself(a: AbilityDef): AbilityDef {
  if (a.kind !== "activated" || !a.cost.exileFromGraveyard) return a;
  const own = { ref: "exiledToPay" } as const;
  const effects = a.effects.map((e): Effect => {
    if (e.do === "createTokenCopy" && e.of.ref === "linkedExiled") return { ...e, of: own };
    if (e.do === "copyCard" && e.what.ref === "linkedExiled") return { ...e, what: own };
    return e;
  });
  return { ...a, effects };
}

function effectsOf(a: AbilityDef): readonly Effect[] {
  return a.kind === "triggered" || a.kind === "activated" || a.kind === "spell" ? a.effects : [];
}
