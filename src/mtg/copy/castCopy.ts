import { findCard } from "../cards/registry.js";
import type { Ctx } from "../game/ctx.js";
import { changed, illegal, log } from "../game/draft.js";
import { createObject } from "../game/objects.js";
import type { Resolution } from "../game/resolution.js";
import { abilityGroup } from "../layers/evaluate.js";
import type { ObjectId, ZoneName } from "../model/object.js";
import { writable } from "../model/writableObject.js";

/**
 * 707.12–707.14: the copies of cards an effect lets a player cast. Each function creates the copy
 * (or nothing, when the effect finds nothing to copy or the player declines) and returns it;
 * casting it during the resolution (608.2g) is the caller's (rules/effects/copies.ts).
 */

/**
 * 707.12: a copy of the card exiled by the linked ability, created in the exile zone; with several
 * ("a card exiled with Panoptic Mirror"), the player chooses which one, or none.
 */
export function copyOfLinkedCard(ctx: Ctx, r: Resolution): ObjectId | null {
  const { state } = ctx;
  // 603.10a-like: a source that has left is looked at as it last existed (its link remains).
  const source = r.sourceId ? (state.objects[r.sourceId] ?? state.lastKnown[r.sourceId]) : undefined;
  if (!source || !r.abilityKey) return null;
  const exiled = (source.linked[abilityGroup(r.abilityKey)] ?? []).filter(
    (id) => state.objects[id]?.zone === "exile" && state.objects[id]?.card,
  );
  if (exiled.length === 0) return null;
  const chosen = exiled.length > 1 ? chooseExiled(ctx, exiled, r) : mayCopy(ctx, r) ? exiled[0] : undefined;
  const card = chosen ? state.objects[chosen]?.card : undefined;
  return card ? createCardCopy(ctx, card, r.controller, "exile") : null;
}

function mayCopy(ctx: Ctx, r: Resolution): boolean {
  const yes = ctx.chooser.choose({
    kind: "yesNo",
    player: r.controller,
    prompt: `${r.sourceName ?? "ability"}: copy the exiled card?`,
    rule: "707.12",
  });
  return yes.kind === "yesNo" && yes.yes;
}

function chooseExiled(ctx: Ctx, options: ObjectId[], r: Resolution): ObjectId | undefined {
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: `${r.sourceName ?? "ability"}: you may copy one of the exiled cards (null: none)`,
    options,
    optional: true,
    rule: "707.12",
  });
  return a.kind === "object" && a.id !== null ? a.id : undefined;
}

/** 707.13: Garth One-Eye — a copy of a named card, from the card reference, created outside the game. */
export function copyOfNamedCard(ctx: Ctx, names: readonly string[], r: Resolution): ObjectId | null {
  const { state } = ctx;
  const source = r.sourceId ? state.objects[r.sourceId] : undefined;
  if (!source || !r.abilityKey) return null;
  const key = (n: string) => `${r.abilityKey}#${n}`;
  const left = names.filter((n) => source.choices[key(n)] === undefined);
  if (left.length === 0) return null;
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
  writable(state, source).choices[key(name)] = { kind: "cardName", name };
  changed(state);
  log(state, "choose", `${r.controller} chooses ${name}`, "707.13");
  return createCardCopy(ctx, name, r.controller, "command");
}

/** A copy of a card (not a spell, not a token): it ceases to exist outside the stack or battlefield (707.10a). */
export function createCardCopy(ctx: Ctx, cardName: string, owner: string, zone: ZoneName): ObjectId {
  const def = findCard(ctx.state, cardName);
  const o = createObject(ctx.state, { card: def?.name ?? cardName, token: null, owner, zone });
  o.isCardCopy = true;
  changed(ctx.state);
  log(ctx.state, "copy", `a copy of ${cardName} is created`, "707.12");
  return o.id;
}

/** The key under which a noted card name is kept on the permanent (707.14). */
export const NOTED = "noted";

/**
 * 707.14: creates a copy of the card with the noted name, using the characteristics of that card
 * as it last existed in the graveyard (a card there has its printed characteristics), outside the
 * game; its controller may cast it without paying its mana cost.
 */
export function copyOfNotedCard(ctx: Ctx, r: Resolution): ObjectId | null {
  const source = r.sourceId ? ctx.state.objects[r.sourceId] : undefined;
  const noted = source?.choices[NOTED];
  if (noted?.kind !== "cardName") return null;
  return createCardCopy(ctx, noted.name, r.controller, "command");
}
