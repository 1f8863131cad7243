import { addToCount } from "../../kernel/countLimit.js";
import { countOf } from "./counters.js";
import { own } from "../../kernel/records.js";
import type { ActivatedAbility } from "../abilities/ability.js";
import { activatedForm } from "../abilities/keywordActions.js";
import { derive } from "../layers/derive.js";
import type { AbilityInstance } from "../layers/characteristics.js";
import { emptyDecisions, type GameObject, type ObjectId, type PlayerId, type StackDecisions } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { Ctx } from "../game/ctx.js";
import { changed, illegal, log, newId } from "../game/draft.js";
import { payMana } from "./mana.js";
import { createObject, object, player } from "../game/objects.js";
import { payEnergy } from "./energy.js";
import { givePriority } from "./priority.js";
import type { Resolution } from "../game/resolution.js";
import { runEffects } from "./effects.js";
import { paySacrifice } from "./sacrificeCost.js";
import { controlledSinceTurnBegan } from "./sickness.js";
import { chooseTargetsFor } from "./targeting.js";
import { detectTriggers } from "./triggers.js";
import { payCrew } from "./crewCost.js";
import { activationForbidden } from "./ruleEffects.js";
import { checkSplitSecond } from "./splitSecond.js";
import { moveObject } from "./zones.js";
import { chooseModes } from "./modes.js";
import { runModes } from "./modeEffects.js";
import { activationTimingProblem, mayActivate } from "./activationRestrictions.js";
import { abilityTargetSlots } from "../game/abilityTargets.js";
import { discardCard } from "./discard.js";
import { discardAtRandom } from "./discardAtRandom.js";
import { linkedExiledManaValue } from "./linkedExiledValue.js";
import { payExileFromGraveyard } from "./exileFromGraveyardCost.js";
import { payExiledManaCost } from "./payExiledManaCost.js";
import { activationZone } from "../abilities/activationZone.js";
import { payReturnUnblockedAttacker } from "./ninjutsu.js";
import { payPermanentCosts } from "./permanentCosts.js";
import { exertAsCost } from "./exert.js";
import { loseLife } from "./lifeLoss.js";
import { writable } from "../model/writableObject.js";
import type { ObjectFilter } from "../abilities/filter.js";
import { matchesFilter, type Perspective } from "../layers/evaluate.js";

export interface ActivateArgs {
  readonly object: ObjectId;
  /** 1-based position among the object's abilities, or a substring of exactly one ability's text. */
  readonly ability: number | string;
  readonly by?: PlayerId;
  readonly targets?: readonly (ObjectId | PlayerId)[];
  readonly x?: number;
  /** 0-based mode indices, for a modal ability (700.2a). */
  readonly modes?: readonly number[];
}

/** 606.3: the count of loyalty abilities activated this turn, kept beside the per-ability counts. */
const LOYALTY = "loyalty";

/** 602.2: a permanent's ability is activated by its controller; a card's in another zone, by its owner. */
function defaultActivator(source: GameObject, zone: string, controller: PlayerId | undefined): PlayerId {
  return zone !== "battlefield" ? source.owner : (controller ?? source.controller);
}

/** Who activates `object`'s ability `ability` when no player is named (602.2). */
export function activatorOf(state: GameState, id: ObjectId, ability: number | string): PlayerId {
  const source = object(state, id);
  const chars = derive(state).get(id);
  const def = activatedForm(findAbility(chars?.abilities ?? [], ability, chars?.name ?? id).def);
  return defaultActivator(source, def ? activationZone(def) : "battlefield", chars?.controller);
}

/** Finds an ability of an object the way scenarios name it (docs/scenario-format.md §4.1). */
export function findAbility(
  abilities: readonly AbilityInstance[],
  which: number | string,
  name: string,
): AbilityInstance {
  if (typeof which === "number") {
    const a = abilities[which - 1];
    if (!a) return illegal(`${name} has no ability number ${which} (it has ${abilities.length})`, "602.1");
    return a;
  }
  const matches = abilities.filter((a) => a.def.text.toLowerCase().includes(which.toLowerCase()));
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length === 0) return illegal(`${name} has no ability whose text contains "${which}"`, "602.1");
  return illegal(`"${which}" matches ${matches.length} abilities of ${name}; be more precise`, "602.1");
}

/** 602.2: activates an activated ability; mana abilities resolve at once (605.3). */
export function activateAbility(ctx: Ctx, args: ActivateArgs): ObjectId | null {
  const { state } = ctx;
  const source = object(state, args.object);
  const d = derive(state);
  const chars = d.get(source.id);
  const name = chars?.name ?? source.id;
  const instance = findAbility(chars?.abilities ?? [], args.ability, name);
  const def = activatedForm(instance.def);
  if (!def) return illegal(`that ability of ${name} is not an activated ability: "${instance.def.text}"`, "602.1");
  // 113.6: a permanent's abilities function only on the battlefield, unless the ability says otherwise:
  // cycling functions in the hand (702.29a), one whose cost exiles its card from the graveyard there (113.6m).
  const zone = activationZone(def);
  const activator = args.by ?? defaultActivator(source, zone, chars?.controller);
  if (source.zone !== zone)
    illegal(`${name} is in the ${source.zone}: that ability can be activated only from the ${zone}`, "113.6");
  // 602.2: its controller activates it; a card in a hand or graveyard, its owner.
  if (!mayActivate(def, zone !== "battlefield" ? source.owner : chars?.controller, activator))
    illegal(`${activator} doesn't control ${name}`, "602.2");
  checkTiming(ctx, def, activator, name, source.id);
  if (!def.manaAbility) checkSplitSecond(state, d, `activating ${name}'s ability`);
  if (activationForbidden(d, source.id)) illegal(`${name}'s activated abilities can't be activated`, "602.5");
  if (def.oncePerTurn && (source.activatedThisTurn[instance.key] ?? 0) > 0)
    illegal(`${name}: activate only once each turn`, "602.5b");
  const loyalty = def.cost.loyalty !== undefined;
  if (loyalty && (source.activatedThisTurn[LOYALTY] ?? 0) > 0)
    illegal(`a loyalty ability of ${name} has already been activated this turn`, "606.3");

  const decisions: StackDecisions = emptyDecisions();
  if (def.cost.mana?.includes("{X}"))
    decisions.x = def.cost.xIs
      ? linkedExiledManaValue(state, source, instance.key)
      : (args.x ?? askX(ctx, activator, name));

  // 602.2a-b: the ability goes on the stack, then targets are chosen.
  const stackObj = def.manaAbility
    ? null
    : createObject(state, {
        id: newId(state, "a"),
        card: null,
        token: null,
        owner: activator,
        controller: activator,
        zone: "stack",
      });
  if (stackObj) {
    stackObj.ability = {
      sourceId: source.id,
      abilityKey: instance.key,
      abilityText: def.text,
      kind: "activated",
      def,
      triggerObject: null,
    };
    stackObj.decisions = decisions;
  }
  // 602.2b, 700.2a: the modes are chosen as the ability is activated, before its targets.
  if (def.modes && def.modes.length > 0)
    decisions.modes = chooseModes(ctx, activator, name, def.modes, def.modeCount, args.modes, "602.2b");
  const slots = abilityTargetSlots(def, decisions.modes);
  if (slots.length > 0) {
    const chosen = chooseTargetsFor(
      ctx,
      stackObj?.id ?? null,
      slots,
      activator,
      source.id,
      instance.key,
      `${name}: ${def.text}`,
      args.targets,
    );
    if (chosen === null) illegal(`${name}: no legal targets`, "602.2b");
    decisions.targets = chosen;
  }
  const discarded = payCosts(ctx, def, source.id, activator, decisions, name);
  // A source that left to pay the costs (cycling, embalm) is a new object: nothing to count on it (400.7).
  if (state.objects[source.id] !== undefined) {
    const activated = writable(state, source).activatedThisTurn;
    activated[instance.key] = (activated[instance.key] ?? 0) + 1;
    if (loyalty) activated[LOYALTY] = 1;
  }
  // The costs changed the source alone (a sacrifice or discard moves its object, which says so).
  changed(state, source.id, ...(stackObj ? [stackObj.id] : []));
  log(state, "activate", `${activator} activates ${name}: ${def.text}`, def.manaAbility ? "605.3a" : "602.2", [
    source.id,
  ]);

  if (!stackObj) {
    const r: Resolution = {
      sourceId: source.id,
      sourceName: name,
      stackId: null,
      controller: activator,
      decisions,
      illegalTargets: new Set(),
      triggerObject: null,
      abilityKey: instance.key,
      ability: def,
      text: def.text,
      created: [],
      exiled: [],
      thisWay: [],
      chosenColors: new Map(),
      chosenCreatureTypes: [],
    };
    if (def.modes && def.modes.length > 0) runModes(ctx, def.modes, decisions.modes, r);
    else runEffects(ctx, def.effects, r);
    // 117.3c: the player receives priority again afterwards, so state-based actions are checked
    // (117.5): a token that sacrificed itself for mana ceases to exist now (704.5d).
    givePriority(ctx, activator);
    return null;
  }
  const after = derive(state);
  detectTriggers(ctx, { event: "activated", id: stackObj.id, sourceId: source.id, by: activator }, after);
  // 702.29c: cycling is discarding the card to pay a cycling ability's cost.
  const cycling = instance.def.kind === "keyword" && instance.def.keyword === "cycling";
  if (cycling && discarded !== null) detectTriggers(ctx, { event: "cycled", id: discarded, by: activator }, after);
  for (const t of decisions.targets)
    if (own(state.objects, t))
      detectTriggers(ctx, { event: "becameTarget", id: t, byId: stackObj.id, bySpell: false }, after);
  givePriority(ctx, activator);
  return stackObj.id;
}

function checkTiming(ctx: Ctx, def: ActivatedAbility, who: PlayerId, name: string, sourceId: ObjectId): void {
  const { state } = ctx;
  const sorcery = def.sorcerySpeed || def.cost.loyalty !== undefined; // 606.3
  if (
    sorcery &&
    (state.turn.active !== who || !["main1", "main2"].includes(state.turn.step) || state.stack.length > 0)
  ) {
    illegal(`${name}: activate only as a sorcery`, "602.5d");
  }
  const problem = activationTimingProblem(state, def, who, sourceId);
  if (problem) illegal(`${name}: ${problem}`, "602.5");
}

/** 602.2b, 601.2h: pays the costs: mana, {T} (302.6: not while summoning sick), sacrifice, counters, loyalty. */
function payCosts(
  ctx: Ctx,
  def: ActivatedAbility,
  sourceId: ObjectId,
  who: PlayerId,
  decisions: StackDecisions,
  name: string,
): ObjectId | null {
  const { state } = ctx;
  const source = writable(state, object(state, sourceId));
  const chars = derive(state).get(sourceId);
  if (def.cost.tap) {
    if (source.status.tapped) illegal(`${name} is tapped`, "602.5a");
    const haste = chars?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === "haste");
    if (chars?.types.includes("Creature") && !controlledSinceTurnBegan(state, sourceId) && !haste) {
      illegal(`${name} has summoning sickness: its {T} abilities can't be activated`, "302.6");
    }
  }
  if (def.cost.mana) decisions.manaSpent = payMana(ctx, who, def.cost.mana, decisions.x ?? 0);
  if (def.cost.tap) source.status.tapped = true;
  if (def.cost.removeCountersFromSelf) {
    const { kind, n } = def.cost.removeCountersFromSelf;
    if (countOf(source, kind) < n) illegal(`${name} doesn't have ${n} ${kind} counter(s) to remove`, "601.2h");
    addToCount(source.counters, kind, -n);
  }
  if (def.cost.loyalty !== undefined) {
    const loyalty = source.counters.loyalty ?? 0;
    if (loyalty + def.cost.loyalty < 0) illegal(`${name} doesn't have enough loyalty`, "606.6");
    source.counters.loyalty = loyalty + def.cost.loyalty;
  }
  if (def.cost.payLife) loseLife(state, who, def.cost.payLife); // 119.4
  if (def.cost.energy) payEnergy(ctx, who, def.cost.energy, name);
  if (def.cost.sacrifice) paySacrifice(ctx, { payer: who, sourceId, filter: def.cost.sacrifice, decisions });
  for (let i = 0; i < (def.cost.discard ?? 0); i++) payDiscard(ctx, who, name, def.cost.discardFilter, sourceId);
  if (def.cost.discardAtRandom) payDiscardAtRandom(ctx, who, def.cost.discardAtRandom, name);
  if (def.cost.exileSelfFromGraveyard) {
    const power = derive(state).get(sourceId)?.power;
    if (power !== null && power !== undefined) decisions.exiledToPayPower = power; // 702.97a, scavenge's rulings
    const exiled = moveObject(ctx, sourceId, "exile");
    if (exiled) decisions.exiledToPay = [exiled];
  }
  if (def.cost.exileFromGraveyard) payExileFromGraveyard(ctx, who, sourceId, def.cost.exileFromGraveyard, decisions);
  if (def.cost.payExiledManaCost) payExiledManaCost(ctx, who, decisions);
  if (def.cost.crew !== undefined) payCrew(ctx, sourceId, who, def.cost.crew, name);
  if (def.cost.exertSelf) exertAsCost(ctx, sourceId, who, name);
  const discarded = def.cost.discardSelf ? discardCard(ctx, who, sourceId) : null;
  if (def.cost.returnUnblockedAttacker) payReturnUnblockedAttacker(ctx, who, decisions, name);
  payPermanentCosts(ctx, def.cost, sourceId, who, name); // 118.3
  if (def.cost.sacrificeSelf) {
    decisions.sacrificed.push({ id: sourceId, power: chars?.power ?? null });
    log(state, "sacrifice", `${who} sacrifices ${name} to pay a cost`, "701.21a", [sourceId]);
    moveObject(ctx, sourceId, "graveyard", { sacrificed: true });
  }
  return discarded;
}

/** 701.9a, 118.3: "Discard a [red] card" as a cost — the player chooses a card (of that kind) in their hand. */
function payDiscard(ctx: Ctx, who: PlayerId, name: string, filter?: ObjectFilter, sourceId?: ObjectId): void {
  const d = filter ? derive(ctx.state) : null;
  const p: Perspective = { sourceId: sourceId ?? null, controller: who, abilityKey: null };
  const hand = player(ctx.state, who).hand.filter((id) => !filter || !d || matchesFilter(d.view, id, filter, p));
  if (hand.length === 0) illegal(`${who} has no card to discard for ${name}`, "118.3");
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: who,
    prompt: `${name}: choose a card to discard`,
    options: [...hand],
    optional: false,
    rule: "701.9a",
  });
  const chosen =
    a.kind === "object" && a.id && hand.includes(a.id) ? a.id : illegal("a card to discard is required", "118.3");
  discardCard(ctx, who, chosen);
}

/** 701.9b, 118.3: "Discard a card at random" as a cost — only with that many cards in hand. */
function payDiscardAtRandom(ctx: Ctx, who: PlayerId, n: number, name: string): void {
  if (player(ctx.state, who).hand.length < n) illegal(`${who} has too few cards to discard for ${name}`, "118.3");
  discardAtRandom(ctx, who, n);
}

function askX(ctx: Ctx, who: PlayerId, name: string): number {
  const a = ctx.chooser.choose({
    kind: "chooseNumber",
    player: who,
    prompt: `choose X for ${name}`,
    min: 0,
    max: 1000000,
    rule: "602.2b",
  });
  return a.kind === "number" ? a.n : 0;
}
