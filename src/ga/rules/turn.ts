import { deriveGa } from "../layers/derive.js";
import type { GaObjectId } from "../model/object.js";
import { GA_PHASES, type GaPhase } from "../model/state.js";
import { changed, log } from "../game/act.js";
import type { GaCtx } from "../game/decision.js";
import { draw } from "./effects.js";
import { stateBasedChecks } from "./sbc.js";
import { queueTriggers } from "./triggers.js";
import { ceaseToExist, moveTo, zoneOf } from "../game/zones.js";
import { graveyardOrBanishment } from "../game/destination.js";

/**
 * Moves the game forward to the start of `to` (this turn if it is still ahead, else the next
 * turn, or always the next turn with `nextTurn`), carrying out each phase's turn-based actions.
 * Stops early, with the Effects Stack not empty, when triggered abilities were put on it.
 * The phases are Wake Up, Materialize, Recollection, Draw, Main and End (docs/ga-scenarios.md).
 */
export function advance(ctx: GaCtx, to: GaPhase, nextTurn = false): void {
  const { state } = ctx;
  let mustLeaveTurn = nextTurn || GA_PHASES.indexOf(to) <= GA_PHASES.indexOf(state.turn.phase);
  for (let guard = 0; guard < 20; guard++) {
    if (state.stack.length > 0) return;
    const i = GA_PHASES.indexOf(state.turn.phase);
    if (i === GA_PHASES.length - 1) {
      endPhaseCleanup(ctx);
      newTurn(ctx);
      mustLeaveTurn = false;
    } else {
      state.turn.phase = GA_PHASES[i + 1] ?? "end";
    }
    changed(state);
    beginPhase(ctx);
    stateBasedChecks(ctx);
    if (state.turn.phase === to && !mustLeaveTurn) return;
  }
}

function newTurn(ctx: GaCtx): void {
  const { state } = ctx;
  const names = state.players.map((p) => p.name);
  const next = names[(names.indexOf(state.turn.active) + 1) % names.length] ?? state.turn.active;
  state.turn = { active: next, phase: "wakeUp", number: state.turn.number + 1, materialized: false, combat: null };
  // "until the beginning of your next turn" effects end.
  state.effects = state.effects.filter((e) => !(e.duration.until === "yourNextTurn" && e.duration.player === next));
  log(state, "turn", `turn ${state.turn.number}: ${next}`);
}

function beginPhase(ctx: GaCtx): void {
  const { state } = ctx;
  const active = state.turn.active;
  switch (state.turn.phase) {
    case "wakeUp":
      for (const obj of zoneOf(state, active, "field")) obj.rested = false;
      log(state, "wake up", `${active}'s objects wake up`, "Orientation 1");
      return;
    case "materialize":
      state.turn.materialized = false;
      return;
    case "recollection": {
      // Memory 3: cards in memory return to their owner's hand.
      for (const obj of zoneOf(state, active, "memory")) moveTo(state, obj.id, "hand");
      log(state, "recollection", `${active} recollects`, "Memory 3");
      const d = deriveGa(state);
      for (const obj of Object.values(state.objects).sort((a, b) => a.timestamp - b.timestamp)) {
        const c = d.get(obj.id);
        if (obj.zone === "field" && c?.controller === active)
          queueTriggers(ctx, obj.id, c, "recollectionBegins", obj.id);
      }
      return;
    }
    case "draw":
      draw(ctx, active, 1);
      return;
    case "main":
    case "end":
      return;
  }
}

/** State-based Checks 6 (Clean-Up): ally damage, "until end of turn" effects and other temporary conditions end. */
export function endPhaseCleanup(ctx: GaCtx): void {
  const { state } = ctx;
  for (const obj of Object.values(state.objects)) {
    obj.damage = 0;
    obj.prevention = 0;
  }
  state.effects = state.effects.filter((e) => e.duration.until !== "endOfTurn" && e.duration.until !== "endOfCombat");
  state.watchers = [];
  if (state.turn.combat) endCombat(ctx);
  changed(state);
  log(state, "clean-up", "damage on allies, prevention and end-of-turn effects end", "State-based Checks 6; Damage 12");
}

/**
 * End of combat: attack cards go from the intent to the graveyard (Attack 8); copies in the intent
 * cease to exist (Copying Objects 3; Copy General 1.d.i; Intent 2.a).
 */
export function endCombat(ctx: GaCtx): void {
  const { state } = ctx;
  const intent: GaObjectId[] = Object.values(state.objects)
    .filter((o) => o.zone === "intent")
    .map((o) => o.id);
  for (const id of intent) {
    const obj = state.objects[id];
    if (!obj) continue;
    if (obj.kind !== "card") ceaseToExist(state, id, "Copying Objects 3; Intent 2.a");
    else moveTo(state, id, graveyardOrBanishment(state, obj));
  }
  state.turn.combat = null;
  state.effects = state.effects.filter((e) => e.duration.until !== "endOfCombat");
  changed(state);
  log(state, "end of combat", "the intent is emptied", "Attack 8; Copying Objects 3");
}
