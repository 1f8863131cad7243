import { becomeCopy } from "../../copy/becomeCopy.js";
import { copyOfLinkedCard, copyOfNamedCard, copyOfNotedCard, NOTED } from "../../copy/castCopy.js";
import { derive } from "../../layers/derive.js";
import type { ObjectId } from "../../model/object.js";
import type { Ctx } from "../../game/ctx.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import type { ContinuousPart } from "../../abilities/continuous.js";
import { findCard } from "../../cards/registry.js";
import { changed, log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { chooseObjectAmong } from "../../game/chooseObject.js";
import { recordEffect } from "../../game/recordEffect.js";
import { abilityGroup, matchesFilter } from "../../layers/evaluate.js";
import { castSpell } from "../cast.js";
import { moveObject } from "../zones.js";
import { copySpellAndNotice } from "../spellCopied.js";
import { copyAdditionalTimes } from "../spellCopyAdditional.js";
import { effectHandlers } from "./handler.js";
import { lastKnownOf } from "./lastKnownRefs.js";
import { spellsToCopy } from "./spellsToCopy.js";
import { attackingOpponents, enterTokenCopies } from "./tokenCopies.js";
import { lockExceptionAmounts } from "./lockedExceptionAmounts.js";
import { amount, resolveObjects, resolvePlayers } from "./refs.js";
import { writable } from "../../model/writableObject.js";

/** Copying objects (707): becoming a copy, copying a spell, token copies, casting copies of cards. */
export const copyEffects = effectHandlers({
  becomeCopy: (ctx, e, r) => {
    const ofId =
      "choose" in e.of
        ? chooseToCopy(ctx, e.of.choose, r)
        : e.lastKnown
          ? lastKnownOf(ctx, e.of, r)
          : (resolveObjects(ctx, e.of, r)[0] ?? lastKnownOf(ctx, e.of, r));
    if (ofId === undefined || ofId === null) return;
    // 707.9a: "this ability" is the resolving ability itself, even if its source no longer has it.
    const thisAbility =
      r.ability ?? (r.abilityKey && r.sourceId ? abilityDef(ctx, r.sourceId, r.abilityKey) : undefined);
    for (const id of resolveObjects(ctx, e.what, r)) {
      if (e.otherThanCopied && id === ofId) continue;
      becomeCopy(ctx, {
        target: id,
        of: ofId,
        exceptions: e.exceptions,
        duration: e.duration,
        sourceId: r.sourceId,
        controller: r.controller,
        text: r.text,
        ...(thisAbility ? { thisAbility } : {}),
      });
    }
  },
  copySpell: (ctx, e, r) => {
    const n = amount(ctx, e.count, r);
    for (const id of spellsToCopy(ctx, e.what, r)) {
      let made = 0;
      for (let i = 0; i < n; i++) {
        made++;
        if (e.targetCreated) {
          const target = chooseCreated(ctx, r);
          if (target === null) {
            made--;
            continue;
          }
          copySpellAndNotice(ctx, {
            of: id,
            controller: r.controller,
            exceptions: e.exceptions,
            mayChooseNewTargets: false,
            newTargetEverywhere: target,
          });
        } else {
          copySpellAndNotice(ctx, {
            of: id,
            controller: r.controller,
            exceptions: e.exceptions,
            mayChooseNewTargets: e.newTargets,
          });
        }
      }
      if (made > 0) copyAdditionalTimes(ctx, id, r.controller, e.exceptions); // 614.1a
    }
  },
  createTokenCopy: (ctx, e, r) => {
    // 608.2h: a permanent that has left the battlefield is copied as it last existed there.
    const of = e.lastKnown ? lastKnownOf(ctx, e.of, r) : (resolveObjects(ctx, e.of, r)[0] ?? lastKnownOf(ctx, e.of, r));
    if (of === undefined) return; // 707.1: nothing to copy, no token
    const n = amount(ctx, e.count, r);
    const attacking = e.tappedAndAttacking ? attackingOpponents(ctx, r) : {};
    // 111.2: each player who creates a token owns and controls it.
    const creators = e.who ? resolvePlayers(ctx, e.who, r) : [r.controller];
    const keyword = e.keyword ? { keyword: e.keyword } : {};
    const copies = creators.map((controller) => ({
      of,
      controller,
      n,
      tapped: e.tapped === true,
      ...attacking,
      ...keyword,
    }));
    enterTokenCopies(ctx, copies, lockExceptionAmounts(ctx, e.exceptions, r), r);
  },
  noteNameAndPutFaceDown: (ctx, e, r) => {
    const card = resolveObjects(ctx, e.what, r)[0];
    if (card) noteNameAndPutFaceDown(ctx, card, e.parts, r);
  },
  castCopyOfNoted: (ctx, _e, r) => castOrLeave(ctx, copyOfNotedCard(ctx, r), r, true),
  exileFromHandLinked: (ctx, e, r) => exileFromHandLinked(ctx, e.filter, r, e.mandatory === true),
  castCopyOfLinked: (ctx, e, r) => castOrLeave(ctx, copyOfLinkedCard(ctx, r), r, e.withoutPayingManaCost),
  castCopyByName: (ctx, e, r) => castOrLeave(ctx, copyOfNamedCard(ctx, e.names, r), r, false),
});

/** 707.10e: with several objects created ("that token" after a doubling), the copy's controller picks one. */
function chooseCreated(ctx: Ctx, r: Resolution): ObjectId | null {
  const created = r.created.filter((id) => ctx.state.objects[id]);
  if (created.length <= 1) return created[0] ?? null;
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: "choose the token the copy targets",
    options: created,
    optional: false,
    rule: "707.10e",
  });
  return a.kind === "object" ? a.id : null;
}

/** A choice made on resolution of the object to copy (Cytoshape, Mirrorweave's target is chosen on cast). */
function chooseToCopy(ctx: Ctx, filter: ObjectFilter, r: Resolution): ObjectId | null {
  const d = derive(ctx.state);
  const options = ctx.state.battlefield.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  // 608.2d: with nothing to choose, no choice is asked (and nothing is copied, 707.1).
  const prompt = `${r.sourceName ?? "effect"}: choose the object to copy`;
  return chooseObjectAmong(ctx, { player: r.controller, prompt, options, rule: "608.2d" });
}

/** The current definition of an ability of an object, by instance key. */
function abilityDef(ctx: Ctx, id: ObjectId, key: string) {
  return derive(ctx.state)
    .get(id)
    ?.abilities.find((a) => a.key === key)?.def;
}

/** 707.12, 608.2g: the copy of a card an effect made may be cast during the resolution. */
export function castOrLeave(
  ctx: Ctx,
  copyId: ObjectId | null,
  r: Resolution,
  withoutPayingManaCost: boolean,
  payingInstead?: string,
): void {
  if (copyId === null) return;
  const cast = ctx.chooser.choose({ kind: "yesNo", player: r.controller, prompt: "cast the copy?", rule: "707.12" });
  if (cast.kind !== "yesNo" || !cast.yes) return; // it will cease to exist (707.10a)
  const paying = payingInstead !== undefined ? { payingInstead } : {};
  castSpell(ctx, { object: copyId, by: r.controller, withoutPayingManaCost, duringResolution: true, ...paying });
}

/** 607.2a (imprint): exiles a chosen card from hand, linked to the ability's group on the source. */
function exileFromHandLinked(ctx: Ctx, filter: ObjectFilter, r: Resolution, mandatory: boolean): void {
  const { state } = ctx;
  if (!r.sourceId || !r.abilityKey) return;
  const d = derive(state);
  const p = perspective(r);
  const options = player(state, r.controller).hand.filter((id) => matchesFilter(d.view, id, filter, p));
  if (mandatory && options.length === 0) return; // 608.2d: nothing to choose
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: `${r.sourceName ?? "ability"}: ${mandatory ? "exile" : "you may exile"} a card from your hand`,
    options,
    optional: !mandatory,
    rule: "607.2a",
  });
  if (a.kind !== "object" || a.id === null) return;
  const exiled = moveObject(ctx, a.id, "exile");
  const source = state.objects[r.sourceId];
  if (exiled && source) {
    const group = abilityGroup(r.abilityKey);
    const linked = writable(state, source).linked;
    linked[group] = [...(linked[group] ?? []), exiled];
    changed(state);
  }
}

/**
 * Magar of the Magic Strings: notes the card's name, puts the card onto the battlefield face
 * down, and applies the effect that makes it "a 3/3 creature with …" (layers 6 and 7b).
 */
function noteNameAndPutFaceDown(ctx: Ctx, cardId: ObjectId, parts: readonly ContinuousPart[], r: Resolution): void {
  const { state } = ctx;
  const card = state.objects[cardId];
  if (!card?.card) return;
  const name = findCard(state, card.card)?.name ?? card.card;
  const permanent = moveObject(ctx, cardId, "battlefield", { controller: r.controller, faceDown: true });
  const p = permanent ? state.objects[permanent] : undefined;
  if (!p || !permanent) return;
  writable(state, p).choices[NOTED] = { kind: "cardName", name };
  recordEffect(state, {
    sourceId: r.sourceId,
    sourceName: r.sourceName,
    controller: r.controller,
    duration: "permanent",
    affected: [permanent],
    parts,
    rule: "611.2a",
    text: r.text,
  });
  changed(state);
  log(state, "note", `${r.controller} notes the name ${name}`, "707.14");
}
