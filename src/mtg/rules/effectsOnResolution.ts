import type { ObjectFilter } from "../abilities/filter.js";
import { pickRandom } from "../../kernel/rng.js";
import { derive } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { castSpell } from "./cast.js";
import { addCountersTo } from "./counters.js";
import type { Ctx } from "./ctx.js";
import { changed, illegal, log } from "./draft.js";
import { player } from "./objects.js";
import { perspective, type Resolution } from "./resolution.js";
import { spellTargetSlots } from "./spellParts.js";
import { legalTargets, slotBounds } from "./targets.js";
import { moveObject } from "./zones.js";

/**
 * Instructions whose choices are made as the spell or ability resolves (608.2d): searching a
 * library, exiling cards until some are found, putting a card from a hand onto the battlefield,
 * distributing counters, choosing an object with no target.
 */

/** 701.24a: shuffles a player's library with the game's seeded generator. */
export function shuffleLibrary(ctx: Ctx, who: PlayerId): void {
  const { state } = ctx;
  const p = player(state, who);
  const { seed, picked } = pickRandom(state.rng, p.library, p.library.length);
  state.rng = seed;
  p.library = picked;
  changed(state);
  log(state, "shuffle", `${who} shuffles their library`, "701.24a");
}

/** "[a filter] of your choice" (ObjectRef `chosen`): one object on the battlefield, chosen now. */
export function chooseOnResolution(ctx: Ctx, filter: ObjectFilter, what: string, r: Resolution): ObjectId[] {
  const { state } = ctx;
  const d = derive(state);
  const options = state.battlefield.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  if (options.length === 0) return [];
  const a = ctx.chooser.choose({ kind: "chooseObject", player: r.controller, prompt: `${r.sourceName ?? "effect"}: choose ${what}`, options, optional: false, rule: "608.2d" });
  return a.kind === "object" && a.id !== null ? [a.id] : [];
}

/**
 * 701.23a, 701.24a: "search your library for up to `max` [filter] cards, put them onto the
 * battlefield (tapped), then shuffle". The cards are chosen with one list answer ("up to N").
 */
export function searchLibraryToBattlefield(ctx: Ctx, filter: ObjectFilter, max: number, tapped: boolean, r: Resolution): void {
  const { state } = ctx;
  const d = derive(state);
  const library = player(state, r.controller).library;
  const options = library.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  const a = ctx.chooser.choose({
    kind: "chooseTargets",
    player: r.controller,
    prompt: `${r.sourceName ?? "effect"}: search your library — choose up to ${max} card(s) (a list, possibly empty)`,
    slots: [{ options, min: 0, max: Math.min(max, options.length) }],
    rule: "701.23a",
  });
  const chosen = a.kind === "targets" ? a.targets : a.kind === "object" && a.id !== null ? [a.id] : [];
  if (chosen.length > max || new Set(chosen).size !== chosen.length) illegal(`choose at most ${max} different cards`, "701.23a");
  for (const id of chosen) if (!options.includes(id)) illegal(`${id} is not a card of the kind searched for in the library`, "701.23a");
  log(state, "search", `${r.controller} searches their library and finds ${chosen.length} card(s)`, "701.23a");
  for (const id of chosen) moveObject(ctx, id, "battlefield", { controller: r.controller, tapped });
  shuffleLibrary(ctx, r.controller);
}

/** Why the card can't be cast now by an effect that lets it be cast (no legal targets, a land), or null. */
function whyCantCast(ctx: Ctx, id: ObjectId, caster: PlayerId): string | null {
  const { state } = ctx;
  const d = derive(state);
  const c = d.get(id);
  if (!c) return "it is gone";
  if (c.types.includes("Land")) return "a land can't be cast (305.9)";
  for (const slot of spellTargetSlots(c, [])) {
    const options = legalTargets(state, d, slot.spec, { sourceId: id, controller: caster, colors: c.colors }, null);
    if (options.length < slotBounds(slot).min) return "it has no legal targets (601.2c)";
  }
  return null;
}

/**
 * Invasion of Alara: "exile cards from the top of your library until you exile `count` [filter]
 * cards. You may cast one of those cards without paying its mana cost. Put one of them into your
 * hand. Then put the other cards exiled this way on the bottom of your library in a random order."
 * Rulings: with only one such card exiled, you may cast it, else it goes to your hand; with two and
 * none cast, the one not put into your hand stays in exile (it isn't one of "the other cards").
 */
export function exileUntilCastOneHandOne(ctx: Ctx, filter: ObjectFilter, count: number, r: Resolution): void {
  const { state } = ctx;
  const who = r.controller;
  const exiled: ObjectId[] = [];
  const found: ObjectId[] = [];
  while (found.length < count) {
    const top = player(state, who).library[0];
    if (top === undefined) break;
    const id = moveObject(ctx, top, "exile");
    if (id === null) break;
    exiled.push(id);
    const d = derive(state);
    if (matchesFilter(d.view, id, filter, perspective(r))) found.push(id);
  }
  log(state, "exile", `${who} exiles ${exiled.length} card(s) and finds ${found.length}`, "608.2c");
  // "You may cast one of those cards without paying its mana cost" (608.2g: during the resolution).
  const castable = found.filter((id) => whyCantCast(ctx, id, who) === null);
  let cast: ObjectId | null = null;
  if (castable.length > 0) {
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: who,
      prompt: `${r.sourceName ?? "effect"}: you may cast one of the exiled cards without paying its mana cost (null: none)`,
      options: castable,
      optional: true,
      rule: "608.2g",
    });
    cast = a.kind === "object" ? a.id : null;
  }
  if (cast !== null) castSpell(ctx, { object: cast, by: who, withoutPayingManaCost: true, duringResolution: true, permitted: true });
  // "Put one of them into your hand": one of those found that is still in exile.
  const left = found.filter((id) => id !== cast && state.objects[id]?.zone === "exile");
  let toHand = left[0];
  if (left.length > 1) {
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: who,
      prompt: `${r.sourceName ?? "effect"}: put one of the exiled cards into your hand`,
      options: left,
      optional: false,
      rule: "608.2c",
    });
    if (a.kind === "object" && a.id !== null) toHand = a.id;
  }
  if (toHand !== undefined) moveObject(ctx, toHand, "hand");
  // "the other cards exiled this way" — those not found; in a random order (701.24a-style).
  const others = exiled.filter((id) => !found.includes(id) && state.objects[id]?.zone === "exile");
  const { seed, picked } = pickRandom(state.rng, others, others.length);
  state.rng = seed;
  for (const id of picked) moveObject(ctx, id, "library", { at: "bottom" });
  if (picked.length > 0) log(state, "library", `${picked.length} card(s) put on the bottom of ${who}'s library in a random order`, "608.2c");
}

/** "You may put a [filter] card from your hand onto the battlefield" (a choice on resolution). */
export function mayPutFromHandOntoBattlefield(ctx: Ctx, filter: ObjectFilter, r: Resolution): void {
  const { state } = ctx;
  const d = derive(state);
  const options = player(state, r.controller).hand.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  if (options.length === 0) return;
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: `${r.sourceName ?? "effect"}: you may put a card from your hand onto the battlefield (null: none)`,
    options,
    optional: true,
    rule: "608.2d",
  });
  if (a.kind !== "object" || a.id === null) return;
  moveObject(ctx, a.id, "battlefield", { controller: r.controller });
}

/**
 * "Distribute `amount` counters among one, two, or three [filter] you control" with no target:
 * the controller puts them one at a time, each on an object of their choice (608.2d), on at most
 * `maxObjects` different objects. The counters are then put on together, per object.
 */
export function distributeCounters(ctx: Ctx, kind: string, amount: number, among: ObjectFilter, maxObjects: number, r: Resolution): void {
  const { state } = ctx;
  const d = derive(state);
  const options = state.battlefield.filter((id) => matchesFilter(d.view, id, among, perspective(r)));
  if (options.length === 0) return;
  const counts = new Map<ObjectId, number>();
  for (let i = 1; i <= amount; i++) {
    const allowed = counts.size >= maxObjects ? [...counts.keys()] : options;
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: r.controller,
      prompt: `${r.sourceName ?? "effect"}: put ${kind} counter ${i} of ${amount} on`,
      options: allowed,
      optional: false,
      rule: "608.2d",
    });
    if (a.kind !== "object" || a.id === null) continue;
    counts.set(a.id, (counts.get(a.id) ?? 0) + 1);
  }
  for (const [id, n] of counts) addCountersTo(ctx, id, kind, n);
}
