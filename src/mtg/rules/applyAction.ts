import { own } from "../../kernel/records.js";
import { RulesViolation, type Result } from "../../kernel/problem.js";
import { becomeCopy } from "../copy/becomeCopy.js";
import { createTokenCopy } from "./enter.js";
import { derive } from "../layers/derive.js";
import type { GameState } from "../model/state.js";
import { activateAbility } from "./activate.js";
import { castSpell } from "./cast.js";
import { declareAttackers, declareBlockers } from "./combat.js";
import { dealDamage } from "./damage.js";
import type { Ctx } from "../game/ctx.js";
import type { Chooser } from "../game/decision.js";
import { act, illegal } from "../game/draft.js";
import { turnFaceUp } from "./faceDown.js";
import { type Action, gameOver, noPriorityNow, priorityHolder } from "./legalActions.js";
import { object, player } from "../game/objects.js";
import { beforePriority } from "./priority.js";
import { passPriority, playLand } from "./priorityActions.js";
import { resolveTop } from "./resolve.js";
import { advance } from "./turn.js";
import { moveObject } from "./zones.js";
import { copySpellAndNotice } from "./spellCopied.js";

/** `resolve: all` stops after this many resolutions with a `rules.loop` problem (104.4b). */
export const MAX_RESOLVES = 1000;

/**
 * Performs an action (see `Action`) through the rules functions, inside `act()`: the result is the
 * new state, or the problems that made the action illegal with the given state untouched. Checks
 * who may take the action (117.1: the player with priority; 508.1 / 509.1: the active and the
 * defending player), then leaves every other check to the rules functions. Never throws.
 */
export function applyAction(
  state: GameState,
  action: Action,
  chooser: Chooser,
  options: ApplyOptions = {},
): Result<GameState> {
  return act(state, (draft) => {
    options.observe?.(draft);
    perform({ state: draft, chooser }, action);
  });
}

export interface ApplyOptions {
  /** Called with the working copy before the action starts (a chooser may want to look at it while deciding). */
  readonly observe?: (draft: GameState) => void;
}

function perform(ctx: Ctx, a: Action): void {
  const { state } = ctx;
  if (gameOver(state)) illegal("the game is over", "104.2a");
  const p = player(state, a.player);
  // 104.3: a player who has lost takes no more actions — but may pass the priority they still hold.
  if (p.lost && a.kind !== "pass") illegal(`${a.player} has lost the game and takes no more actions`, "104.3");
  switch (a.kind) {
    case "pass":
      mustHavePriority(state, a.player);
      passPriority(ctx);
      return;
    case "cast":
      mustHavePriority(state, a.player);
      mustBeAPriorityStep(state);
      castSpell(ctx, {
        object: a.object,
        by: a.player,
        ...(a.modes ? { modes: a.modes } : {}),
        ...(a.kicked !== undefined ? { kicked: a.kicked } : {}),
        ...(a.faceDown !== undefined ? { faceDown: a.faceDown } : {}),
      });
      return;
    case "activate":
      mustHavePriority(state, a.player);
      mustBeAPriorityStep(state);
      activateAbility(ctx, { object: a.object, ability: a.ability, by: a.player });
      return;
    case "playLand":
      mustHavePriority(state, a.player);
      mustBeAPriorityStep(state);
      if (object(state, a.object).owner !== a.player) illegal(`${a.player} can play only their own lands`, "305.1");
      playLand(ctx, a.object);
      return;
    case "turnFaceUp": {
      mustHavePriority(state, a.player);
      mustBeAPriorityStep(state);
      const controller = derive(state).get(a.object)?.controller;
      if (controller !== a.player) illegal(`${a.player} doesn't control ${a.object}`, "702.37e");
      turnFaceUp(ctx, a.object);
      return;
    }
    case "attack":
      if (a.player !== state.turn.active)
        illegal(`${a.player} is not the active player: only the active player declares attackers`, "508.1");
      declareAttackers(ctx, new Map(a.attackers.map((x) => [x.attacker, x.defender] as const)));
      return;
    case "block": {
      if (a.player === state.turn.active) illegal("the active player doesn't declare blockers", "509.1");
      const d = derive(state);
      for (const b of a.blockers) {
        if (d.get(b.blocker)?.controller !== a.player)
          illegal(
            `${a.player} doesn't control ${b.blocker}: a player blocks only with creatures they control`,
            "509.1a",
          );
      }
      if (new Set(a.blockers.map((b) => b.blocker)).size !== a.blockers.length)
        illegal("a creature blocks only one attacker", "509.1a");
      declareBlockers(ctx, new Map(a.blockers.map((x) => [x.blocker, x.attacker] as const)));
      return;
    }
    case "resolve": {
      const n = a.count === "all" ? MAX_RESOLVES : a.count;
      if (state.stack.length === 0) illegal("the stack is empty: there is nothing to resolve", "608.1");
      for (let i = 0; i < n && state.stack.length > 0; i++) resolveTop(ctx);
      if (a.count === "all" && state.stack.length > 0) {
        throw new RulesViolation({
          code: "rules.loop",
          message: `the stack was still not empty after ${MAX_RESOLVES} resolutions`,
          rule: "104.4b",
        });
      }
      return;
    }
    case "advance":
      advance(ctx, a.to, a.nextTurn);
      return;
    case "becomeCopy":
      // As the scenario step does (docs/scenario-format.md §4.2): an effect of the active player's, without a source.
      becomeCopy(ctx, {
        target: a.object,
        of: a.of,
        exceptions: [],
        duration: "permanent",
        sourceId: null,
        controller: state.turn.active,
        text: "becomes a copy (scenario)",
      });
      beforePriority(ctx);
      return;
    case "createTokenCopy":
      if (!state.objects[a.of]) illegal(`there is no object ${a.of}`);
      createTokenCopy(ctx, a.of, a.player, [], "a token-copy effect (scenario)", moveObject);
      beforePriority(ctx);
      return;
    case "copySpell":
      copySpellAndNotice(ctx, { of: a.of, controller: a.player, exceptions: [], mayChooseNewTargets: a.newTargets });
      beforePriority(ctx);
      return;
    case "move":
      object(state, a.object);
      moveObject(ctx, a.object, a.to);
      beforePriority(ctx);
      return;
    case "damage":
      if (!own(state.objects, a.to) && !state.players.some((p) => p.name === a.to))
        illegal(`${a.to} is neither an object nor a player`);
      dealDamage(ctx, null, a.to, a.amount);
      beforePriority(ctx);
      return;
  }
}

/** 117.1: a player may cast a spell, activate an ability, take a special action or pass only with priority. */
function mustHavePriority(state: GameState, who: string): void {
  const holder = priorityHolder(state);
  if (holder !== who) illegal(`${who} doesn't have priority (${holder} has)`, "117.1");
}

/** 502.4, 514.3: nobody receives priority in the untap step, nor in a cleanup step where nothing happened: passing only moves on. */
function mustBeAPriorityStep(state: GameState): void {
  if (noPriorityNow(state))
    illegal(
      `no player receives priority during the ${state.turn.step} step`,
      state.turn.step === "untap" ? "502.4" : "514.3",
    );
}
