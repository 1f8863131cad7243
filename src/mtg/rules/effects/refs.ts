import { own } from "../../../kernel/records.js";
import { nextRandom } from "../../../kernel/rng.js";
import { changed } from "../../game/draft.js";
import { spellsCastThisTurn } from "../turnHistory.js";
import type { ObjectRef, PlayerRef } from "../../abilities/ref.js";
import { derive } from "../../layers/derive.js";
import { abilityGroup, evaluateAmount, halve, matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../../model/object.js";
import type { Ctx } from "../../game/ctx.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import { follow } from "../../game/objects.js";
import { triggerObjectManaValue } from "./triggerSpell.js";
import { lastKnownOf } from "./lastKnownRefs.js";
import { createdWithSource } from "../createdWith.js";
import { movedCard, objectValue } from "./objectValues.js";
import { countersOnValue } from "./countersOnValue.js";
import { chooseAnyNumber } from "./chooseAnyNumber.js";
import { sacrificedToCast } from "../sacrificedToCast.js";
import { grantingSourceOf } from "../../layers/grantingSource.js";

/** The objects an instruction acts on, now. */
export function resolveObjects(ctx: Ctx, ref: ObjectRef, r: Resolution): ObjectId[] {
  const { state } = ctx;
  switch (ref.ref) {
    case "target": {
      const t = r.decisions.targets[ref.index];
      return t !== undefined && own(state.objects, t) && !r.illegalTargets.has(t) ? [t] : [];
    }
    case "movedTarget": {
      const t = r.decisions.targets[ref.index];
      if (t === undefined || r.illegalTargets.has(t)) return [];
      const now = follow(state, t);
      const zone = now === t ? undefined : state.objects[now]?.zone;
      return zone && zone !== "hand" && zone !== "library" ? [now] : []; // 400.7j: a public zone
    }
    case "self":
      if (r.sourceId && state.objects[r.sourceId]) return [r.sourceId];
      return movedSelf(ctx, r);
    case "attached": {
      const a = r.sourceId ? state.objects[r.sourceId]?.attachedTo : null;
      return a && state.objects[a] ? [a] : []; // not an enchanted player (303.4b)
    }
    case "triggerObject":
      return r.triggerObject && state.objects[r.triggerObject] ? [r.triggerObject] : [];
    case "grantingSource": {
      const g = grantingSourceOf(state, r.abilityKey);
      return g !== null && state.objects[g]?.zone === "battlefield" ? [g] : [];
    }
    case "each": {
      const d = derive(state);
      const except = ref.except ? resolveObjects(ctx, ref.except, r) : [];
      const players = ref.controlledBy ? resolvePlayers(ctx, ref.controlledBy, r) : null;
      return state.battlefield.filter(
        (id) =>
          !except.includes(id) &&
          (players === null || players.includes(d.get(id)?.controller ?? "")) &&
          matchesFilter(d.view, id, ref.filter, perspective(r)),
      );
    }
    case "targets":
      return r.decisions.targets.filter((t) => own(state.objects, t) !== undefined && !r.illegalTargets.has(t));
    case "created":
      return [...r.created];
    case "sacrificedToPay":
      return []; // it has left the battlefield: only its last known information is left (608.2h)
    case "exiledThisWay":
      return r.exiled.filter((id) => state.objects[id]?.zone === "exile");
    case "exiledToPay":
      return (r.decisions.exiledToPay ?? []).filter((id) => state.objects[id]?.zone === "exile");
    case "chosen":
      return chooseOnResolution(ctx, ref.filter, ref.what, r);
    case "chosenAnyNumber":
      return chooseAnyNumber(ctx, ref, r);
    case "thisWay": {
      const now = r.thisWay.map((id) => follow(state, id)).filter((id) => state.objects[id] !== undefined);
      const { filter } = ref;
      if (!filter) return now;
      const d = derive(state);
      return now.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
    }
    case "createdWith":
      return createdWithSource(state, r).filter((id) => !ref.other || !r.created.includes(id));
    case "linkedExiled": {
      // 603.10a: a leaves-the-battlefield ability's source is looked at as it last existed.
      const source = r.sourceId ? (state.objects[r.sourceId] ?? state.lastKnown[r.sourceId]) : undefined;
      if (!source || !r.abilityKey) return [];
      return (source.linked[abilityGroup(r.abilityKey)] ?? []).filter((id) => state.objects[id]?.zone === "exile");
    }
  }
}

/**
 * 400.7e: an ability that triggered on its source moving to a public zone ("When ~ dies, exile it")
 * finds the new object the source became there — only that one: not after it moved again.
 */
function movedSelf(ctx: Ctx, r: Resolution): ObjectId[] {
  const { state } = ctx;
  const next = r.sourceId ? own(state.successors, r.sourceId) : undefined;
  // The event's object is the source's new object (a dies trigger's card in the graveyard).
  if (!next || next !== r.triggerObject) return [];
  const zone = state.objects[next]?.zone;
  return zone && zone !== "hand" && zone !== "library" ? [next] : [];
}

/** The players an instruction acts on, now. */
export function resolvePlayers(ctx: Ctx, ref: PlayerRef, r: Resolution): PlayerId[] {
  const { state } = ctx;
  switch (ref.ref) {
    case "you":
      return [r.controller];
    case "targetPlayer": {
      const t = r.decisions.targets[ref.index];
      return t !== undefined && !own(state.objects, t) && !r.illegalTargets.has(t) ? [t] : [];
    }
    case "eachOpponent":
      // 101.4: they act one after another in turn order, the active player first (APNAP).
      return inTurnOrder(ctx).filter((p) => p !== r.controller);
    case "enchantedPlayer": {
      // 303.4b; 608.2h: a source that has left the battlefield is looked at as it last existed.
      const to = r.sourceId ? (state.objects[r.sourceId] ?? state.lastKnown[r.sourceId])?.attachedTo : null;
      return state.players.filter((p) => p.name === to && !p.lost).map((p) => p.name);
    }
    case "eachPlayer":
      return state.players.filter((p) => !p.lost).map((p) => p.name);
    case "eachTeammate":
      return []; // 810.1: only the team variants (810, 811) have teams; in a game of free-for-all nobody is your teammate

    case "controllerOfTarget": {
      const t = r.decisions.targets[ref.index];
      // 608.2h: a target that has left is looked at as it last existed.
      const c = t ? (derive(state).get(t)?.controller ?? own(state.lastKnown, t)?.controller) : undefined;
      return c ? [c] : [];
    }
    case "ownerOfTarget": {
      const t = r.decisions.targets[ref.index];
      const o = t ? (own(state.objects, t)?.owner ?? own(state.lastKnown, t)?.owner) : undefined;
      return o ? [o] : [];
    }
    case "targetPlayerOrController": {
      const player = resolvePlayers(ctx, { ref: "targetPlayer", index: ref.index }, r);
      return player.length > 0 ? player : resolvePlayers(ctx, { ref: "controllerOfTarget", index: ref.index }, r);
    }
    case "eachOtherThanControllerOfTriggerObject": {
      const [caster] = resolvePlayers(ctx, { ref: "controllerOfTriggerObject" }, r);
      return inTurnOrder(ctx).filter((p) => p !== caster);
    }
    case "eachOtherThan": {
      const excluded = resolvePlayers(ctx, ref.player, r);
      return inTurnOrder(ctx).filter((p) => !excluded.includes(p));
    }
    case "activePlayer":
      return [state.turn.active];
    case "triggerPlayer":
      return r.triggerPlayer && !state.players.find((p) => p.name === r.triggerPlayer)?.lost ? [r.triggerPlayer] : [];
    case "chosenOpponent":
      return chooseOpponent(ctx, r);
    case "randomOpponent":
      return randomOpponent(ctx, r);
    case "randomPlayer":
      return atRandom(
        ctx,
        state.players.filter((p) => !p.lost).map((p) => p.name),
      );
    case "controllerOfTriggerObject": {
      const t = r.triggerObject;
      const c = t ? (own(state.objects, t)?.controller ?? own(state.lastKnown, t)?.controller) : undefined;
      return c ? [c] : [];
    }
  }
}

/** "Choose an opponent" (702.144a): the controller chooses one still in the game; with one, no choice is asked. */
function chooseOpponent(ctx: Ctx, r: Resolution): PlayerId[] {
  const options = ctx.state.players.filter((p) => p.name !== r.controller && !p.lost).map((p) => p.name);
  if (options.length <= 1) return options;
  const a = ctx.chooser.choose({
    kind: "choosePlayer",
    player: r.controller,
    prompt: `${r.sourceName ?? "ability"}: choose an opponent`,
    options,
    rule: "702.144a",
  });
  return a.kind === "player" && options.includes(a.player) ? [a.player] : [];
}

/** "an opponent chosen at random": drawn by the game's seeded generator when there is more than one. */
function randomOpponent(ctx: Ctx, r: Resolution): PlayerId[] {
  return atRandom(
    ctx,
    ctx.state.players.filter((p) => p.name !== r.controller && !p.lost).map((p) => p.name),
  );
}

/** One of the players drawn by the game's seeded generator (no draw when there is only one). */
function atRandom(ctx: Ctx, options: PlayerId[]): PlayerId[] {
  if (options.length <= 1) return options;
  const { seed, value } = nextRandom(ctx.state.rng);
  ctx.state.rng = seed;
  changed(ctx.state);
  const chosen = options[Math.floor(value * options.length)];
  return chosen === undefined ? [] : [chosen];
}

/** 101.4: the players still in the game in APNAP order, the active player first. */
function inTurnOrder(ctx: Ctx): PlayerId[] {
  const names = ctx.state.players.filter((p) => !p.lost).map((p) => p.name);
  const active = Math.max(0, names.indexOf(ctx.state.turn.active));
  return [...names.slice(active), ...names.slice(0, active)];
}

/** An instruction's number, now (608.2h); `affected`: the object it is counted for ("for each … on it"). */
export function amount(
  ctx: Ctx,
  a: Parameters<typeof evaluateAmount>[1],
  r: Resolution,
  affected: ObjectId | null = null,
): number {
  if (typeof a === "object" && a.of === "sacrificedPower") return r.decisions.sacrificed[0]?.power ?? 0; // 707.10: Fling
  if (typeof a === "object" && a.of === "sacrificedToCastIt") return sacrificedToCast(ctx, r.triggerObject); // 601.2b
  if (typeof a === "object" && a.of === "exiledToPayPower") return Math.max(0, r.decisions.exiledToPayPower ?? 0); // 702.97a, 107.1b
  if (typeof a === "object" && a.of === "coinFlipsWon") return r.coinFlipsWon ?? 0; // 705
  if (typeof a === "object" && a.of === "spellsCastBeforeIt") {
    const n = r.triggerObject ? ctx.state.objects[r.triggerObject]?.decisions?.castNumber : null;
    return Math.max(0, (n ?? 1) - 1); // 702.40a
  }
  if (typeof a === "object" && a.of === "spellsCastThisTurn")
    return spellsCastThisTurn(ctx.state, a, r.controller, r.triggerObject);
  if (typeof a === "object" && a.of === "triggerObjectManaValue") return triggerObjectManaValue(ctx, r); // 202.3
  if (typeof a === "object" && a.of === "triggerAmount") return r.triggerAmount ?? 0; // 603.2
  if (typeof a === "object" && a.of === "replicateCostsPaid")
    return (r.triggerObject ? ctx.state.objects[r.triggerObject]?.decisions?.replicated : 0) ?? 0; // 702.56a
  if (typeof a === "object" && a.of === "halfLibrary") {
    const library = ctx.state.players.find((p) => p.name === resolvePlayers(ctx, a.who, r)[0])?.library.length ?? 0;
    return a.round === "down" ? Math.floor(library / 2) : Math.ceil(library / 2); // 107.1a
  }
  if (typeof a === "object" && a.of === "half") return halve(amount(ctx, a.amount, r, affected), a.round); // 107.1a
  if (typeof a === "object" && a.of === "countersOn") {
    const now = a.lastKnown ? undefined : resolveObjects(ctx, a.what, r)[0];
    return countersOnValue(ctx, now, lastKnownOf(ctx, a.what, r), a.kind); // 608.2h
  }
  if (typeof a === "object" && a.of === "valueOf") {
    const known = lastKnownOf(ctx, a.what, r);
    const now = a.lastKnown ? undefined : (resolveObjects(ctx, a.what, r)[0] ?? movedCard(ctx, a.what, r, known));
    return objectValue(ctx, now, known, a.value); // 608.2h
  }
  return evaluateAmount(derive(ctx.state).view, a, perspective(r), affected);
}

/** "[a filter] of your choice" (ObjectRef `chosen`): one object on the battlefield, chosen now. */
export function chooseOnResolution(
  ctx: Ctx,
  filter: ObjectFilter,
  what: string,
  r: Resolution,
  optional = false,
): ObjectId[] {
  const { state } = ctx;
  const d = derive(state);
  const options = state.battlefield.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  if (options.length === 0) return [];
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: `${r.sourceName ?? "effect"}: choose ${what}`,
    options,
    optional,
    rule: "608.2d",
  });
  return a.kind === "object" && a.id !== null ? [a.id] : [];
}
