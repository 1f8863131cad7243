import type { TriggeredAbility } from "../abilities/ability.js";
import type { ObjectFilter } from "../abilities/filter.js";
import { INCUBATOR, tokenFaces } from "../cards/tokens.js";
import { findCard } from "../cards/registry.js";
import { derive } from "../layers/derive.js";
import { isFlipCard } from "../layers/layer1.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { castSpell } from "./cast.js";
import { changed, illegal, log } from "../game/draft.js";
import { dealDamage, dealDamageAtOnce } from "./damage.js";
import { tokensToCreate } from "./doubling.js";
import { enterBattlefield, newTokenSpec } from "./enter.js";
import { enterTogether } from "./enterTogether.js";
import { shuffleLibrary } from "./shuffle.js";
import { player } from "../game/objects.js";
import { perspective, type Resolution } from "../game/resolution.js";
import { moveObject } from "./zones.js";
import { untapPermanents } from "./untapPermanents.js";
import { recordEffect } from "../game/recordEffect.js";
import { hasteForSuspendedCreature } from "./casting/suspend.js";
import { discardCard } from "./discard.js";
import { writable } from "../model/writableObject.js";
import { removeObject } from "../model/objectRecords.js";
export { cannotTransform, transformPermanent } from "./transformPermanent.js";

/**
 * Keyword actions and instructions of the card library (701): discard, scry, surveil, transform,
 * flip, fight, turning face down, exiling and returning, incubate, searching, revealing, melding.
 * Every choice is a decision of the player the rules name; nothing is picked for them.
 */

const label = (r: Resolution) => r.sourceName ?? "effect";

/** 701.9a: the player discards `n` cards, choosing each from their hand. */
export function discardCards(ctx: Ctx, who: PlayerId, n: number, r: Resolution): void {
  for (let i = 0; i < n; i++) {
    const hand = player(ctx.state, who).hand;
    if (hand.length === 0) return;
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: who,
      prompt: `${label(r)}: choose a card to discard`,
      options: [...hand],
      optional: false,
      rule: "701.9a",
    });
    const chosen =
      a.kind === "object" && a.id !== null && hand.includes(a.id)
        ? a.id
        : illegal(`${who} must discard a card from their hand`, "701.9a");
    discardCard(ctx, who, chosen);
  }
}

/**
 * 701.22a (scry N): any number of the top N cards go on the bottom, the rest back on top;
 * 701.25a (surveil N): any number go into the graveyard. One decision per card (put it away or
 * not), then, for several cards staying on top (or going to the bottom), the order, top first.
 */
export function lookAtTop(ctx: Ctx, mode: "scry" | "surveil", n: number, r: Resolution): void {
  const { state } = ctx;
  const who = r.controller;
  const rule = mode === "scry" ? "701.22a" : "701.25a";
  const seen = player(state, who).library.slice(0, n);
  const away: ObjectId[] = [];
  for (const id of seen) {
    const where = mode === "scry" ? "on the bottom of your library" : "into your graveyard";
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: who,
      prompt: `${label(r)}: ${mode} — put ${id} ${where}? (${id} or null)`,
      options: [id],
      optional: true,
      rule,
    });
    if (a.kind === "object" && a.id === id) away.push(id);
  }
  const stay = seen.filter((id) => !away.includes(id));
  log(
    state,
    mode,
    `${who} ${mode}s ${seen.length}: ${away.length} ${mode === "scry" ? "to the bottom" : "to the graveyard"}`,
    rule,
  );
  if (mode === "surveil") for (const id of away) moveObject(ctx, id, "graveyard");
  const p = player(state, who);
  const onTop = orderCards(ctx, who, stay, "top", rule, r);
  const bottom = mode === "scry" ? orderCards(ctx, who, away, "bottom", rule, r) : [];
  p.library = [...onTop, ...p.library.filter((id) => !seen.includes(id)), ...bottom];
  changed(state);
}

/** "In any order": the player names the cards one at a time (the first named goes nearest the top). */
export function orderCards(
  ctx: Ctx,
  who: PlayerId,
  cards: readonly ObjectId[],
  where: string,
  rule: string,
  r: Resolution,
): ObjectId[] {
  const left = [...cards];
  const out: ObjectId[] = [];
  while (left.length > 1) {
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: who,
      prompt: `${label(r)}: which card goes next, nearest the top, on the ${where} of your library?`,
      options: [...left],
      optional: false,
      rule,
    });
    const id =
      a.kind === "object" && a.id !== null && left.includes(a.id) ? a.id : illegal("choose one of the cards", rule);
    out.push(id);
    left.splice(left.indexOf(id), 1);
  }
  return [...out, ...left];
}

/** 710.2, 710.4: flipping a flip card is one-way; its alternative characteristics apply. */
export function flipPermanent(ctx: Ctx, id: ObjectId): void {
  const { state } = ctx;
  const o = state.objects[id];
  if (o?.zone !== "battlefield" || o.status.flipped) return;
  if (!isFlipCard(state, o)) {
    log(state, "flip", `${id} is not a flip card: nothing happens`, "710.1");
    return;
  }
  writable(state, o).status.flipped = true;
  changed(state);
  log(state, "flip", `${id} flips`, "710.2");
}

/** 701.14a: each creature deals damage equal to its power to the other. */
export function fight(ctx: Ctx, a: ObjectId, b: ObjectId): void {
  const d = derive(ctx.state);
  const ca = d.get(a);
  const cb = d.get(b);
  // 701.14b: if either is no longer a creature on the battlefield, no damage is dealt.
  if (!ca?.types.includes("Creature") || !cb?.types.includes("Creature")) return;
  if (ctx.state.objects[a]?.zone !== "battlefield" || ctx.state.objects[b]?.zone !== "battlefield") return;
  log(ctx.state, "fight", `${ca.name ?? a} fights ${cb.name ?? b}`, "701.14a");
  // 701.14a: each deals damage equal to its power to the other, at the same time; 701.14c: a
  // creature that fights itself deals twice its power to itself.
  dealDamageAtOnce(ctx, (gains) => {
    dealDamage(ctx, a, b, ca.power ?? 0, gains);
    dealDamage(ctx, b, a, cb.power ?? 0, gains);
  });
}

/**
 * "Exile [it], then return it to the battlefield [transformed] under [its owner's / your]
 * control": the returned card is a new object (400.7) — a token exiled this way ceases to exist
 * (704.5d) and doesn't return; a card with no back face can't return transformed (712.11).
 */
export function exileAndReturn(
  ctx: Ctx,
  id: ObjectId,
  under: "owner" | "you",
  transformed: boolean,
  r: Resolution,
): ObjectId | null {
  const { state } = ctx;
  const o = state.objects[id];
  if (o?.zone !== "battlefield") return null;
  const owner = o.owner;
  const exiled = moveObject(ctx, id, "exile");
  if (exiled === null) return null;
  const card = state.objects[exiled];
  if (!card || card.token) return null;
  const def = findCard(state, card.card ?? "");
  const face: 0 | 1 = transformed && def?.layout === "transform" && def.faces.length > 1 ? 1 : 0;
  if (transformed && face === 0) {
    log(state, "return", `${card.card ?? exiled} has no back face to return transformed: it stays in exile`, "712.11a");
    return null;
  }
  return moveObject(ctx, exiled, "battlefield", { controller: under === "you" ? r.controller : owner, face });
}

/** 701.53a: creates an Incubator token (111.10i) with N +1/+1 counters on it. */
export function incubate(ctx: Ctx, n: number, r: Resolution): void {
  const count = tokensToCreate(ctx.state, r.controller, 1);
  // 603.6a: doubled, the tokens enter at the same time.
  enterTogether(ctx, (together) => {
    for (let i = 0; i < count; i++) {
      const token = { faces: tokenFaces(INCUBATOR), createdBy: `${label(r)}: incubate ${n}` };
      const obj = enterBattlefield(together, {
        ...newTokenSpec(token, r.controller, moveObject),
        withCounters: { kind: "+1/+1", n },
      });
      r.created.push(obj.id);
    }
  });
}

/**
 * 701.23a, 701.24a: search your library for up to `max` [filter] cards (with different names),
 * put them onto the battlefield (tapped), then shuffle. The cards are chosen with one list answer.
 */
export function searchLibrary(
  ctx: Ctx,
  filter: ObjectFilter,
  max: number,
  differentNames: boolean,
  tapped: boolean,
  r: Resolution,
): void {
  const { state } = ctx;
  const d = derive(state);
  const who = r.controller;
  const options = player(state, who).library.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  const a = ctx.chooser.choose({
    kind: "chooseTargets",
    player: who,
    prompt: `${label(r)}: search your library — choose up to ${max} card(s)${differentNames ? " with different names" : ""} (a list, possibly empty)`,
    slots: [{ options, min: 0, max: Math.min(max, options.length) }],
    rule: "701.23a",
  });
  const chosen = a.kind === "targets" ? a.targets : a.kind === "object" && a.id !== null ? [a.id] : [];
  if (chosen.length > max || new Set(chosen).size !== chosen.length)
    illegal(`choose at most ${max} different cards`, "701.23a");
  for (const id of chosen)
    if (!options.includes(id)) illegal(`${id} is not a card of the kind searched for in the library`, "701.23a");
  if (differentNames) {
    const names = chosen.map((id) => d.get(id)?.name ?? id);
    if (new Set(names).size !== names.length) illegal("the cards must have different names", "701.23a");
  }
  log(state, "search", `${who} searches their library and finds ${chosen.length} card(s)`, "701.23a");
  // 603.6a: the cards found enter the battlefield at the same time.
  enterTogether(ctx, (together) => {
    for (const id of chosen) moveObject(together, id, "battlefield", { controller: who, tapped });
  });
  shuffleLibrary(ctx, who);
}

/** "Untap up to N [filter]": chosen as the instruction is carried out (608.2d), one list answer. */
export function untapUpTo(ctx: Ctx, filter: ObjectFilter, max: number, r: Resolution): void {
  const { state } = ctx;
  const d = derive(state);
  const options = state.battlefield.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  const a = ctx.chooser.choose({
    kind: "chooseTargets",
    player: r.controller,
    prompt: `${label(r)}: untap up to ${max} (a list, possibly empty)`,
    slots: [{ options, min: 0, max: Math.min(max, options.length) }],
    rule: "608.2d",
  });
  const chosen = a.kind === "targets" ? a.targets : a.kind === "object" && a.id !== null ? [a.id] : [];
  if (chosen.length > max || chosen.some((id) => !options.includes(id)))
    illegal(`choose up to ${max} of ${options.join(", ")}`, "608.2d");
  untapPermanents(ctx, chosen);
}

/**
 * "Look at the top card of your library. You may reveal that card. If a [filter] card is revealed
 * this way, …" (701.20a): returns whether a matching card was revealed.
 */
export function mayRevealTop(ctx: Ctx, filter: ObjectFilter, r: Resolution): boolean {
  const { state } = ctx;
  const top = player(state, r.controller).library[0];
  if (top === undefined) return false;
  const a = ctx.chooser.choose({
    kind: "yesNo",
    player: r.controller,
    prompt: `${label(r)}: reveal the top card of your library (${top})?`,
    rule: "701.20a",
  });
  if (a.kind !== "yesNo" || !a.yes) return false;
  const c = derive(state).get(top);
  log(state, "reveal", `${r.controller} reveals ${c?.name ?? top}`, "701.20a");
  return matchesFilter(derive(state).view, top, filter, perspective(r));
}

/** "Exile all but the bottom card of [player]'s library." */
export function exileLibraryButBottom(ctx: Ctx, who: PlayerId): void {
  const library = [...player(ctx.state, who).library];
  for (const id of library.slice(0, -1)) moveObject(ctx, id, "exile");
  log(ctx.state, "exile", `${who} exiles all but the bottom card of their library`, "406.3");
}

/**
 * 701.42a, 712.4: "exile them, then meld them into [the melded face]": if this permanent and a
 * permanent named `withName` are both still there and owned and controlled by you, both are
 * exiled and one permanent, the combined back face, enters; it is represented by both cards.
 */
export function meld(ctx: Ctx, withName: string, r: Resolution): void {
  const { state } = ctx;
  const d = derive(state);
  const self = r.sourceId;
  if (self === null || state.objects[self]?.zone !== "battlefield") return;
  const partner = state.battlefield.find(
    (id) =>
      id !== self &&
      d.get(id)?.name === withName &&
      state.objects[id]?.owner === r.controller &&
      d.get(id)?.controller === r.controller,
  );
  const selfObj = state.objects[self];
  if (partner === undefined || !selfObj || selfObj.owner !== r.controller || d.get(self)?.controller !== r.controller) {
    // 701.42c: if either can't be melded, both stay exiled/unmelded — nothing to meld here.
    log(state, "meld", "the meld pair is not both there under your control: nothing melds", "701.42c");
    return;
  }
  const a = moveObject(ctx, self, "exile");
  const b = moveObject(ctx, partner, "exile");
  if (a === null || b === null) return;
  // The melded permanent is the card with the meld ability's pair back face (712.4a); the other
  // card is part of the same permanent (it leaves the exile zone with it).
  const back = state.objects[b];
  const exiledB = back ? player(state, back.owner).exile : [];
  const idx = exiledB.indexOf(b);
  if (idx >= 0) exiledB.splice(idx, 1);
  const bObj = state.objects[b];
  removeObject(state, "objects", b);
  const melded = moveObject(ctx, a, "battlefield", { controller: r.controller, face: 1 });
  if (melded === null) return;
  const m = state.objects[melded];
  if (m && bObj?.card) {
    writable(state, m).meldedWith = bObj.card;
    state.successors[b] = melded;
  }
  log(state, "meld", `${a} and ${b} meld into one permanent`, "701.42a");
  changed(state);
}

/**
 * 702.62a (suspend's last ability): "you may play it without paying its mana cost if able. If you
 * don't, it remains exiled." — cast during the resolution (608.2g), if it is still exiled.
 */
export function mayCastWithoutPaying(ctx: Ctx, id: ObjectId, r: Resolution): void {
  const { state } = ctx;
  const o = state.objects[id];
  if (o?.zone !== "exile") return;
  const a = ctx.chooser.choose({
    kind: "yesNo",
    player: r.controller,
    prompt: `${label(r)}: cast ${o.card ?? id} without paying its mana cost?`,
    rule: "702.62a",
  });
  if (a.kind !== "yesNo" || !a.yes) {
    log(state, "suspend", `${o.card ?? id} remains exiled`, "702.62a");
    return;
  }
  const spellId = castSpell(ctx, {
    object: id,
    by: r.controller,
    withoutPayingManaCost: true,
    duringResolution: true,
    permitted: true,
  });
  hasteForSuspendedCreature(ctx, spellId);
}

/**
 * 702.99a (cipher), as the spell finishes resolving: "you may exile this spell card encoded on a
 * creature you control"; for as long as it stays exiled, that creature has "Whenever this creature
 * deals combat damage to a player, its controller may cast a copy of the encoded card without
 * paying its mana cost." Returns whether the card was encoded (it then doesn't go to the graveyard).
 */
export function encodeCipher(ctx: Ctx, spellId: ObjectId, controller: PlayerId, name: string): boolean {
  const { state } = ctx;
  const d = derive(state);
  const creatures = state.battlefield.filter(
    (id) => d.get(id)?.types.includes("Creature") && d.get(id)?.controller === controller,
  );
  if (creatures.length === 0) return false;
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: controller,
    prompt: `${name}: cipher — you may exile it encoded on a creature you control (null: don't)`,
    options: creatures,
    optional: true,
    rule: "702.99a",
  });
  const creature = a.kind === "object" ? a.id : null;
  if (creature === null || !creatures.includes(creature)) return false;
  const exiled = moveObject(ctx, spellId, "exile");
  const host = state.objects[creature];
  if (exiled === null || !host) return false;
  const { id: effectId } = recordEffect(state, {
    sourceId: exiled,
    sourceName: name,
    controller,
    duration: "whileEncodedCardExiled",
    affected: [creature],
    parts: [{ op: "addAbilities", abilities: [CIPHER_TRIGGER] }],
    rule: "702.99a",
    text: `${name} is encoded on this creature`,
  });
  // 607.2a-style link: the granted ability's group names the encoded card.
  writable(state, host).linked[`gr:${effectId}:`] = [exiled]; // the granted ability's key is "g" + the layer effect id ("r:" + record id)
  changed(state);
  log(state, "cipher", `${name} is encoded on ${creature}`, "702.99a");
  return true;
}

const CIPHER_TRIGGER: TriggeredAbility = {
  kind: "triggered",
  text: "Whenever this creature deals combat damage to a player, its controller may cast a copy of the encoded card without paying its mana cost.",
  trigger: { on: "dealsCombatDamageToPlayer", filter: { is: "self" } },
  effects: [{ do: "castCopyOfLinked", withoutPayingManaCost: true }],
};
