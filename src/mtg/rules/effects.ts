import { own } from "../../kernel/records.js";
import type { Effect } from "../abilities/effect.js";
import type { ObjectRef, PlayerRef } from "../abilities/ref.js";
import { derive } from "../layers/derive.js";
import { abilityGroup, evaluateAmount, evaluateCondition, linkedChoice, matchesFilter, type Perspective } from "../layers/evaluate.js";
import { tokenFaces } from "../cards/tokens.js";
import {
  discardCards,
  exileAndReturn,
  exileLibraryButBottom,
  fight,
  flipPermanent,
  incubate,
  lookAtTop,
  mayCastWithoutPaying,
  mayRevealTop,
  meld,
  searchLibrary,
  transformPermanent,
  untapUpTo,
} from "./cardActions.js";
import { turnFaceDown } from "./turnFaceDown.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "./ctx.js";
import { dealDamage } from "./damage.js";
import { changed, log, newId, newTimestamp } from "./draft.js";
import { enterBattlefield, newTokenSpec } from "./enter.js";
import { enterTogether } from "./enterTogether.js";
import { addCountersTo, removeCountersFrom } from "./counters.js";
import { drawCards } from "./draw.js";
import { player } from "./objects.js";
import type { Resolution } from "./resolution.js";
import { destroy, sacrifice } from "./destroy.js";
import { moveObject } from "./zones.js";
import { payMana } from "./mana.js";
import { cantBeCountered } from "./ruleEffects.js";
import { tokensToCreate } from "./doubling.js";
import { becomeCopy } from "../copy/becomeCopy.js";
import { createTokenCopy } from "../copy/tokenCopy.js";
import { copySpellOrAbility } from "../copy/spellCopy.js";
import { castCopyByName, castCopyOfLinked, castCopyOfNoted, exileFromHandLinked, noteNameAndPutFaceDown } from "../copy/castCopy.js";
import { exileThenMayCastTransformed } from "./castTransformed.js";
import { chooseOnResolution, distributeCounters, exileUntilCastOneHandOne, mayPutFromHandOntoBattlefield, searchLibraryToBattlefield } from "./effectsOnResolution.js";
import { recordEffect } from "./recordEffect.js";

/** 608.2c: carries out a spell's or ability's instructions in order. */
export function runEffects(ctx: Ctx, effects: readonly Effect[], r: Resolution): void {
  for (const e of effects) runEffect(ctx, e, r);
}

function perspective(r: Resolution): Perspective {
  return { sourceId: r.sourceId, controller: r.controller, abilityKey: r.abilityKey, x: r.decisions.x ?? 0 };
}

/** The objects an instruction acts on, now. */
export function resolveObjects(ctx: Ctx, ref: ObjectRef, r: Resolution): ObjectId[] {
  const { state } = ctx;
  switch (ref.ref) {
    case "target": {
      const t = r.decisions.targets[ref.index];
      return t !== undefined && own(state.objects, t) && !r.illegalTargets.has(t) ? [t] : [];
    }
    case "self":
      return r.sourceId && state.objects[r.sourceId] ? [r.sourceId] : [];
    case "attached": {
      const a = r.sourceId ? state.objects[r.sourceId]?.attachedTo : null;
      return a ? [a] : [];
    }
    case "triggerObject":
      return r.triggerObject && state.objects[r.triggerObject] ? [r.triggerObject] : [];
    case "each": {
      const d = derive(state);
      const except = ref.except ? resolveObjects(ctx, ref.except, r) : [];
      return state.battlefield.filter((id) => !except.includes(id) && matchesFilter(d.view, id, ref.filter, perspective(r)));
    }
    case "targets":
      return r.decisions.targets.filter((t) => own(state.objects, t) !== undefined && !r.illegalTargets.has(t));
    case "created":
      return [...r.created];
    case "chosen":
      return chooseOnResolution(ctx, ref.filter, ref.what, r);
    case "linkedExiled": {
      const source = r.sourceId ? state.objects[r.sourceId] : undefined;
      if (!source || !r.abilityKey) return [];
      return (source.linked[abilityGroup(r.abilityKey)] ?? []).filter((id) => state.objects[id]?.zone === "exile");
    }
  }
}

function resolvePlayers(ctx: Ctx, ref: PlayerRef, r: Resolution): PlayerId[] {
  const { state } = ctx;
  switch (ref.ref) {
    case "you":
      return [r.controller];
    case "targetPlayer": {
      const t = r.decisions.targets[ref.index];
      return t !== undefined && !own(state.objects, t) && !r.illegalTargets.has(t) ? [t] : [];
    }
    case "eachOpponent":
      return state.players.filter((p) => p.name !== r.controller && !p.lost).map((p) => p.name);
    case "controllerOfTarget": {
      const t = r.decisions.targets[ref.index];
      // 608.2h: a target that has left is looked at as it last existed.
      const c = t ? (derive(state).get(t)?.controller ?? own(state.lastKnown, t)?.controller) : undefined;
      return c ? [c] : [];
    }
    case "activePlayer":
      return [state.turn.active];
    case "controllerOfTriggerObject": {
      const t = r.triggerObject;
      const c = t ? (own(state.objects, t)?.controller ?? own(state.lastKnown, t)?.controller) : undefined;
      return c ? [c] : [];
    }
  }
}

function amount(ctx: Ctx, a: Parameters<typeof evaluateAmount>[1], r: Resolution, affected: ObjectId | null = null): number {
  if (typeof a === "object" && a.of === "sacrificedPower") return r.decisions.sacrificed[0]?.power ?? 0; // 707.10: Fling
  if (typeof a === "object" && a.of === "spellsCastBeforeIt") {
    const n = r.triggerObject ? ctx.state.objects[r.triggerObject]?.decisions?.castNumber : null;
    return Math.max(0, (n ?? 1) - 1); // 702.40a
  }
  return evaluateAmount(derive(ctx.state).view, a, perspective(r), affected);
}

function runEffect(ctx: Ctx, e: Effect, r: Resolution): void {
  const { state } = ctx;
  switch (e.do) {
    case "dealDamage": {
      const n = amount(ctx, e.amount, r);
      const to =
        e.to === "targetAny"
          ? [r.decisions.targets[0]].filter((t): t is string => t !== undefined && !r.illegalTargets.has(t))
          : resolveObjects(ctx, e.to, r);
      for (const t of to) dealDamage(ctx, r.stackId ?? r.sourceId, t, n);
      return;
    }
    case "destroy":
      for (const id of resolveObjects(ctx, e.what, r)) destroy(ctx, id);
      return;
    case "exile":
      for (const id of resolveObjects(ctx, e.what, r)) moveObject(ctx, id, "exile");
      return;
    case "returnToHand":
      for (const id of resolveObjects(ctx, e.what, r)) moveObject(ctx, id, "hand");
      return;
    case "tap":
    case "untap":
      for (const id of resolveObjects(ctx, e.what, r)) {
        const o = state.objects[id];
        if (o) o.status.tapped = e.do === "tap";
      }
      changed(state);
      return;
    case "sacrifice":
      for (const id of resolveObjects(ctx, e.what, r)) sacrifice(ctx, id, r.controller); // "sacrifice it": the ability's controller (701.21a)
      return;
    case "addCounters":
      for (const id of resolveObjects(ctx, e.what, r)) addCountersTo(ctx, id, e.kind, amount(ctx, e.amount, r, id));
      return;
    case "draw":
      for (const p of resolvePlayers(ctx, e.who, r)) drawCards(ctx, p, amount(ctx, e.amount, r));
      return;
    case "gainLife":
      for (const p of resolvePlayers(ctx, e.who, r)) player(state, p).life += amount(ctx, e.amount, r);
      changed(state);
      return;
    case "loseLife":
      for (const p of resolvePlayers(ctx, e.who, r)) player(state, p).life -= amount(ctx, e.amount, r);
      changed(state);
      return;
    case "addMana":
      player(state, r.controller).manaPool.push(...(e.mana.match(/\{[^}]+\}/g) ?? []));
      changed(state);
      return;
    case "addManaOfChosenColor": {
      // 607.2a, 607.5a: the color chosen for the linked "as enters" ability; an undefined choice adds nothing.
      const choice = linkedChoice(derive(state).view, perspective(r), "color");
      if (choice?.kind === "color") player(state, r.controller).manaPool.push(`{${choice.color}}`);
      else log(state, "mana", `${r.sourceName ?? "ability"}: no color was chosen for this ability: no mana`, "607.5a");
      changed(state);
      return;
    }
    case "addManaAnyColor": {
      // 106.1b: the color is chosen as the mana is added.
      const a = ctx.chooser.choose({ kind: "chooseColor", player: r.controller, prompt: `${r.sourceName ?? "ability"}: choose a color of mana`, rule: "106.1b" });
      if (a.kind === "color") player(state, r.controller).manaPool.push(...Array.from({ length: e.amount }, () => `{${a.color}}`));
      changed(state);
      return;
    }
    case "counter":
      for (const id of resolveObjects(ctx, e.what, r)) {
        if (state.objects[id]?.zone === "stack" && !uncounterable(ctx, id)) {
          log(state, "counter", `${id} is countered`, "701.6a");
          moveObject(ctx, id, "graveyard");
        }
      }
      return;
    case "createToken": {
      const n = tokensToCreate(state, r.controller, amount(ctx, e.count, r));
      // 603.6a: the tokens one instruction creates enter at the same time.
      enterTogether(ctx, (together) => {
        for (let i = 0; i < n; i++) {
          // 111.4: the token has the characteristics the effect gives it; its colors as a color indicator.
          const token = { faces: tokenFaces(e.token), createdBy: `${r.sourceName ?? "effect"}: ${r.text}` };
          const obj = enterBattlefield(together, newTokenSpec(token, r.controller));
          r.created.push(obj.id);
        }
      });
      return;
    }
    case "attach": {
      const what = resolveObjects(ctx, e.what, r)[0];
      const to = resolveObjects(ctx, e.to, r)[0];
      const o = what ? state.objects[what] : undefined;
      // 701.3b: an object that can't be attached there doesn't move: nothing is attached to itself
      // (303.4d, 301.5c), and an Equipment that is also a creature equips nothing (301.5c).
      const c = what ? derive(state).get(what) : undefined;
      const equipmentCreature = c?.subtypes.includes("Equipment") === true && c.types.includes("Creature");
      if (o && to && to !== what && !equipmentCreature) {
        o.attachedTo = to;
        o.timestamp = newTimestamp(state); // 613.7e
      }
      return;
    }
    case "choose": {
      const a = ctx.chooser.choose({ kind: "chooseColor", player: r.controller, prompt: `${r.sourceName ?? "effect"}: choose a color`, rule: "608.2d" });
      if (a.kind === "color") r.chosenColors.set(e.choice.key, a.color);
      return;
    }
    case "continuous":
    case "gainControl": {
      const affected = resolveObjects(ctx, e.what, r); // 611.2c: locked now
      if (affected.length === 0) return;
      const chosenColor = e.do === "continuous" && e.chosenColorKey ? r.chosenColors.get(e.chosenColorKey) : undefined;
      recordEffect(state, {
        sourceId: r.sourceId,
        sourceName: r.sourceName,
        controller: r.controller,
        duration: e.duration,
        affected,
        parts: e.do === "continuous" ? e.parts : [{ op: "control", to: "effectController" }],
        ...(r.decisions.x !== null ? { x: r.decisions.x } : {}),
        ...(chosenColor ? { chosenColor } : {}),
        rule: e.do === "gainControl" ? "611.2" : "611.2a",
        text: r.text,
      });
      if (e.do === "gainControl") for (const id of affected) {
        const o = state.objects[id];
        if (o) o.controlledSince = state.turn.number + 1;
      }
      return;
    }
    case "if":
      runEffects(ctx, evaluateCondition(derive(state).view, e.condition, perspective(r)) || resolvedCondition(ctx, e.condition, r) ? e.effects : (e.otherwise ?? []), r);
      return;
    case "atNextEndStep":
    case "atEndOfCombat":
      // 707.11: the delayed ability refers to the very objects ("that token", "Crazed Armodon");
      // one for each object this resolution created (several tokens, 614.1a doubling).
      for (const refersTo of r.created.length > 0 ? r.created.map((id) => [id]) : [r.sourceId ? [r.sourceId] : []]) {
        state.delayedTriggers.push({
          id: newId(state, "d"),
          sourceId: r.sourceId ?? "",
          controller: r.controller,
          when: e.do === "atNextEndStep" ? "nextEndStep" : "endOfCombat",
          effects: e.effects,
          refersTo,
          text: r.text,
        });
      }
      return;
    case "setColorOfChoice":
      return;
    case "becomeCopy": {
      const ofId = "choose" in e.of ? chooseToCopy(ctx, e.of.choose, r) : resolveObjects(ctx, e.of, r)[0];
      if (ofId === undefined || ofId === null) return;
      // 707.9a: "this ability" is the resolving ability itself, even if its source no longer has it.
      const thisAbility = r.ability ?? (r.abilityKey && r.sourceId ? abilityDef(ctx, r.sourceId, r.abilityKey) : undefined);
      for (const id of resolveObjects(ctx, e.what, r)) {
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
      return;
    }
    case "copySpell": {
      const n = amount(ctx, e.count, r);
      for (const id of resolveObjects(ctx, e.what, r)) {
        for (let i = 0; i < n; i++) {
          if (e.targetCreated) {
            const target = chooseCreated(ctx, r);
            if (target === null) continue;
            copySpellOrAbility(ctx, { of: id, controller: r.controller, exceptions: e.exceptions, mayChooseNewTargets: false, newTargetEverywhere: target });
          } else {
            copySpellOrAbility(ctx, { of: id, controller: r.controller, exceptions: e.exceptions, mayChooseNewTargets: e.newTargets });
          }
        }
      }
      return;
    }
    case "returnToBattlefield":
      // 603.6a: the objects one instruction puts onto the battlefield enter at the same time.
      enterTogether(ctx, (together) => {
        for (const id of resolveObjects(ctx, e.what, r)) {
          const o = state.objects[id];
          if (!o || o.zone === "battlefield") continue;
          moveObject(together, id, "battlefield", { controller: o.owner, ...(e.withCounters ? { withCounters: e.withCounters } : {}) });
        }
      });
      return;
    case "removeCounterOrSacrifice":
      for (const id of resolveObjects(ctx, e.what, r)) {
        if ((state.objects[id]?.counters[e.kind] ?? 0) > 0) removeCountersFrom(ctx, id, e.kind, 1);
        else sacrifice(ctx, id, r.controller);
      }
      return;
    case "counterUnlessPays":
      for (const id of resolveObjects(ctx, e.what, r)) {
        if (!uncounterable(ctx, id)) counterUnlessPays(ctx, id, e.mana, e.life === undefined ? 0 : amount(ctx, e.life, r));
      }
      return;
    case "noteNameAndPutFaceDown": {
      const card = resolveObjects(ctx, e.what, r)[0];
      if (card) noteNameAndPutFaceDown(ctx, card, e.parts, r);
      return;
    }
    case "castCopyOfNoted":
      castCopyOfNoted(ctx, r);
      return;
    case "exileLinked": {
      // 607.2a: the exiled card is remembered by the source's linked abilities (same group).
      const source = r.sourceId ? state.objects[r.sourceId] : undefined;
      const card = resolveObjects(ctx, e.what, r).find((id) => state.objects[id]?.zone === "graveyard");
      if (!source || !r.abilityKey || card === undefined) return;
      const group = abilityGroup(r.abilityKey);
      const others = (source.linked[group] ?? []).filter((id) => state.objects[id]?.zone === "exile");
      const exiled = moveObject(ctx, card, "exile");
      if (exiled === null) return;
      source.linked[group] = e.returnOthers ? [exiled] : [...others, exiled];
      if (e.returnOthers) for (const id of others) moveObject(ctx, id, "graveyard");
      changed(state);
      return;
    }
    case "exileFromHandLinked":
      exileFromHandLinked(ctx, e.filter, r);
      return;
    case "castCopyOfLinked":
      castCopyOfLinked(ctx, e.withoutPayingManaCost, r);
      return;
    case "castCopyByName":
      castCopyByName(ctx, e.names, r);
      return;
    case "exileThenMayCastTransformed":
      exileThenMayCastTransformed(ctx, resolveObjects(ctx, e.what, r), r);
      return;
    case "searchLibraryToBattlefield":
      searchLibraryToBattlefield(ctx, e.filter, e.max, e.tapped, r);
      return;
    case "exileUntilCastOneHandOne":
      exileUntilCastOneHandOne(ctx, e.filter, e.count, r);
      return;
    case "mayPutFromHandOntoBattlefield":
      mayPutFromHandOntoBattlefield(ctx, e.filter, r);
      return;
    case "distributeCounters":
      distributeCounters(ctx, e.kind, e.amount, e.among, e.maxObjects, r);
      return;
    case "removeCounters":
      for (const id of resolveObjects(ctx, e.what, r)) removeCountersFrom(ctx, id, e.kind, e.amount);
      return;
    case "mayCastWithoutPaying":
      for (const id of resolveObjects(ctx, e.what, r)) mayCastWithoutPaying(ctx, id, r);
      return;
    case "dealDividedDamage":
      // 601.2d, 608.2b: each legal target is dealt the share announced for it; an illegal one's share is not dealt.
      r.decisions.targets.forEach((t, i) => {
        const share = r.decisions.damageDivision?.[i] ?? (r.decisions.targets.length === 1 ? e.amount : 0);
        if (!r.illegalTargets.has(t) && (own(state.objects, t) !== undefined || state.players.some((p) => p.name === t))) dealDamage(ctx, r.stackId ?? r.sourceId, t, share);
      });
      return;
    case "discard":
      for (const p of resolvePlayers(ctx, e.who, r)) discardCards(ctx, p, amount(ctx, e.amount, r), r);
      return;
    case "scry":
    case "surveil":
      lookAtTop(ctx, e.do, e.amount, r);
      return;
    case "exileAndReturn":
      for (const id of resolveObjects(ctx, e.what, r)) {
        if (e.optional) {
          const a = ctx.chooser.choose({ kind: "yesNo", player: r.controller, prompt: `${r.sourceName ?? "effect"}: exile ${id} and return it?`, rule: "603.5" });
          if (a.kind !== "yesNo" || !a.yes) continue;
        }
        const back = exileAndReturn(ctx, id, e.under, e.transformed === true, r);
        if (back !== null) r.created.push(back);
      }
      return;
    case "transform":
      for (const id of resolveObjects(ctx, e.what, r)) transformPermanent(ctx, id);
      return;
    case "flip":
      for (const id of resolveObjects(ctx, e.what, r)) flipPermanent(ctx, id);
      return;
    case "fight": {
      const a = resolveObjects(ctx, e.what, r)[0];
      const b = resolveObjects(ctx, e.other, r)[0];
      if (a !== undefined && b !== undefined) fight(ctx, a, b);
      return;
    }
    case "skipNextUntapStep":
      for (const p of resolvePlayers(ctx, e.who, r)) {
        const pl = player(state, p);
        pl.skipUntapSteps = (pl.skipUntapSteps ?? 0) + 1;
        log(state, "skip", `${p} will skip their next untap step`, "500.11");
      }
      changed(state);
      return;
    case "turnFaceDown":
      for (const id of resolveObjects(ctx, e.what, r)) turnFaceDown(ctx, id);
      return;
    case "incubate": {
      const times = amount(ctx, e.times, r);
      for (let i = 0; i < times; i++) incubate(ctx, e.n, r);
      return;
    }
    case "searchLibrary":
      searchLibrary(ctx, e.filter, amount(ctx, e.max, r), e.differentNames === true, e.tapped === true, r);
      return;
    case "putOntoBattlefield":
      // 603.6a: the objects one instruction puts onto the battlefield enter at the same time.
      enterTogether(ctx, (together) => {
        for (const id of resolveObjects(ctx, e.what, r)) {
          const o = state.objects[id];
          if (!o || o.zone === "battlefield" || o.zone === "stack") continue;
          moveObject(together, id, "battlefield", { controller: e.under === "you" ? r.controller : o.owner });
        }
      });
      return;
    case "exileLibraryButBottom":
      for (const p of resolvePlayers(ctx, e.who, r)) exileLibraryButBottom(ctx, p);
      return;
    case "damageCantBePreventedThisTurn":
      state.damageCantBePreventedTurn = state.turn.number;
      log(state, "prevention", "damage can't be prevented this turn", "615.1");
      changed(state);
      return;
    case "additionalLandPlay": {
      const pl = player(state, r.controller);
      pl.additionalLandPlays = (pl.additionalLandPlays ?? 0) + e.amount;
      log(state, "land", `${r.controller} may play ${e.amount} additional land(s) this turn`, "305.2");
      changed(state);
      return;
    }
    case "untapUpTo":
      untapUpTo(ctx, e.filter, e.max, r);
      return;
    case "mayRevealTop":
      if (mayRevealTop(ctx, e.filter, r)) runEffects(ctx, e.ifRevealed, r);
      return;
    case "dealDamageToPlayer": {
      const n = amount(ctx, e.amount, r);
      for (const p of resolvePlayers(ctx, e.who, r)) dealDamage(ctx, r.stackId ?? r.sourceId, p, n);
      return;
    }
    case "destroyThen":
      for (const id of resolveObjects(ctx, e.what, r)) {
        const after = destroy(ctx, id);
        if (after !== null && state.objects[after]?.zone === "graveyard") runEffects(ctx, e.ifPutIntoGraveyard, r);
      }
      return;
    case "ifNoCardsInHand":
      if (resolvePlayers(ctx, e.who, r).some((p) => player(state, p).hand.length === 0)) runEffects(ctx, e.effects, r);
      return;
    case "ifCardsInHandAtLeast":
      if (player(state, r.controller).hand.length >= e.n) runEffects(ctx, e.effects, r);
      return;
    case "meld":
      meld(ctx, e.with, r);
      return;
    case "createTokenCopy": {
      const of = resolveObjects(ctx, e.of, r)[0];
      if (of === undefined) return; // 707.1: nothing to copy, no token
      const n = tokensToCreate(state, r.controller, amount(ctx, e.count, r));
      // 603.6a: the tokens one instruction creates enter at the same time.
      enterTogether(ctx, (together) => {
        for (let i = 0; i < n; i++) {
          const t = createTokenCopy(together, of, r.controller, e.exceptions, `${r.sourceName ?? "effect"}: ${r.text}`);
          if (t) r.created.push(t.id);
        }
      });
      return;
    }
  }
}

/** 707.10e: with several objects created ("that token" after a doubling), the copy's controller picks one. */
function chooseCreated(ctx: Ctx, r: Resolution): ObjectId | null {
  const created = r.created.filter((id) => ctx.state.objects[id]);
  if (created.length <= 1) return created[0] ?? null;
  const a = ctx.chooser.choose({ kind: "chooseObject", player: r.controller, prompt: "choose the token the copy targets", options: created, optional: false, rule: "707.10e" });
  return a.kind === "object" ? a.id : null;
}

/** 101.2: a spell that "can't be countered" stays on the stack whatever tries to counter it. */
function uncounterable(ctx: Ctx, id: ObjectId): boolean {
  if (!cantBeCountered(derive(ctx.state), id)) return false;
  log(ctx.state, "counter", `${id} can't be countered`, "101.2");
  return true;
}

/**
 * 701.6a, 118.12: the controller of the spell (or ability) may pay; if they don't (or can't), it
 * is countered. `life`: a cost of paying life (ward—pay life, 702.21a; 119.4: only with enough life).
 */
function counterUnlessPays(ctx: Ctx, id: ObjectId, mana: string, life: number): void {
  const { state } = ctx;
  const spell = state.objects[id];
  if (spell?.zone !== "stack") return;
  const payer = spell.controller;
  const cost = [mana, life > 0 ? `${life} life` : ""].filter((s) => s !== "").join(" and ") || "nothing";
  const canPayLife = player(state, payer).life >= life;
  const a = canPayLife
    ? ctx.chooser.choose({ kind: "yesNo", player: payer, prompt: `pay ${cost} so that it isn't countered?`, rule: "118.12" })
    : ({ kind: "yesNo", yes: false } as const);
  if (a.kind === "yesNo" && a.yes) {
    if (mana !== "") payMana(ctx, payer, mana, 0);
    if (life > 0) player(state, payer).life -= life;
    changed(state);
    log(state, "pay", `${payer} pays ${cost}`, "118.12");
    return;
  }
  log(state, "counter", `${id} is countered`, "701.6a");
  // 701.6b: a countered ability is removed from the stack; a countered spell goes to the graveyard.
  moveObject(ctx, id, "graveyard");
}

/** A choice made on resolution of the object to copy (Cytoshape, Mirrorweave's target is chosen on cast). */
function chooseToCopy(ctx: Ctx, filter: Parameters<typeof matchesFilter>[2], r: Resolution): ObjectId | null {
  const d = derive(ctx.state);
  const options = ctx.state.battlefield.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  // 608.2d: with nothing to choose, no choice is asked (and nothing is copied, 707.1).
  if (options.length === 0) return null;
  const a = ctx.chooser.choose({ kind: "chooseObject", player: r.controller, prompt: `${r.sourceName ?? "effect"}: choose the object to copy`, options, optional: false, rule: "608.2d" });
  return a.kind === "object" ? a.id : null;
}

/** The current definition of an ability of an object, by instance key. */
function abilityDef(ctx: Ctx, id: ObjectId, key: string) {
  return derive(ctx.state).get(id)?.abilities.find((a) => a.key === key)?.def;
}

/** 608.2h: conditions about how the spell was cast are read from its decisions. */
function resolvedCondition(ctx: Ctx, c: Parameters<typeof evaluateCondition>[1], r: Resolution): boolean {
  if (c.is === "kicked") return r.decisions.kicked;
  if (c.is === "castFromGraveyard") return r.decisions.castFrom === "graveyard";
  if (c.is === "manaSpent") return r.decisions.manaSpent.includes(`{${c.color}}`);
  if (c.is === "targetMatches") {
    const t = r.decisions.targets[c.index];
    return t !== undefined && !r.illegalTargets.has(t) && matchesFilter(derive(ctx.state).view, t, c.filter, perspective(r));
  }
  return false;
}
