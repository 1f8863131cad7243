import { removeObject } from "../model/objectRecords.js";
import { linkCreatedObjects } from "./createdWith.js";
import { resolveEpic } from "./casting/epic.js";
import type { Effect } from "../abilities/effect.js";
import { derive } from "../layers/derive.js";
import { evaluateCondition } from "../layers/evaluate.js";
import { emptyDecisions, type GameObject, type ObjectId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changed, illegal, log } from "../game/draft.js";
import { encodeCipher } from "./cardActions.js";
import { runEffects } from "./effects.js";
import { givePriority } from "./priority.js";
import { runModes } from "./modeEffects.js";
import { abilityTargetSlots } from "../game/abilityTargets.js";
import type { Resolution } from "../game/resolution.js";
import { isPermanentSpell, spellAbilityOf, spellParagraphs, spellTargetSlots } from "../game/spellParts.js";
import { legalTargets } from "../game/targets.js";
import { moveObject } from "./zones.js";
import { castCastingKeywords } from "./casting/registry.js";
import { ascendAsSpellResolves } from "./citysBlessing.js";
import type { TargetSlot } from "../abilities/target.js";
import { satisfiesChosenController } from "../game/dependentTargets.js";

/** 117.4, 608.1: all players pass in succession; the top object of the stack resolves. */
export function resolveTop(ctx: Ctx): void {
  const { state } = ctx;
  const top = state.stack[state.stack.length - 1];
  if (top === undefined) illegal("the stack is empty: there is nothing to resolve", "608.1");
  const obj = state.objects[top];
  if (!obj) illegal("the top of the stack is not an object");
  if (obj.ability) resolveAbility(ctx, obj);
  else resolveSpell(ctx, obj);
  // 117.3b: the active player receives priority after a spell or ability resolves.
  givePriority(ctx, state.turn.active);
}

/** 608.2b: targets that are illegal now; null if every target is illegal (the object doesn't resolve). */
function checkTargets(
  ctx: Ctx,
  obj: GameObject,
  slots: readonly TargetSlot[],
  sourceId: ObjectId | null,
  abilityKey: string | null,
): Set<string> | null {
  const targets = obj.decisions?.targets ?? [];
  if (targets.length === 0 || slots.length === 0) return new Set();
  const d = derive(ctx.state);
  const colors = sourceId ? (d.get(sourceId)?.colors ?? []) : [];
  const bad = new Set<string>();
  let slotIndex = 0;
  targets.forEach((t) => {
    const slot = slots[Math.min(slotIndex, slots.length - 1)];
    slotIndex++;
    if (!slot) return;
    const x = obj.decisions?.x;
    const legal = legalTargets(
      ctx.state,
      d,
      slot.spec,
      {
        sourceId: sourceId ?? obj.id,
        controller: obj.controller,
        colors,
        ...(x !== null && x !== undefined ? { x } : {}),
      },
      abilityKey,
    );
    const chosenFor = (k: number) => targets[k];
    if (!legal.includes(t) || !satisfiesChosenController(ctx.state, d, slot, chosenFor, t)) bad.add(t);
  });
  return bad.size === targets.length ? null : bad;
}

function resolveSpell(ctx: Ctx, spell: GameObject): void {
  const { state } = ctx;
  const d = derive(state);
  const chars = d.get(spell.id);
  const name = chars?.name ?? "a face-down spell";
  const decisions = spell.decisions ?? emptyDecisions();
  const slots = spell.status.faceDown ? [] : spellTargetSlots(chars, decisions.modes);
  const illegalTargets = checkTargets(ctx, spell, slots, spell.id, null);
  // 608.3b: a bestowed Aura spell with an illegal target becomes a creature spell (702.103e) and resolves as one (608.3a).
  if (illegalTargets === null && castCastingKeywords.some((k) => k.becomesCreatureSpell?.(ctx, spell))) {
    log(state, "resolve", `${name} resolves as a creature spell: its target is illegal`, "608.3b", [spell.id]);
    putOntoBattlefield(ctx, spell, undefined);
    return;
  }
  if (illegalTargets === null) {
    // 608.2b: every target illegal — the spell doesn't resolve and is removed from the stack.
    log(state, "resolve", `${name} doesn't resolve: all its targets are illegal`, "608.2b", [spell.id]);
    moveObject(ctx, spell.id, "graveyard");
    return;
  }
  if (isPermanentSpell(chars) || spell.status.faceDown) {
    // 608.3: a permanent spell becomes a permanent; an Aura attaches to its target (303.4f).
    log(state, "resolve", `${name} resolves`, "608.3", [spell.id]);
    // 303.4f: an Aura spell enters attached to the object it targeted.
    putOntoBattlefield(ctx, spell, chars?.subtypes.includes("Aura") ? decisions.targets[0] : undefined);
    return;
  }
  const sa = spellAbilityOf(chars);
  const effects: Effect[] = [];
  const modal = sa?.modes && sa.modes.length > 0 ? sa.modes : null;
  if (!modal) effects.push(...(sa?.effects ?? []));
  log(state, "resolve", `${name} resolves`, "608.2", [spell.id]);
  const r: Resolution = {
    sourceId: spell.id,
    sourceName: name,
    stackId: spell.id,
    controller: spell.controller,
    decisions,
    illegalTargets,
    triggerObject: null,
    abilityKey: null,
    text: sa?.text ?? "",
    created: [],
    exiled: [],
    thisWay: [],
    chosenColors: new Map(),
    chosenCreatureTypes: [],
  };
  ascendAsSpellResolves(ctx, spell, chars); // 702.131a: its first paragraph on every card with it
  // 608.2c: a spell of several paragraphs follows each in order, each reading its own targets.
  const paragraphs = modal ? [] : spellParagraphs(chars);
  if (modal) runModes(ctx, modal, decisions.modes, r);
  else if (paragraphs.length > 0) runModes(ctx, paragraphs, [...paragraphs.keys()], r);
  else runEffects(ctx, effects, r);
  resolveEpic(ctx, spell, chars); // 702.50a: epic's spell abilities come last on the card
  // 702.99a: cipher — the card may be exiled encoded on a creature instead of going to the graveyard.
  const cipher = chars?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === "cipher") === true;
  if (cipher && !spell.isCopyOfSpell && !spell.isCardCopy && state.objects[spell.id]?.zone === "stack")
    encodeCipher(ctx, spell.id, spell.controller, name);
  // 608.2n: an instant or sorcery goes to its owner's graveyard, unless the way it was cast says
  // otherwise (702.34a flashback, 715.3d Adventure).
  if (state.objects[spell.id]?.zone === "stack") {
    const finishing = castCastingKeywords.flatMap((k) => k.finishesResolving?.(ctx, spell, chars) ?? []);
    const to = moveObject(ctx, spell.id, finishing[0]?.to ?? "graveyard");
    const moved = to === null ? undefined : state.objects[to];
    if (moved) for (const f of finishing) f.afterwards?.(ctx, moved);
  }
}

/** 608.3a, 608.3c: the permanent spell becomes a permanent (an Aura attached to `auraTarget`). */
function putOntoBattlefield(ctx: Ctx, spell: GameObject, auraTarget: ObjectId | undefined): void {
  const permanent = moveObject(ctx, spell.id, "battlefield", {
    controller: spell.controller,
    ...(auraTarget ? { attachTo: auraTarget } : {}),
  });
  if (permanent !== null && ctx.state.objects[permanent]?.zone === "battlefield")
    for (const k of castCastingKeywords) k.becomesPermanent?.(ctx, spell, permanent);
}

function resolveAbility(ctx: Ctx, obj: GameObject): void {
  const { state } = ctx;
  const ab = obj.ability;
  if (!ab) return;
  const def = ab.def;
  const sourceName = derive(state).get(ab.sourceId)?.name ?? ab.abilityText;
  const decisions = obj.decisions ?? emptyDecisions();
  const slots = abilityTargetSlots(def, decisions.modes);
  const illegalTargets = checkTargets(ctx, obj, slots, ab.sourceId, ab.abilityKey);
  state.stack = state.stack.filter((id) => id !== obj.id);
  removeObject(state, "objects", obj.id);
  changed(state, obj.id);
  if (illegalTargets === null) {
    log(state, "resolve", `${sourceName}'s ability doesn't resolve: all its targets are illegal`, "608.2b", [
      ab.sourceId,
    ]);
    return;
  }
  const r: Resolution = {
    sourceId: ab.sourceId,
    sourceName,
    stackId: null,
    controller: obj.controller,
    decisions,
    illegalTargets,
    triggerObject: ab.triggerObject,
    ...(ab.triggerPlayer ? { triggerPlayer: ab.triggerPlayer } : {}),
    ...(ab.triggerAmount !== undefined ? { triggerAmount: ab.triggerAmount } : {}),
    abilityKey: ab.abilityKey,
    ...(def ? { ability: def } : {}),
    text: ab.abilityText,
    created: [],
    exiled: [],
    thisWay: [],
    chosenColors: new Map(),
    chosenCreatureTypes: [],
  };
  // 603.4: the intervening "if" is checked again on resolution.
  if (def?.kind === "triggered" && def.interveningIf) {
    const p = {
      sourceId: ab.sourceId,
      controller: obj.controller,
      abilityKey: ab.abilityKey,
      triggerObject: ab.triggerObject,
    };
    if (!evaluateCondition(derive(state).view, def.interveningIf, p)) {
      log(state, "resolve", `${sourceName}'s ability does nothing: its condition is false`, "603.4", [ab.sourceId]);
      return;
    }
  }
  if (def?.kind === "triggered" && def.optional) {
    const a = ctx.chooser.choose({
      kind: "yesNo",
      player: obj.controller,
      prompt: `${sourceName}: ${ab.abilityText} — do it?`,
      rule: "603.5",
    });
    if (a.kind === "yesNo" && !a.yes) return;
  }
  log(state, "resolve", `${sourceName}'s ability resolves: ${ab.abilityText}`, "608.2", [ab.sourceId]);
  if (!ab.effects && def?.modes && def.modes.length > 0) runModes(ctx, def.modes, decisions.modes, r);
  else runEffects(ctx, ab.effects ?? def?.effects ?? [], r);
  linkCreatedObjects(state, r); // 607.2c
  endEffectsOfSourcesGone(ctx);
}

/** 611.2b: a "for as long as [source] remains on the battlefield" effect whose source is gone does nothing. */
function endEffectsOfSourcesGone(ctx: Ctx): void {
  const { state } = ctx;
  const gone = (e: (typeof state.effects)[number]) =>
    (e.duration === "whileSourceOnBattlefield" || e.duration === "whileYouControlSource") &&
    (e.sourceId === null || state.objects[e.sourceId]?.zone !== "battlefield");
  if (!state.effects.some(gone)) return;
  state.effects = state.effects.filter((e) => !gone(e));
  log(state, "resolve", "the effect's duration ended before it began: it does nothing", "611.2b");
  changed(state);
}
