import { anyInCombat } from "../game/inCombat.js";
import { endUntilNextTurn } from "./untilNextTurn.js";
import { forgetUnspentMana } from "./manaSpentTriggers.js";
import { derive } from "../layers/derive.js";
import { STEPS, type StepName } from "../model/turn.js";
import type { Ctx } from "../game/ctx.js";
import { changed, changedNoObject, illegal, log } from "../game/draft.js";
import { drawCards } from "./draw.js";
import { givePriority } from "./priority.js";
import { doesntUntap } from "./ruleEffects.js";
import { keptTappedByEffect } from "./keptTapped.js";
import { keptTappedThisUntapStep } from "./untapStepSkips.js";
import { chosenToStayTapped } from "./untapStepChoice.js";
import { skipsDrawStep } from "./playerRules.js";
import { nextTurnPlayer } from "./extraTurns.js";
import { noteControlChanges } from "./sickness.js";
import { detectTriggers } from "./triggers.js";
import { endCombat } from "./leaveCombat.js";
import { combatDamage, secondCombatDamageStepDue } from "./combatDamage.js";
import { endRegenerationShields } from "./regenerate.js";
import { endPreventionShields } from "./prevention/shields.js";
import { endTurnRules } from "./combatRestrictions.js";
import { endPlayPermissions } from "./playFromExile.js";
import { beginTurnHistory } from "./turnHistory.js";
import { untapStepDayNightCheck } from "./dayNight/dayNight.js";
import { endGoadsOf } from "./goad.js";
import { untapPermanents } from "./untapPermanents.js";
import { writable } from "../model/writableObject.js";

/** 502.4, 514.3: steps in which no player normally receives priority. */
const NO_PRIORITY: readonly StepName[] = ["untap", "cleanup"];
const MAX_STEPS = 200;

/**
 * Passes priority with an empty stack until `target` begins (this turn if it is still ahead, else
 * next turn; `nextTurn` forces the next turn). Stops early when a triggered ability is put on the
 * stack on the way (docs/scenario-format.md §4.1 `advance`). Returns whether the target step was reached.
 */
export function advance(ctx: Ctx, target: StepName, nextTurn = false): boolean {
  const { state } = ctx;
  if (state.stack.length > 0) illegal("players can't move to another step while the stack isn't empty", "500.2");
  const startTurn = state.turn.number;
  // 510.4: from a first-strike combat damage step, the second combat damage step is still ahead.
  const secondDamageStep = target === "combatDamage" && secondCombatDamageStepDue(state);
  let mustLeaveTurn = nextTurn || (STEPS.indexOf(target) <= STEPS.indexOf(state.turn.step) && !secondDamageStep);
  for (let i = 0; i < MAX_STEPS; i++) {
    nextStep(ctx);
    if (state.turn.number !== startTurn) mustLeaveTurn = false;
    if (state.stack.length > 0) return state.turn.step === target && !mustLeaveTurn;
    if (state.turn.step === target && !mustLeaveTurn) return true;
  }
  return illegal(`could not reach ${target}`, "500.1");
}

/** Ends the current step and begins the next one, with its turn-based actions and triggers. */
export function nextStep(ctx: Ctx): void {
  const { state } = ctx;
  endStep(ctx, state.turn.step);
  const i = STEPS.indexOf(state.turn.step);
  // 510.4: after a first-strike combat damage step comes a second combat damage step.
  const secondDamageStep = secondCombatDamageStepDue(state);
  let next = secondDamageStep ? "combatDamage" : STEPS[i + 1];
  const newTurn = next === undefined;
  if (next === undefined) {
    beginTurn(ctx);
    next = "untap";
  }
  // 508.8: with no attackers, the declare blockers and combat damage steps are skipped.
  if (
    !secondDamageStep &&
    (next === "declareBlockers" || next === "combatDamage") &&
    !anyInCombat(state, "attacking")
  ) {
    next = "endCombat";
  }
  // 614.10: "Skip your draw step" — the step is passed as though it didn't exist.
  if (next === "draw" && skipsDrawStep(derive(state), state.turn.active)) {
    log(state, "skip", `${state.turn.active} skips their draw step`, "614.10");
    next = "main1";
  }
  state.turn = { ...state.turn, step: next };
  // Within a turn only the step changes (and mana pools empty, 500.4); a new turn resets more.
  if (newTurn) changed(state);
  else changedNoObject(state);
  beginStep(ctx, next);
}

function beginTurn(ctx: Ctx): void {
  const { state } = ctx;
  const next = nextTurnPlayer(state); // 500.7, 102.1
  state.previousTurnActive = state.turn.active;
  state.turn = { number: state.turn.number + 1, active: next, step: "untap" };
  state.spellsCastLastTurn = state.spellsCastThisTurn;
  state.spellsCastThisTurn = 0;
  state.spellsCastLastTurnBy = state.spellsCastThisTurnBy ?? {};
  state.spellsCastThisTurnBy = {};
  beginTurnHistory(state);
  for (const p of state.players) {
    p.landsPlayedThisTurn = 0;
    delete p.additionalLandPlays; // 305.2: "this turn"
  }
  // Last known information is kept for the turn the objects left, and for as long as a delayed
  // triggered ability refers to it (702.50a: epic copies the spell as it last existed).
  const referred = new Set(state.delayedTriggers.flatMap((t) => t.refersTo));
  state.lastKnown = Object.fromEntries(Object.entries(state.lastKnown).filter(([id]) => referred.has(id)));
  for (const o of Object.values(state.objects))
    if (Object.keys(o.activatedThisTurn).length > 0) writable(state, o).activatedThisTurn = {};
  log(state, "turn", `turn ${state.turn.number}: ${next}`, "500.1");
  endUntilNextTurn(state, next);
  endGoadsOf(state, next); // 701.15a
}

function beginStep(ctx: Ctx, step: StepName): void {
  const { state } = ctx;
  const active = state.turn.active;
  log(state, "step", step, "500.1");
  if (step === "untap") {
    const skipper = state.players.find((p) => p.name === active);
    if (skipper?.skipUntapSteps) {
      // 500.11, 614.10: a skipped step is passed as though it didn't exist.
      skipper.skipUntapSteps--;
      if (skipper.skipUntapSteps === 0) delete skipper.skipUntapSteps;
      log(state, "skip", `${active} skips their untap step`, "500.11");
      return;
    }
    untapStepDayNightCheck(ctx); // 502.2, 730.2
    // 502.3: the active player untaps their permanents.
    const d = derive(state);
    const kept = keptTappedThisUntapStep(state, d, active);
    const untapped = state.battlefield.filter(
      (id) =>
        state.objects[id]?.status.tapped === true &&
        d.get(id)?.controller === active &&
        !doesntUntap(d, id) &&
        !kept.has(id) &&
        !keptTappedByEffect(state, d, id),
    );
    const stay = chosenToStayTapped(ctx, d, active, untapped);
    untapPermanents(
      ctx,
      untapped.filter((id) => !stay.has(id)),
    );
    return;
  }
  if (step === "draw" && !(state.turn.number === 1)) drawCards(ctx, active, 1); // 504.1, 103.8a
  if (step === "main1") addLoreCounters(ctx, active); // 714.3b
  if (step === "combatDamage") combatDamage(ctx); // 510.1
  if (step === "cleanup") {
    cleanup(ctx);
  }
  // 603.7: delayed triggered abilities "at the beginning of the next end step" (513.1), "at end of combat" (511.2)
  // and "at the beginning of the next turn's upkeep" (503.1).
  const delayedWhen =
    step === "end" ? "nextEndStep" : step === "endCombat" ? "endOfCombat" : step === "upkeep" ? "nextUpkeep" : null;
  if (delayedWhen) {
    const yours = (t: (typeof state.delayedTriggers)[number]) =>
      (t.when === "yourNextUpkeep" || t.when === "eachOfYourUpkeeps") && t.controller === active;
    for (const dt of state.delayedTriggers.filter((t) => t.when === delayedWhen || (step === "upkeep" && yours(t)))) {
      state.pendingTriggers.push({
        sourceId: dt.sourceId,
        abilityKey: `delayed:${dt.id}`,
        controller: dt.controller,
        triggerObject: dt.refersTo[0] ?? null,
        delayedId: dt.id,
        ...(dt.sourceName ? { sourceName: dt.sourceName } : {}),
      });
    }
  }
  detectTriggers(ctx, { event: "stepBegan", step, active }, derive(state));
  if (NO_PRIORITY.includes(step) && state.pendingTriggers.length === 0) return;
  givePriority(ctx, active);
}

function endStep(ctx: Ctx, step: StepName): void {
  const { state } = ctx;
  // 500.4: mana empties from each player's pool at the end of each step.
  for (const p of state.players) p.manaPool = [];
  forgetUnspentMana(state);
  if (step === "endCombat") endCombat(ctx);
  // 302.6: control changes are dated in the step they happen (Act of Treason ends in cleanup).
  noteControlChanges(state);
}

/** 514.2: damage wears off and "until end of turn" effects end, simultaneously. */
function cleanup(ctx: Ctx): void {
  const { state } = ctx;
  const damaged = Object.values(state.objects).filter((o) => o.damage !== 0);
  for (const o of damaged) writable(state, o).damage = 0;
  endRegenerationShields(ctx);
  endPreventionShields(ctx);
  endTurnRules(ctx);
  endPlayPermissions(state);
  const ending = state.effects.filter((e) => e.duration === "endOfTurn");
  state.effects = state.effects.filter((e) => e.duration !== "endOfTurn");
  if (ending.length > 0) log(state, "cleanup", `${ending.length} "until end of turn" effect(s) end`, "514.2");
  if (damaged.length > 0) changed(state, ...damaged.map((o) => o.id));
  else changedNoObject(state);
}

/** Advances to the next turn's first main phase, resolving nothing (docs/scenario-format.md §4.2 `endTurn`). */
export function endTurn(ctx: Ctx): void {
  advance(ctx, "main1", true);
}

/** 714.3b: as the precombat main phase begins, the active player puts a lore counter on each Saga they control with chapter abilities. */
function addLoreCounters(ctx: Ctx, active: string): void {
  const d = derive(ctx.state);
  const sagas = ctx.state.battlefield.filter((id) => {
    const c = d.get(id);
    return (
      c?.controller === active &&
      c.subtypes.includes("Saga") &&
      c.abilities.some((a) => a.def.kind === "triggered" && a.def.trigger.on === "chapter")
    );
  });
  // A turn-based action, not an effect (so not doubled by 614.1a effects); chapter abilities trigger (714.2b).
  for (const id of sagas) {
    const o = ctx.state.objects[id];
    if (!o) continue;
    const before = o.counters.lore ?? 0;
    writable(ctx.state, o).counters.lore = before + 1;
    changed(ctx.state);
    log(ctx.state, "lore", `a lore counter is put on ${id}`, "714.3b");
    detectTriggers(ctx, { event: "countersAdded", id, kind: "lore", before, after: before + 1 }, derive(ctx.state));
  }
}
