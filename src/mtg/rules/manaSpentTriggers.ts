import type { Ctx } from "../game/ctx.js";
import { derive } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId } from "../model/object.js";
import type { Player } from "../model/player.js";
import type { GameState } from "../model/state.js";
import { castTriggered } from "./nextCastTriggers.js";

/** The delayed trigger each mana of the pool carries, by position ("" for none), as long as the pool. */
export function manaTags(p: Player): string[] {
  const tags = (p.manaSpendTriggers ?? []).slice(0, p.manaPool.length);
  while (tags.length < p.manaPool.length) tags.push("");
  return tags;
}

/** 603.7a: the mana added since the pool held `from` mana carries the delayed trigger `delayedId`. */
export function tagManaFrom(p: Player, from: number, delayedId: string): void {
  p.manaSpendTriggers = manaTags(p).map((t, i) => (i >= from ? delayedId : t));
}

/**
 * 603.7b: mana carrying a "When that mana is spent to cast [filter] spell" ability was spent: the
 * ability triggers if `spell` (null: a cost other than a spell's) matches, once, and ends either
 * way — that mana is gone. "That spell" is the spell (the cards' rulings: one trigger per such mana).
 */
export function manaSpentOn(ctx: Ctx, spentTags: readonly string[], spell: ObjectId | null): void {
  const { state } = ctx;
  const view = spell === null ? null : derive(state);
  for (const id of spentTags) {
    const d = state.delayedTriggers.find((o) => o.id === id && o.when === "manaSpent");
    if (!d) continue;
    state.delayedTriggers = state.delayedTriggers.filter((o) => o.id !== id);
    const p = { sourceId: d.sourceId === "" ? null : d.sourceId, controller: d.controller, abilityKey: null };
    if (spell !== null && view && d.castFilter && matchesFilter(view.view, spell, d.castFilter, p))
      castTriggered(ctx, d, d.castFilter, spell, "603.7");
  }
}

/** 500.4: the pools empty; the delayed triggers of mana never spent can no longer trigger. */
export function forgetUnspentMana(state: GameState): void {
  for (const p of state.players) delete p.manaSpendTriggers;
  state.delayedTriggers = state.delayedTriggers.filter((d) => d.when !== "manaSpent");
}
