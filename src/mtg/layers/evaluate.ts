import { isCreatedWithSource } from "./createdWith.js";
import type { Amount } from "../abilities/amount.js";
import { attachedPlayer } from "../model/attachedPlayer.js";
import { evaluateTurnCondition } from "./turnConditions.js";
import type { Condition } from "../abilities/condition.js";
import type { ObjectFilter } from "../abilities/filter.js";
import type { ChoiceValue, ObjectId, PlayerId } from "../model/object.js";
import { manaValue, parseManaCost } from "../model/manaCost.js";
import { xOfAbility } from "./abilityX.js";
import type { Characteristics } from "./characteristics.js";
import { partySize } from "./party.js";
import type { LayerView } from "./view.js";
import { greatestPowerAmongItsControllers } from "./greatestPower.js";
import { cameUnderControlSinceLastUpkeep } from "./controlSince.js";
import type { LayerEffect } from "./layerEffect.js";
import { findCard } from "../cards/registry.js";
import { pairedPartner } from "./pairs.js";
import { countAttachedOfSubtype, hasAttachedOfSubtype } from "./attachedKinds.js";
import { sharesCreatureTypeWithYours } from "./sharesCreatureType.js";
import { comparedToSource } from "./sourceComparison.js";
import { amountOfManaSpent } from "../model/manaSpent.js";
import { turnHistoryOf } from "../model/turnHistory.js";
import { firstCastThisTurn } from "./firstCastThisTurn.js";

/** Whose point of view filters are read from: the source of the ability (109.5). */
export interface Perspective {
  readonly sourceId: ObjectId | null;
  /** The controller of the source (or of the resolved effect). */
  readonly controller: PlayerId;
  /** The ability instance, to find the choice of its linked "as enters" ability (607.2a). */
  readonly abilityKey: string | null;
  /** X fixed on resolution (611.2d). */
  readonly x?: number;
  /** The object a triggered ability's event was about (603.2), for its intervening "if" (603.4). */
  readonly triggerObject?: ObjectId | null;
  /** A creature type the resolving spell or ability had its controller choose (608.2d). */
  readonly chosenCreatureType?: string;
}

/** An effect's point of view: its controller, or its source's controller now (or the active player's). */
export function perspectiveOf(e: LayerEffect, view: LayerView): Perspective {
  return {
    sourceId: e.sourceId,
    controller: effectController(e, view),
    abilityKey: e.abilityKey,
    ...(e.x !== undefined ? { x: e.x } : {}),
  };
}

/** The controller of an effect: a resolved one's, or its source's now, or else the active player (the effect's "you"). */
export function effectController(e: LayerEffect, view: LayerView): PlayerId {
  return e.controller ?? (e.sourceId ? view.get(e.sourceId)?.controller : undefined) ?? view.state.turn.active;
}

export function matchesFilter(view: LayerView, id: ObjectId, filter: ObjectFilter, p: Perspective): boolean {
  const c = view.get(id);
  if (!c) return false;
  return matchChars(view, id, c, filter, p);
}

function matchChars(view: LayerView, id: ObjectId, c: Characteristics, f: ObjectFilter, p: Perspective): boolean {
  switch (f.is) {
    case "all":
      for (const g of f.of) if (!matchChars(view, id, c, g, p)) return false;
      return true;
    case "any":
      for (const g of f.of) if (matchChars(view, id, c, g, p)) return true;
      return false;
    case "not":
      return !matchChars(view, id, c, f.filter, p);
    case "type":
      return c.types.includes(f.type);
    case "subtype":
      return c.subtypes.includes(f.subtype);
    case "supertype":
      return c.supertypes.includes(f.supertype);
    case "color":
      return c.colors.includes(f.color);
    case "colorless":
      return c.colors.length === 0;
    case "multicolored":
      return c.colors.length >= 2;
    case "controlledBy":
      if (f.who === "enchantedPlayer") return c.controller === attachedPlayer(view.state, p.sourceId);
      return f.who === "you" ? c.controller === p.controller : c.controller !== p.controller;
    case "ownedBy": {
      const owner = view.object(id)?.owner;
      return f.who === "you" ? owner === p.controller : owner !== p.controller;
    }
    case "self":
      return id === p.sourceId;
    case "other":
      return id !== p.sourceId;
    case "token":
      return view.object(id)?.token != null;
    case "attacking":
      return (view.object(id)?.attacking ?? null) !== null;
    case "blocking":
      return (view.object(id)?.blocking ?? null) !== null;
    case "blockingSource":
      return p.sourceId !== null && view.object(id)?.blocking === p.sourceId;
    case "sameNameAsSource": {
      const name = p.sourceId !== null ? view.get(p.sourceId)?.name : undefined;
      return name !== undefined && name !== null && name !== "" && c.name === name;
    }
    case "castByYou": {
      const o = view.object(id);
      if (!o || o.ability || o.zone === "battlefield") return false;
      // 601.2a: a spell on the stack that was cast; or a card whose casting is under way (rules/cast.ts
      // announces its choices while it is still in the zone it's cast from, 601.2b-h).
      if (o.zone === "stack") return (o.decisions?.castFrom ?? null) !== null && c.controller === p.controller;
      return o.decisions !== undefined && o.controller === p.controller;
    }
    case "firstCastThisTurn":
      return firstCastThisTurn(view.state, id, c.controller, f.spells);
    case "colorCount":
      return c.colors.length === f.exactly; // 105.2
    case "sameNameAsCardInYourGraveyard": {
      const graveyard = view.state.players.find((pl) => pl.name === p.controller)?.graveyard ?? [];
      return !!c.name && graveyard.some((g) => g !== id && view.get(g)?.name === c.name); // 201.2
    }
    case "sameNameAsTriggerObject": {
      const t = p.triggerObject ?? null;
      const name = t === null ? undefined : (view.get(t)?.name ?? view.object(t)?.lastKnownValues?.name);
      return name !== undefined && name !== "" && c.name === name;
    }
    case "sharesCreatureTypeWithYours":
      return sharesCreatureTypeWithYours(view, id, c, p.controller);
    case "createdWithSource":
      return isCreatedWithSource(view.state, id, p);
    case "hasCounters":
      return Object.entries(view.object(id)?.counters ?? {}).some(
        ([kind, n]) => n > 0 && (f.kind === undefined || kind === f.kind),
      );
    case "equipped":
      return f.atLeast === undefined
        ? hasAttachedOfSubtype(view, id, "Equipment")
        : countAttachedOfSubtype(view, id, "Equipment") >= f.atLeast;
    case "enchanted":
      return hasAttachedOfSubtype(view, id, "Aura");
    case "faceDown":
      return view.object(id)?.status.faceDown === true;
    case "monstrous":
      return view.object(id)?.monstrous === true;
    case "renowned":
      return view.object(id)?.renowned === true;
    case "classLevel": {
      const level = view.object(id)?.classLevel ?? 1; // 716.2d
      return (f.equals === undefined || level === f.equals) && (f.atLeast === undefined || level >= f.atLeast);
    }
    case "commander":
      return view.object(id)?.commander === true; // 903.3
    case "targetsOnlySingle": {
      // 115.9c: one different object or player chosen; 115.9b: still a permanent, or a player still in the game.
      const targets = new Set(view.object(id)?.decisions?.targets ?? []);
      const [only] = targets;
      if (targets.size !== 1 || only === undefined) return false;
      return view.state.battlefield.includes(only) || view.state.players.some((pl) => pl.name === only && !pl.lost);
    }
    case "targetsYou":
      return (
        (view.object(id)?.decisions?.targets ?? []).includes(p.controller) &&
        view.state.players.some((pl) => pl.name === p.controller && !pl.lost)
      );
    case "copyOfCard":
      return view.object(id)?.isCardCopy === true;
    case "notCast": {
      const o = view.object(id);
      return o?.zone === "stack" && !o.ability && (o.decisions?.castFrom ?? null) === null;
    }
    case "attachedBySource":
      return p.sourceId !== null && view.object(p.sourceId)?.attachedTo === id;
    case "attachedToSource":
      return p.sourceId !== null && view.object(id)?.attachedTo === p.sourceId;
    case "pairedWithSource":
      return p.sourceId !== null && pairedPartner(view, p.sourceId) === id;
    case "hasKeyword":
      return c.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === f.keyword);
    case "manaValue": {
      const mv = manaValueOf(view, id, c);
      if (f.atMost !== undefined && mv > evaluateAmount(view, f.atMost, p, id)) return false;
      if (f.atLeast !== undefined && mv < evaluateAmount(view, f.atLeast, p, id)) return false;
      if (f.equals !== undefined && mv !== evaluateAmount(view, f.equals, p, id)) return false;
      return true;
    }
    case "power":
    case "toughness": {
      const v = c[f.is];
      return v !== null && (f.atMost === undefined || v <= f.atMost) && (f.atLeast === undefined || v >= f.atLeast);
    }
    case "comparedToSource":
      return comparedToSource(view, c, f, p.sourceId);
    case "greatestPowerAmongItsControllers":
      return greatestPowerAmongItsControllers(view, c);
    case "tapped":
      return view.object(id)?.status.tapped === true;
    case "named":
      return c.name !== null && c.name.toLowerCase() === f.name.toLowerCase();
    case "manaCost":
      return c.manaCost !== null && f.costs.includes(c.manaCost);
    case "chosenCreatureType": {
      if (p.chosenCreatureType !== undefined) return c.subtypes.includes(p.chosenCreatureType);
      const choice = linkedChoice(view, p, "creatureType");
      return choice?.kind === "creatureType" && c.subtypes.includes(choice.type);
    }
    case "chosenColor": {
      const choice = linkedChoice(view, p, "color");
      return choice?.kind === "color" && c.colors.includes(choice.color);
    }
  }
}

/**
 * 202.3: an object's mana value, from its mana cost (202.3e: X on the stack is its chosen value).
 * 712.8c, 712.8e: a nonmodal double-faced card with its back face up uses its front face's mana
 * cost; 712.8g: a melded permanent has the sum of its front faces' mana values. A permanent
 * copying such a face has the copied values, hence mana value 0 (those faces have no mana cost).
 */
export function manaValueOf(view: LayerView, id: ObjectId, c: Characteristics): number {
  return frontFacesManaValue(view.state, id) ?? manaValue(c.manaCost, stackX(view, id));
}

function frontFacesManaValue(state: LayerView["state"], id: ObjectId): number | null {
  const obj = state.objects[id];
  if (!obj || obj.token || obj.card === null || obj.status.faceDown || obj.status.face !== 1) return null;
  if (obj.zone !== "battlefield" && obj.zone !== "stack") return null;
  const card = findCard(state, obj.card);
  const front = (name: string | null | undefined) =>
    manaValue(findCard(state, name ?? "")?.faces[0]?.manaCost ?? null, 0);
  const nonmodal = card?.layout === "transform" || card?.layout === "meld";
  if (!nonmodal || state.effects.some((e) => e.copy && e.affected.includes(id))) return null;
  return obj.meldedWith !== undefined ? front(obj.card) + front(obj.meldedWith) : front(obj.card);
}

/** 202.3e: X on the stack is its chosen value; elsewhere 0. */
function stackX(view: LayerView, id: ObjectId): number {
  const o = view.state.objects[id];
  return o?.zone === "stack" ? (o.decisions?.x ?? 0) : 0;
}

/**
 * 607.2a, 607.5a: the value chosen for the "as enters" ability linked to this ability — the one
 * printed (or copied) together with it. A choice never made for that instance is undefined.
 */
export function linkedChoice(view: LayerView, p: Perspective, kind: ChoiceValue["kind"]): ChoiceValue | undefined {
  if (p.sourceId === null || p.abilityKey === null) return undefined;
  const source = view.state.objects[p.sourceId];
  const chars = view.get(p.sourceId);
  if (!source || !chars) return undefined;
  const group = abilityGroup(p.abilityKey);
  for (const a of chars.abilities) {
    if (a.def.kind !== "replacement" || a.def.replacement.effect !== "asEntersChoose" || abilityGroup(a.key) !== group)
      continue;
    const v = source.choices[a.key];
    if (v?.kind === kind) return v;
  }
  return undefined;
}

/** Abilities printed or copied together share a group: the key without its index ("p0:", "c12:"). */
export function abilityGroup(key: string): string {
  let group = groups.get(key);
  if (group === undefined) {
    if (groups.size >= MOST_GROUPS) groups.clear();
    group = key.slice(0, key.lastIndexOf(":") + 1);
    groups.set(key, group);
  }
  return group;
}

/** Groups of the keys seen lately (a key's group is looked for once per filter test, for each object). */
const groups = new Map<string, string>();
const MOST_GROUPS = 4096;

export function evaluateAmount(view: LayerView, a: Amount, p: Perspective, affected: ObjectId | null): number {
  if (typeof a === "number") return a;
  switch (a.of) {
    case "x":
      return p.x ?? 0;
    case "count":
      return view.battlefield().filter((id) => matchesFilter(view, id, a.filter, p)).length;
    case "countInGraveyard": {
      const players = view.state.players.filter((pl) => a.whose === "all" || pl.name === p.controller);
      return players.flatMap((pl) => pl.graveyard).filter((id) => matchesFilter(view, id, a.filter, p)).length;
    }
    case "cardsInHand":
      return view.state.players.find((pl) => pl.name === p.controller)?.hand.length ?? 0;
    case "partySize":
      return partySize(view, p.controller);
    case "commanderCasts": // 903.8
      return Object.values(view.state.players.find((pl) => pl.name === p.controller)?.commanderCasts ?? {}).reduce(
        (n, k) => n + k,
        0,
      );
    case "devouredBySource":
      return p.sourceId === null ? 0 : (view.object(p.sourceId)?.devoured ?? 0) * a.times;
    case "manaSpentToCastSource":
      return amountOfManaSpent((p.sourceId === null ? null : view.object(p.sourceId))?.decisions?.manaSpent ?? "");
    case "cardTypesInGraveyards": {
      const types = new Set<string>();
      for (const pl of view.state.players)
        for (const id of pl.graveyard) for (const t of view.get(id)?.types ?? []) types.add(t);
      return types.size + a.plus;
    }
    case "affectedManaValue": {
      const c = affected === null ? undefined : view.get(affected);
      return c && affected !== null ? manaValueOf(view, affected, c) : 0;
    }
    case "countChosenColorOpponents": {
      const choice = linkedChoice(view, p, "color");
      if (choice?.kind !== "color") return 0;
      return view.battlefield().filter((id) => {
        const c = view.get(id);
        return c !== undefined && c.controller !== p.controller && c.colors.includes(choice.color);
      }).length;
    }
    case "devotion":
      return devotion(view, p.controller, a.color);
    case "sacrificedPower":
    case "sacrificedToCastIt":
    case "exiledToPayPower":
    case "coinFlipsWon":
    case "spellsCastBeforeIt":
    case "spellsCastThisTurn":
    case "replicateCostsPaid":
    case "triggerObjectManaValue":
    case "triggerAmount":
    case "valueOf":
    case "halfLibrary":
    case "countersOn":
      // Read from a resolving spell's decisions (rules/effects.ts), not from the layers.
      return 0;
    case "permanentsPutIntoGraveyardThisTurn":
      return turnHistoryOf(view.state).toGraveyard; // 702.69a
    case "countersOnSelf":
      return p.sourceId === null ? 0 : (view.object(p.sourceId)?.counters[a.kind] ?? 0);
    case "timesKicked": // 702.33d: the spell's, then the permanent's, decisions
      return p.sourceId === null ? 0 : (view.object(p.sourceId)?.decisions?.timesKicked ?? 0);
    case "negate":
      return -evaluateAmount(view, a.amount, p, affected);
    case "half": // 107.1a
      return halve(evaluateAmount(view, a.amount, p, affected), a.round);
    case "sum":
      return a.terms.reduce((n: number, t) => n + evaluateAmount(view, t, p, affected), 0);
    case "times":
      return a.n * evaluateAmount(view, a.amount, p, affected);
    case "lifeTotal":
      return view.state.players.find((pl) => pl.name === p.controller)?.life ?? 0;
    case "opponentsAttackedThisCombat":
      // 508.1: only the active player declares attackers.
      if (view.state.turn.active !== p.controller) return 0;
      return (view.state.combat?.attackedPlayers ?? []).filter((pl) => pl !== p.controller).length;
    case "activePlayerHandShortOf": {
      const hand = view.state.players.find((pl) => pl.name === view.state.turn.active)?.hand.length ?? 0;
      return Math.max(0, a.n - hand);
    }
    case "sourcePower":
      return p.sourceId === null ? 0 : (view.get(p.sourceId)?.power ?? 0);
    case "counterKindsAmongYours": {
      const kinds = new Set<string>();
      for (const id of view.battlefield())
        if (view.get(id)?.controller === p.controller)
          for (const [kind, n] of Object.entries(view.object(id)?.counters ?? {})) if (n > 0) kinds.add(kind);
      return kinds.size;
    }
  }
}

/** 107.1a: half a number, rounded down or up as the text says. */
export function halve(n: number, round: "down" | "up"): number {
  return round === "down" ? Math.floor(n / 2) : Math.ceil(n / 2);
}

/** 700.5: devotion counts mana symbols of a color among mana costs of permanents you control. */
function devotion(view: LayerView, player: PlayerId, color: string): number {
  let n = 0;
  for (const id of view.battlefield()) {
    const c = view.get(id);
    if (!c || c.controller !== player) continue;
    for (const s of parseManaCost(c.manaCost ?? "") ?? []) {
      if ((s.kind === "colored" || s.kind === "phyrexian") && s.color === color) n++;
      else if (s.kind === "hybrid" && (s.colors as readonly string[]).includes(color)) n++;
    }
  }
  return n;
}

export function evaluateCondition(view: LayerView, cond: Condition, p: Perspective): boolean {
  switch (cond.is) {
    case "not":
      return !evaluateCondition(view, cond.condition, p);
    case "all":
      return cond.of.every((c) => evaluateCondition(view, c, p));
    case "lifeAtLeast":
      return (view.state.players.find((pl) => pl.name === p.controller)?.life ?? 0) >= cond.n;
    case "amountInRange": {
      const n = evaluateAmount(view, cond.amount, p, null);
      return n >= cond.atLeast && (cond.atMost === undefined || n <= cond.atMost);
    }
    case "devotionLessThan":
      return devotion(view, p.controller, cond.color) < cond.n;
    case "attachedMatches": {
      const target = p.sourceId === null ? null : view.object(p.sourceId)?.attachedTo;
      return target != null && matchesFilter(view, target, cond.filter, p);
    }
    case "selfMatches":
      return p.sourceId !== null && matchesFilter(view, p.sourceId, cond.filter, p);
    case "topOfGraveyardMatches": {
      const top = view.state.players.find((pl) => pl.name === p.controller)?.graveyard[0];
      return top !== undefined && matchesFilter(view, top, cond.filter, p);
    }
    case "selfCounters": {
      const n = p.sourceId === null ? 0 : (view.object(p.sourceId)?.counters[cond.kind] ?? 0);
      return n >= cond.atLeast && (cond.atMost === undefined || n <= cond.atMost);
    }
    case "selfHadNoCounters":
      return p.sourceId !== null && (view.object(p.sourceId)?.counters[cond.kind] ?? 0) === 0;
    case "kicked":
      // A permanent remembers how its spell was cast ("if it was kicked", 702.33d); a spell's own
      // conditions are decided on resolution (608.2h).
      return (
        p.sourceId !== null &&
        view.object(p.sourceId)?.zone === "battlefield" &&
        view.object(p.sourceId)?.decisions?.kicked === true
      );
    case "tributePaid":
      return p.sourceId !== null && view.object(p.sourceId)?.tributePaid === true;
    case "costPaid":
      // A permanent remembers the costs paid for its spell (702.74a, 702.109a), like kicker.
      return (
        p.sourceId !== null &&
        view.object(p.sourceId)?.zone === "battlefield" &&
        view.object(p.sourceId)?.decisions?.paidCosts?.includes(cond.keyword) === true
      );
    case "castFromGraveyard":
    case "manaSpent":
      // Conditions about how a spell was cast are decided on resolution (608.2h), not in layers.
      return false;
    case "triggerObjectTargetsOnly":
      return triggerObjectTargetsOnly(view, cond.filter, p);
    case "targetMatches":
    case "triggerObjectMatches":
    case "cardThisWayMatches":
      return false; // decided on resolution, from the resolving object's targets (rules/effects.ts)
    case "xAtLeast":
      // 107.3m, 107.3j: the X of this ability of the permanent.
      return (
        p.sourceId !== null &&
        xOfAbility(
          view.object(p.sourceId),
          view.get(p.sourceId)?.abilities.find((a) => a.key === p.abilityKey),
        ) >= cond.n
      );
    case "yourTurn":
      return view.state.turn.active === p.controller;
    case "noSpellsCastLastTurn":
      return view.state.spellsCastLastTurn === 0;
    case "aPlayerCastSpellsLastTurn":
      return Object.values(view.state.spellsCastLastTurnBy ?? {}).some((n) => n >= cond.atLeast);
    case "youAttackedThisTurn":
    case "creatureDiedThisTurn":
    case "yourPermanentLeftThisTurn":
    case "youGainedLifeThisTurn":
    case "youCastAnotherSpellThisTurn":
    case "selfWasCast":
    case "selfTapped":
      return evaluateTurnCondition(view, cond, p.sourceId, p.controller);
    case "cameUnderControlSinceLastUpkeep":
      return p.sourceId !== null && cameUnderControlSinceLastUpkeep(view, p.sourceId, p.controller);
    case "youControlCount": {
      const yours = view
        .battlefield()
        .filter((id) => view.get(id)?.controller === p.controller && matchesFilter(view, id, cond.filter, p));
      const n = cond.sameName ? mostWithOneName(view, yours) : yours.length;
      return (cond.atLeast === undefined || n >= cond.atLeast) && (cond.atMost === undefined || n <= cond.atMost);
    }
    case "selfDevoured":
      return p.sourceId !== null && (view.object(p.sourceId)?.devoured ?? 0) > 0;
    case "selfPaired":
      return p.sourceId !== null && pairedPartner(view, p.sourceId) !== null;
    case "selfInZones": {
      const zone = p.sourceId === null ? undefined : view.object(p.sourceId)?.zone;
      return zone !== undefined && cond.zones.includes(zone);
    }
    case "youHaveCitysBlessing":
      return view.state.players.find((pl) => pl.name === p.controller)?.citysBlessing === true;
    case "opponentsAtLeast":
      return view.state.players.filter((pl) => pl.name !== p.controller && !pl.lost).length >= cond.n;
    case "youOwnAndControl":
      return view
        .battlefield()
        .some(
          (id) =>
            view.object(id)?.owner === p.controller &&
            view.get(id)?.controller === p.controller &&
            matchesFilter(view, id, cond.filter, p),
        );
    case "youControl":
      return view
        .battlefield()
        .some((id) => view.get(id)?.controller === p.controller && matchesFilter(view, id, cond.filter, p));
  }
}

/** 115.9c: the trigger's spell has exactly one different target, and it matches the filter. */
function triggerObjectTargetsOnly(view: LayerView, filter: ObjectFilter, p: Perspective): boolean {
  const spell = p.triggerObject ? view.object(p.triggerObject) : undefined;
  const targets = new Set(spell?.zone === "stack" ? (spell.decisions?.targets ?? []) : []);
  const [only] = targets;
  return (
    targets.size === 1 && only !== undefined && view.object(only) !== undefined && matchesFilter(view, only, filter, p)
  );
}

/** 201.2: the most of these objects that have the same name as one another (an object with no name shares none). */
function mostWithOneName(view: LayerView, ids: readonly ObjectId[]): number {
  const byName = new Map<string, number>();
  for (const id of ids) {
    const name = view.get(id)?.name;
    if (name) byName.set(name, (byName.get(name) ?? 0) + 1);
  }
  return Math.max(0, ...byName.values());
}
