import { hasKeyword } from "../layers/keywords.js";
import { abilitiesInForm } from "../layers/abilityForms.js";
import { removeObject } from "../model/objectRecords.js";
import { own } from "../../kernel/records.js";
import { attachedPlayer } from "../model/attachedPlayer.js";
import { Filters } from "../abilities/filter.js";
import { triggersFromCommandZone } from "../model/emblem.js";
import type { AbilityDef, TriggeredAbility } from "../abilities/ability.js";
import type { ObjectFilter } from "../abilities/filter.js";
import type { Derived } from "../layers/derive.js";
import { xOfAbility } from "../layers/abilityX.js";
import { derive } from "../layers/derive.js";
import { evaluateCondition, matchesFilter, type Perspective } from "../layers/evaluate.js";
import { emptyDecisions, type ObjectId } from "../model/object.js";
import type { PendingTrigger } from "../model/state.js";
import type { Ctx } from "../game/ctx.js";
import { changed, log, newId } from "../game/draft.js";
import type { GameEvent } from "./events.js";
import { createObject } from "../game/objects.js";
import { chooseTargetsFor } from "./targeting.js";
import { triggerNextCast } from "./nextCastTriggers.js";
import { triggerCastThisTurn } from "./spellCopyCastThisTurn.js";
import { triggerEntersThisTurn } from "./entersThisTurnTriggers.js";
import { triggerEventThisTurn } from "./eventThisTurnTriggers.js";
import { isLoyaltyAbility, triggerNextLoyaltyActivation } from "./nextLoyaltyActivation.js";
import { timesTriggered } from "./triggersAdditionalTime.js";
import { couldTargetAmong } from "../copy/spellCopy.js";
import { drewNthCard, isNthSpellCast, recordTriggeredOnce, triggeredThisTurn } from "./turnHistory.js";
import { recordBecameTarget, wasTargetedThisTurn } from "./targetedThisTurn.js";
import { chooseModes } from "./modes.js";
import { abilityTargetSlots } from "../game/abilityTargets.js";
import { triggeredForm, triggeredForms } from "../abilities/keywordActions.js";
import { soulbondTriggers } from "./soulbond.js";
import { dealtDamageToPlayer } from "./damageToPlayerTrigger.js";
import { eventAmount } from "./triggerAmount.js";
import { defendingPlayerOf } from "./defendingPlayer.js";
import { enteredFromMatches } from "./enteredFrom.js";

/**
 * 603.2: when an event happens, every triggered ability whose event it is triggers. `view` is the
 * game to look at: after the event for most abilities, just before it for leaves-the-battlefield
 * abilities (603.10a).
 */
export function detectTriggers(ctx: Ctx, event: GameEvent, view: Derived): void {
  const { state } = ctx;
  if (event.event === "cast") triggerNextCast(ctx, event.id, event.caster, view);
  if (event.event === "cast") triggerCastThisTurn(ctx, event.id, event.caster, view);
  if (event.event === "entered") triggerEntersThisTurn(ctx, event.id, view);
  if (event.event === "activated") triggerNextLoyaltyActivation(ctx, event.id, event.by);
  triggerEventThisTurn(ctx, event, view, matches, (ev) => ({ ...triggerPlayerOf(ev, view), ...eventAmount(ev) }));
  const check = (id: ObjectId): void => {
    const chars = view.get(id);
    if (!chars) return;
    const triggered = triggeredAbilitiesOf(chars.abilities);
    if (triggered.length === 0 || view.view.object(id)?.status.phasedOut) return;
    // 702.62a, 113.6: a card in exile has only its suspend abilities functioning there.
    const inExile = view.view.object(id)?.zone === "exile";
    // 113.6b: a card in the command zone has only its abilities that say so functioning there (114.4: an emblem's all).
    const inCommand = view.view.object(id)?.zone === "command" && !view.state.objects[id]?.emblem;
    for (const { a, index, form: defs } of triggered) {
      if (inExile && !(a.def.kind === "keyword" && a.def.keyword === "suspend") && !cycledHere(a.def, event, id))
        continue;
      if (inCommand && !triggersFromCommandZone(a.def)) continue;
      for (const def of defs) {
        const p: Perspective = { sourceId: id, controller: chars.controller, abilityKey: a.key };
        const triggerObject = matches(def, event, view, p);
        if (triggerObject === false) continue;
        // 603.4: an intervening "if" clause must be true for the ability to trigger.
        if (def.interveningIf && !evaluateCondition(view.view, def.interveningIf, { ...p, triggerObject })) continue;
        // "This ability triggers only once each turn" (Jin-Gitaxias, Progress Tyrant's rulings).
        if (def.oncePerTurn) {
          if (triggeredThisTurn(state, id, a.key)) continue;
          recordTriggeredOnce(state, id, a.key);
        }
        // 603.2h: "Do this only once each turn": not once the action was taken (rules/effects/onceEachTurnAction.ts).
        if (def.onceEachTurnAction && triggeredThisTurn(state, id, a.key)) continue;
        const pending: PendingTrigger = {
          sourceId: id,
          abilityKey: a.key,
          controller: chars.controller,
          triggerObject,
          ...triggerPlayerOf(event, view),
          ...eventAmount(event),
          ability: def,
          sourceName: chars.name,
          abilityNumber: index + 1,
        };
        // 603.2d: it may trigger additional times (Veyran): each instance is put on the stack on its own.
        const times = timesTriggered(view, event, id, chars.controller);
        for (let i = 0; i < times; i++) {
          // Each instance its own object (askOrder tells waiting triggers apart by identity).
          state.pendingTriggers.push(i === 0 ? pending : { ...pending });
          log(state, "trigger", `${chars.name ?? id}: ${def.text}`, i === 0 ? "603.2" : "603.2d", [id]);
        }
      }
    }
  };
  // The battlefield as the view saw it: for simultaneous events, before any of them (603.10a).
  for (const id of view.battlefield) check(id);
  for (const id of otherSourcesToCheck(view, event)) check(id);
  if (event.event === "becameTarget") recordBecameTarget(state, event.id);
}

/**
 * The player of the event: the player dealt the damage (603.2); for an attack or a block, the
 * defending player, fixed as it triggers (508.5a).
 */
function triggerPlayerOf(event: GameEvent, view: Derived): { triggerPlayer?: string } {
  if (
    event.event === "combatDamageToPlayer" ||
    event.event === "noncombatDamageToPlayer" ||
    event.event === "combatDamageToPlayerBatch"
  )
    return { triggerPlayer: event.player };
  if (event.event !== "attacks" && event.event !== "becameBlocked") return {};
  const defending = defendingPlayerOf(view.state, view, event.id);
  return defending !== null ? { triggerPlayer: defending } : {};
}

/** 702.29c: the cycled card's own "When you cycle ~" ability, wherever it went (exile too). */
function cycledHere(def: AbilityDef, event: GameEvent, id: ObjectId): boolean {
  return event.event === "cycled" && event.id === id && def.kind === "triggered" && def.trigger.on === "cycled";
}

/**
 * The permanents whose abilities may trigger: those on the battlefield and, for a leaves-the-
 * battlefield event, the permanent that left, as it last existed (603.6c, 603.10a).
 */
/** The sources whose triggered abilities may trigger besides the permanents on the battlefield (`view.battlefield`). */
function otherSourcesToCheck(view: Derived, event: GameEvent): ObjectId[] {
  const here = view.battlefield;
  const out: ObjectId[] = [];
  const left =
    event.event === "died" || event.event === "leftBattlefield" || event.event === "sacrificed" ? event.oldId : null;
  // 702.29c: "When you cycle this card" triggers from whatever zone the card went to.
  if (event.event === "cycled" && !here.includes(event.id)) out.push(event.id);
  else if (left !== null && !here.includes(left)) out.push(left);
  // 702.62a: suspended cards' triggered abilities function in exile; 114.4: emblems' in the command zone.
  for (const pl of view.state.players) for (const id of pl.exile) if (hasKeyword(view.get(id), "suspend")) out.push(id);
  for (const pl of view.state.players) for (const id of pl.command) if (functionsInCommandZone(view, id)) out.push(id);
  return out;
}

/** Each ability of a list that is or represents triggered abilities (702: keywords too, 702.32a fading). */
const triggeredAbilitiesOf = abilitiesInForm((def) => {
  const defs = def.kind === "keyword" ? triggeredForms(def) : def.kind === "triggered" ? [def] : [];
  return defs.length > 0 ? defs : null;
});

function matches(t: TriggeredAbility, ev: GameEvent, d: Derived, p: Perspective): ObjectId | null | false {
  const trig = t.trigger;
  switch (trig.on) {
    case "enters":
      if (ev.event !== "entered" || !enteredFromMatches(trig.from, ev, d.state, p.controller)) return false;
      return matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
    case "dies":
      return ev.event === "died" && matchesFilter(d.view, ev.oldId, trig.filter, p) ? ev.newId : false;
    case "beginningOfStep":
      if (ev.event !== "stepBegan" || ev.step !== trig.step) return false;
      if (trig.whose === "opponent") return ev.active !== p.controller ? null : false;
      if (trig.whose === "enchanted") return ev.active === attachedPlayer(d.state, p.sourceId) ? null : false;
      return trig.whose === "your" && ev.active !== p.controller ? false : null;
    case "copy":
      return copiedSpellMatches(trig, ev, d, p);
    case "cycled":
      if (ev.event !== "cycled" || !playerMatches(trig.by, ev.by, p)) return false;
      return (ev.id === p.sourceId) === (trig.self === true) ? ev.id : false;
    case "activated":
      if (ev.event !== "activated" || !playerMatches(trig.by, ev.by, p)) return false;
      if (trig.loyalty && !isLoyaltyAbility(d.state.objects[ev.id]?.ability?.def)) return false;
      return matchesFilter(d.view, ev.sourceId, trig.source, p) ? ev.id : false;
    case "cast": {
      if (ev.event === "copiedSpell" && trig.orCopy) return copiedSpellMatches(trig, ev, d, p);
      if (ev.event !== "cast") return false;
      if (trig.by === "you" && ev.caster !== p.controller) return false;
      if (trig.by === "opponent" && ev.caster === p.controller) return false;
      if (trig.enchantedPlayer && ev.caster !== attachedPlayer(d.state, p.sourceId)) return false;
      if (trig.from !== undefined && d.state.objects[ev.id]?.decisions?.castFrom !== trig.from) return false;
      // 603.2: "whenever you cast … while [condition]": the condition is part of the event, not an intervening "if".
      if (trig.onlyWhile && !evaluateCondition(d.view, trig.onlyWhile, p)) return false;
      if (trig.targetsOnlyOne) {
        // 115.9c: the number of different objects or players chosen, however many times each.
        const targets = new Set(d.state.objects[ev.id]?.decisions?.targets ?? []);
        const [only] = targets;
        if (targets.size !== 1 || only === undefined || !matchesFilter(d.view, only, trig.targetsOnlyOne, p))
          return false;
      }
      // 603.4: "if you control one or more other creatures that spell could target" (Beamsplitter Mage).
      if (trig.couldTargetOne && couldTargetAmong(d.state, d, ev.id, trig.couldTargetOne, p).length === 0) return false;
      if (trig.afterFirstThisTurn && isNthSpellCast(d.state, ev.id, ev.caster, Filters.and(), { n: 1 })) return false;
      if (trig.nthThisTurn && !isNthSpellCast(d.state, ev.id, ev.caster, trig.filter, trig.nthThisTurn)) return false;
      if (trig.targets) {
        const targets = d.state.objects[ev.id]?.decisions?.targets ?? [];
        const wanted = trig.targets;
        if (!targets.some((t) => d.state.objects[t] !== undefined && matchesFilter(d.view, t, wanted, p))) return false;
      }
      return matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
    }
    case "attacks":
      if (ev.event !== "attacks" || !matchesFilter(d.view, ev.id, trig.filter, p)) return false;
      if (trig.enchantedPlayer && d.state.objects[ev.id]?.attacking !== attachedPlayer(d.state, p.sourceId))
        return false;
      // 702.105a (dethrone): the attacked player has the most life or is tied for the most.
      if (trig.defenderHasMostLife) {
        const defender = d.state.players.find((pl) => pl.name === d.state.objects[ev.id]?.attacking);
        if (!defender || d.state.players.some((pl) => !pl.lost && pl.life > defender.life)) return false;
      }
      // 702.149a (training): "… and at least one other [filter] attack".
      if (trig.withAnother) {
        const another = trig.withAnother;
        if (!d.battlefield.some((id) => matchesFilter(d.view, id, another, p))) return false;
      }
      return ev.id;
    case "becomesTarget":
      if (ev.event !== "becameTarget" || (trig.by === "spell" && !ev.bySpell)) return false;
      // 702.21a (ward): only a spell or ability an opponent controls.
      if (trig.byOpponent && d.state.objects[ev.byId]?.controller === p.controller) return false;
      if (trig.firstTimeEachTurn && wasTargetedThisTurn(d.state, ev.id)) return false;
      return matchesFilter(d.view, ev.id, trig.filter, p) ? ev.byId : false;
    case "transformsInto":
      return ev.event === "transformed" && ev.face === trig.face && matchesFilter(d.view, ev.id, trig.filter, p)
        ? ev.id
        : false;
    case "sacrificed":
      return ev.event === "sacrificed" &&
        playerMatches(trig.by, ev.by, p) &&
        matchesFilter(d.view, ev.oldId, trig.filter, p)
        ? ev.newId
        : false;
    case "untapped":
      return ev.event === "untapped" && matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
    case "becomesBlocked":
      return ev.event === "becameBlocked" && matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
    case "attacksAlone":
      return ev.event === "attacksAlone" && matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
    case "blocks":
      if (ev.event === "blocks" || (trig.orAttacks && ev.event === "attacks"))
        return matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
      return trig.orBecomesBlocked && ev.event === "becameBlocked" && matchesFilter(d.view, ev.id, trig.filter, p)
        ? ev.id
        : false;
    case "blockedBy":
      return ev.event === "blocks" &&
        matchesFilter(d.view, ev.attacker, trig.filter, p) &&
        matchesFilter(d.view, ev.id, trig.blocker, p)
        ? ev.id
        : false;
    case "chapter":
      // 714.2b: lore counters put on this Saga took their number from below N to at least N.
      return ev.event === "countersAdded" &&
        ev.kind === "lore" &&
        ev.id === p.sourceId &&
        ev.before < trig.n &&
        ev.after >= trig.n
        ? ev.id
        : false;
    case "turnedFaceUp":
      return ev.event === "turnedFaceUp" && matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
    case "dealsCombatDamageToPlayer":
      if (
        trig.enchantedPlayer &&
        ev.event === "combatDamageToPlayer" &&
        ev.player !== attachedPlayer(d.state, p.sourceId)
      )
        return false;
      return ev.event === "combatDamageToPlayer" && matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
    case "oneOrMoreDealCombatDamageToPlayer":
      return ev.event === "combatDamageToPlayerBatch" &&
        ev.sources.some((id) => matchesFilter(d.view, id, trig.filter, p))
        ? null
        : false;
    case "dealsDamageToPlayer":
      return dealtDamageToPlayer(ev, trig, (id) => matchesFilter(d.view, id, trig.filter, p), p.controller);
    case "dealsCombatDamageToCreature":
      return ev.event === "combatDamageToCreature" && matchesFilter(d.view, ev.id, trig.filter, p)
        ? ev.creature
        : false;
    case "dealtDamage":
      return ev.event === "dealtDamage" && matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
    case "leavesBattlefield":
      // 603.10a: the object that left, known by its last known information (608.2h).
      return ev.event === "leftBattlefield" && matchesFilter(d.view, ev.oldId, trig.filter, p) ? ev.oldId : false;
    case "gainLife":
      return ev.event === "gainedLife" && playerMatches(trig.who, ev.player, p) ? null : false;
    case "drawCard":
      if (ev.event !== "drewCard" || !playerMatches(trig.who, ev.player, p)) return false;
      if (trig.enchantedPlayer && ev.player !== attachedPlayer(d.state, p.sourceId)) return false;
      return trig.nthThisTurn === undefined || drewNthCard(d.state, ev.player, trig.nthThisTurn) ? null : false;
    case "exiledWithMadness":
      return false; // it triggers from the discard that madness replaced (rules/discard.ts)
    case "reflexive":
      return false; // 603.12: the resolving ability triggers it (rules/effects/reflexiveTrigger.ts)
    case "revealedForMiracle":
      return false; // it triggers from the draw itself (rules/miracleReveal.ts)
    case "exploits":
      return ev.event === "exploited" && matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
    case "cardPutIntoGraveyard":
      return ev.event === "cardPutIntoGraveyard" &&
        playerMatches(trig.whose, ev.owner, p) &&
        matchesFilter(d.view, ev.id, trig.filter, p)
        ? ev.id
        : false;
    case "soulbond":
      return soulbondTriggers(d.view, p, ev, trig.entering);
    case "either": // 603.2: any of its events
      for (const one of trig.events) {
        const found = matches({ ...t, trigger: one }, ev, d, p);
        if (found !== false) return found;
      }
      return false;
    case "exerted":
      return ev.event === "exerted" && matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
    case "becomesDesignated":
      return ev.event === "becameDesignated" &&
        ev.designation === trig.designation &&
        matchesFilter(d.view, ev.id, trig.filter, p)
        ? ev.id
        : false;
    case "lastCounterRemoved":
      return ev.event === "countersRemoved" &&
        ev.kind === trig.kind &&
        ev.left === 0 &&
        matchesFilter(d.view, ev.id, trig.filter, p)
        ? ev.id
        : false;
  }
}

/** 707.10: "Whenever you [cast or] copy [a spell]": the copy, put on the stack by the player. */
function copiedSpellMatches(
  trig: { readonly filter: ObjectFilter; readonly by: "you" | "opponent" | "any"; readonly enchantedPlayer?: true },
  ev: GameEvent,
  d: Derived,
  p: Perspective,
): ObjectId | false {
  if (ev.event !== "copiedSpell" || !playerMatches(trig.by, ev.by, p)) return false;
  // 303.4b: "Whenever enchanted player … copies a spell": the player the source enchants copied it.
  if (trig.enchantedPlayer && ev.by !== attachedPlayer(d.state, p.sourceId)) return false;
  return matchesFilter(d.view, ev.id, trig.filter, p) ? ev.id : false;
}

/** "you", "an opponent", "a player" in a trigger condition, from the ability's controller. */
function playerMatches(who: "you" | "opponent" | "any", player: string, p: Perspective): boolean {
  return who === "any" || (who === "you") === (player === p.controller);
}

/**
 * 603.3b: triggered abilities are put on the stack the next time a player would receive priority:
 * the active player's first, then each other player's in turn order (APNAP, 101.4); each player
 * puts theirs in the order they choose.
 */
export function putTriggersOnStack(ctx: Ctx): boolean {
  const { state } = ctx;
  if (state.pendingTriggers.length === 0) return false;
  const pending = state.pendingTriggers;
  state.pendingTriggers = [];
  const order = apnap(ctx);
  for (const playerName of order) {
    const mine = pending.filter((t) => t.controller === playerName);
    if (mine.length === 0) continue;
    const ordered = mine.length > 1 ? askOrder(ctx, playerName, mine) : mine;
    for (const t of ordered) putOnStack(ctx, t);
  }
  return true;
}

function apnap(ctx: Ctx): string[] {
  const names = ctx.state.players.map((p) => p.name);
  const i = names.indexOf(ctx.state.turn.active);
  return [...names.slice(i), ...names.slice(0, i)];
}

/** The "sourceId" or "sourceId#N" label of a pending trigger, as scenarios name them (4.3). */
export function triggerLabel(ctx: Ctx, t: PendingTrigger, all: readonly PendingTrigger[]): string {
  const sameSource = all.filter((o) => o.sourceId === t.sourceId);
  if (sameSource.length <= 1) return t.sourceId;
  const pos =
    t.abilityNumber ??
    (derive(ctx.state)
      .get(t.sourceId)
      ?.abilities.findIndex((a) => a.key === t.abilityKey) ?? -1) + 1;
  return `${t.sourceId}#${pos}`;
}

function askOrder(ctx: Ctx, player: string, mine: readonly PendingTrigger[]): PendingTrigger[] {
  const labels = mine.map((t) => triggerLabel(ctx, t, mine));
  const a = ctx.chooser.choose({
    kind: "orderTriggers",
    player,
    prompt: "put your triggered abilities on the stack in any order (the last listed resolves first)",
    triggers: labels,
    rule: "603.3b",
  });
  if (a.kind !== "order") return [...mine];
  const out: PendingTrigger[] = [];
  for (const label of a.order) {
    // A label may name several waiting triggers (identical ones): each answer takes the next.
    const t = mine.find((m, i) => !out.includes(m) && (labels[i] === label || labels[i]?.startsWith(`${label}#`)));
    if (t) out.push(t);
  }
  for (const t of mine) if (!out.includes(t)) out.push(t);
  return out;
}

/** 603.3: puts one triggered ability on the stack, choosing its targets (603.3d). */
function putOnStack(ctx: Ctx, t: PendingTrigger): void {
  const { state } = ctx;
  const delayed = t.delayedId ? state.delayedTriggers.find((d) => d.id === t.delayedId) : undefined;
  // 603.7b: a delayed triggered ability triggers only once — but epic's "at the beginning of each
  // of your upkeeps for the rest of the game" (702.50a) stays.
  if (delayed?.when !== "eachOfYourUpkeeps")
    state.delayedTriggers = state.delayedTriggers.filter((d) => d.id !== t.delayedId);
  const d = derive(state);
  const found = t.ability ?? d.get(t.sourceId)?.abilities.find((a) => a.key === t.abilityKey)?.def;
  const ability = found ? (triggeredForm(found) ?? found) : undefined;
  const sourceName = t.sourceName ?? d.get(t.sourceId)?.name ?? null;
  const text = delayed?.text ?? ability?.text ?? "(ability)";
  const obj = createObject(state, {
    id: newId(state, "a"),
    card: null,
    token: null,
    owner: t.controller,
    controller: t.controller,
    zone: "stack",
  });
  obj.ability = {
    sourceId: t.sourceId,
    abilityKey: t.abilityKey,
    abilityText: text,
    kind: "triggered",
    sourceName,
    def: ability?.kind === "triggered" ? ability : null,
    ...(delayed ? { effects: delayed.effects } : {}),
    triggerObject: t.triggerObject,
    ...(t.triggerPlayer ? { triggerPlayer: t.triggerPlayer } : {}),
    ...(t.triggerAmount !== undefined ? { triggerAmount: t.triggerAmount } : {}),
    ...(t.delayedId ? { delayedId: t.delayedId } : {}),
  };
  obj.decisions = emptyDecisions();
  // 107.3m: an enters-triggered ability that refers to X uses the X of the spell the permanent was.
  // 107.3j: an ability the permanent gained (by copying) has X = 0.
  const source = state.objects[t.sourceId];
  if (source?.zone === "battlefield" && source.decisions?.x !== null && source.decisions?.x !== undefined) {
    obj.decisions.x = xOfAbility(
      source,
      d.get(t.sourceId)?.abilities.find((a) => a.key === t.abilityKey),
    );
  }
  const def = ability?.kind === "triggered" ? ability : null;
  if (def?.modes && def.modes.length > 0) {
    obj.decisions.modes = chooseModes(
      ctx,
      t.controller,
      sourceName ?? text,
      def.modes,
      def.modeCount,
      undefined,
      "603.3c",
    );
    if (obj.decisions.modes.length === 0) {
      // 700.2b: no mode chosen — the ability is removed from the stack.
      removeFromStack(ctx, obj.id, `${text} has no mode chosen and is removed`, "700.2b", t.sourceId);
      return;
    }
  }
  const slots = abilityTargetSlots(def, obj.decisions.modes);
  if (slots.length > 0) {
    const chosen = chooseTargetsFor(
      ctx,
      obj.id,
      slots,
      t.controller,
      t.sourceId,
      t.abilityKey,
      `${sourceName ?? "ability"}: ${text}`,
    );
    if (chosen === null) {
      // 603.3d: no legal targets — the ability is removed from the stack.
      removeFromStack(ctx, obj.id, `${text} has no legal targets and is removed`, "603.3d", t.sourceId);
      return;
    }
    obj.decisions.targets = chosen;
  }
  log(state, "stack", `${sourceName ?? t.sourceId}'s ability goes on the stack: ${text}`, "603.3", [t.sourceId]);
  // A triggered ability's targets become its targets too ("becomes the target of a spell or ability").
  const after = derive(state);
  for (const target of obj.decisions.targets) {
    if (own(state.objects, target))
      detectTriggers(ctx, { event: "becameTarget", id: target, byId: obj.id, bySpell: false }, after);
  }
}

function removeFromStack(ctx: Ctx, id: ObjectId, message: string, rule: string, sourceId: ObjectId): void {
  const { state } = ctx;
  state.stack = state.stack.filter((x) => x !== id);
  removeObject(state, "objects", id);
  changed(state);
  log(state, "trigger", message, rule, [sourceId]);
}

/** 114.4: an emblem; 113.6b: a card with a triggered ability that functions in the command zone (eminence). */
function functionsInCommandZone(view: Derived, id: ObjectId): boolean {
  if (view.state.objects[id]?.emblem) return true;
  return view.get(id)?.abilities.some((a) => triggersFromCommandZone(a.def)) ?? false;
}
