import type { ObjectFilter } from "../abilities/filter.js";
import { findCard } from "../cards/registry.js";
import { derive } from "../layers/derive.js";
import { abilityGroup, matchesFilter } from "../layers/evaluate.js";
import type { ObjectId } from "../model/object.js";
import { castSpell } from "../rules/cast.js";
import type { Ctx } from "../rules/ctx.js";
import type { ContinuousPart } from "../abilities/continuous.js";
import { changed, illegal, log } from "../rules/draft.js";
import { createObject, player } from "../rules/objects.js";
import type { Resolution } from "../rules/resolution.js";
import { moveObject } from "../rules/zones.js";
import { recordEffect } from "../rules/recordEffect.js";

/** 607.2a (imprint): exiles a chosen card from hand, linked to the ability's group on the source. */
export function exileFromHandLinked(ctx: Ctx, filter: ObjectFilter, r: Resolution): void {
  const { state } = ctx;
  if (!r.sourceId || !r.abilityKey) return;
  const d = derive(state);
  const p = { sourceId: r.sourceId, controller: r.controller, abilityKey: r.abilityKey };
  const options = player(state, r.controller).hand.filter((id) => matchesFilter(d.view, id, filter, p));
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: `${r.sourceName ?? "ability"}: you may exile a card from your hand`,
    options,
    optional: true,
    rule: "607.2a",
  });
  if (a.kind !== "object" || a.id === null) return;
  const exiled = moveObject(ctx, a.id, "exile");
  const source = state.objects[r.sourceId];
  if (exiled && source) {
    const group = abilityGroup(r.abilityKey);
    source.linked[group] = [...(source.linked[group] ?? []), exiled];
    changed(state);
  }
}

/**
 * 707.12: copies the card exiled by the linked ability, in the exile zone, and lets its
 * controller cast the copy during resolution (608.2g), here without paying its mana cost.
 */
export function castCopyOfLinked(ctx: Ctx, withoutPayingManaCost: boolean, r: Resolution): void {
  const { state } = ctx;
  const source = r.sourceId ? state.objects[r.sourceId] : undefined;
  if (!source || !r.abilityKey) return;
  const exiled = (source.linked[abilityGroup(r.abilityKey)] ?? []).find((id) => state.objects[id]?.zone === "exile");
  const card = exiled ? state.objects[exiled] : undefined;
  if (!card?.card) return;
  const yes = ctx.chooser.choose({
    kind: "yesNo",
    player: r.controller,
    prompt: `${r.sourceName ?? "ability"}: copy the exiled card?`,
    rule: "707.12",
  });
  if (yes.kind !== "yesNo" || !yes.yes) return;
  const copy = createCardCopy(ctx, card.card, r.controller, "exile");
  castOrLeave(ctx, copy, r, withoutPayingManaCost);
}

/** 707.13: Garth One-Eye — a copy of a named card, from the card reference, created outside the game. */
export function castCopyByName(ctx: Ctx, names: readonly string[], r: Resolution): void {
  const { state } = ctx;
  const source = r.sourceId ? state.objects[r.sourceId] : undefined;
  if (!source || !r.abilityKey) return;
  const key = (n: string) => `${r.abilityKey}#${n}`;
  const left = names.filter((n) => source.choices[key(n)] === undefined);
  if (left.length === 0) return;
  const a = ctx.chooser.choose({
    kind: "chooseCardName",
    player: r.controller,
    prompt: `${r.sourceName ?? "ability"}: choose one of ${left.join(", ")}`,
    rule: "707.13",
  });
  const name = a.kind === "text" ? left.find((n) => n.toLowerCase() === a.value.toLowerCase()) : undefined;
  if (!name)
    illegal(
      `"${a.kind === "text" ? a.value : "?"}" is not a name that can be chosen; left: ${left.join(", ")}`,
      "707.13",
    );
  source.choices[key(name)] = { kind: "cardName", name };
  changed(state);
  log(state, "choose", `${r.controller} chooses ${name}`, "707.13");
  const copy = createCardCopy(ctx, name, r.controller, "command");
  castOrLeave(ctx, copy, r, false);
}

/** A copy of a card (not a spell, not a token): it ceases to exist outside the stack or battlefield (707.10a). */
function createCardCopy(ctx: Ctx, cardName: string, owner: string, zone: "exile" | "command"): ObjectId {
  const def = findCard(ctx.state, cardName);
  const o = createObject(ctx.state, { card: def?.name ?? cardName, token: null, owner, zone });
  o.isCardCopy = true;
  changed(ctx.state);
  log(ctx.state, "copy", `a copy of ${cardName} is created`, "707.12");
  return o.id;
}

function castOrLeave(ctx: Ctx, copyId: ObjectId, r: Resolution, withoutPayingManaCost: boolean): void {
  const cast = ctx.chooser.choose({ kind: "yesNo", player: r.controller, prompt: "cast the copy?", rule: "707.12" });
  if (cast.kind !== "yesNo" || !cast.yes) return; // it will cease to exist (707.10a)
  castSpell(ctx, { object: copyId, by: r.controller, withoutPayingManaCost, duringResolution: true });
}

/** The key under which a noted card name is kept on the permanent (707.14). */
export const NOTED = "noted";

/**
 * Magar of the Magic Strings: notes the card's name, puts the card onto the battlefield face
 * down, and applies the effect that makes it "a 3/3 creature with …" (layers 6 and 7b).
 */
export function noteNameAndPutFaceDown(
  ctx: Ctx,
  cardId: ObjectId,
  parts: readonly ContinuousPart[],
  r: Resolution,
): void {
  const { state } = ctx;
  const card = state.objects[cardId];
  if (!card?.card) return;
  const name = findCard(state, card.card)?.name ?? card.card;
  const permanent = moveObject(ctx, cardId, "battlefield", { controller: r.controller, faceDown: true });
  const p = permanent ? state.objects[permanent] : undefined;
  if (!p || !permanent) return;
  p.choices[NOTED] = { kind: "cardName", name };
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

/**
 * 707.14: creates a copy of the card with the noted name, using the characteristics of that card
 * as it last existed in the graveyard (a card there has its printed characteristics), outside the
 * game; its controller may cast it without paying its mana cost.
 */
export function castCopyOfNoted(ctx: Ctx, r: Resolution): void {
  const source = r.sourceId ? ctx.state.objects[r.sourceId] : undefined;
  const noted = source?.choices[NOTED];
  if (noted?.kind !== "cardName") return;
  const copy = createCardCopy(ctx, noted.name, r.controller, "command");
  castOrLeave(ctx, copy, r, true);
}
