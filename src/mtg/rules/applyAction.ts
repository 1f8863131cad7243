import { own } from "../../kernel/records.js";
import { RulesViolation, type Result } from "../../kernel/problem.js";
import { becomeCopy } from "../copy/becomeCopy.js";
import { createTokenCopy, enterBattlefield } from "./enter.js";
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
import { type Action, noPriorityNow, priorityHolder, type ScenarioLeniency } from "./legalActions.js";
import { gameOver } from "./gameOver.js";
import { object, player } from "../game/objects.js";
import { beforePriority } from "./priority.js";
import { passPriority, playLand } from "./priorityActions.js";
import { playPermission } from "./playFromExile.js";
import { resolveTop } from "./resolve.js";
import { advance, endTurn } from "./turn.js";
import { moveObject } from "./zones.js";
import { foretellCard } from "./foretell.js";
import { suspendCard } from "./suspend.js";
import { moveOntoBattlefieldTogether } from "./enterTogether.js";
import { addCountersTo, removeCountersFrom } from "./counters.js";
import { transformPermanent } from "./cardActions.js";
import { copyForEachPossibleTargetAndNotice, copySpellAndNotice } from "./spellCopied.js";
import { copyAdditionalTimes } from "./spellCopyAdditional.js";
import type { ObjectId, PlayerId } from "../model/object.js";

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
    performAction({ state: draft, chooser }, action);
  });
}

export interface ApplyOptions {
  /** Called with the working copy before the action starts (a chooser may want to look at it while deciding). */
  readonly observe?: (draft: GameState) => void;
}

/**
 * Performs an action on the working copy `ctx.state` (the body of `applyAction`, which wraps it in
 * `act()`); the scenario runner performs its steps through it too. Returns the object the action
 * put on the stack or made (a spell, an ability, a token, a copy of a spell), else null. Throws a
 * `RulesViolation` when the rules refuse the action.
 */
export function performAction(ctx: Ctx, a: Action): ObjectId | null {
  const { state } = ctx;
  if (gameOver(state)) illegal("the game is over", "104.2a");
  const p = player(state, a.player);
  // 104.3: a player who has lost takes no more actions — but may pass the priority they still hold.
  if (p.lost && a.kind !== "pass") illegal(`${a.player} has lost the game and takes no more actions`, "104.3");
  switch (a.kind) {
    case "pass":
      mustHavePriority(state, a.player);
      passPriority(ctx);
      return null;
    case "cast": {
      mayAct(state, a);
      const { kind: _kind, player: by, takePriority: _lenient, ...choices } = a;
      return castSpell(ctx, { ...choices, by });
    }
    case "activate":
      mayAct(state, a);
      return activateAbility(ctx, {
        object: a.object,
        ability: a.ability,
        by: a.player,
        ...(a.targets !== undefined ? { targets: a.targets } : {}),
        ...(a.x !== undefined ? { x: a.x } : {}),
        ...(a.modes !== undefined ? { modes: a.modes } : {}),
      });
    case "playLand":
      mayAct(state, a);
      if (
        object(state, a.object).owner !== a.player &&
        !playPermission(state, object(state, a.object), a.player, "land")
      )
        illegal(`${a.player} can play only their own lands`, "305.1");
      playLand(ctx, a.object, a.face ?? 0, a.player);
      return null;
    case "turnFaceUp": {
      mayAct(state, a);
      const controller = derive(state).get(a.object)?.controller;
      if (controller !== a.player) illegal(`${a.player} doesn't control ${a.object}`, "702.37e");
      turnFaceUp(ctx, a.object);
      return null;
    }
    case "attack":
      if (a.player !== state.turn.active)
        illegal(`${a.player} is not the active player: only the active player declares attackers`, "508.1");
      declareAttackers(ctx, new Map(a.attackers.map((x) => [x.attacker, x.defender] as const)));
      return null;
    case "block": {
      if (a.player === state.turn.active) illegal("the active player doesn't declare blockers", "509.1");
      const d = derive(state);
      for (const b of a.blockers) {
        if (!a.allDefenders && d.get(b.blocker)?.controller !== a.player)
          illegal(
            `${a.player} doesn't control ${b.blocker}: a player blocks only with creatures they control`,
            "509.1a",
          );
      }
      if (new Set(a.blockers.map((b) => b.blocker)).size !== a.blockers.length)
        illegal("a creature blocks only one attacker", "509.1a");
      declareBlockers(ctx, new Map(a.blockers.map((x) => [x.blocker, x.attacker] as const)));
      return null;
    }
    case "foretell":
    case "suspend": {
      // 116.2f, 116.2h: special actions a card's owner takes from their hand.
      mayAct(state, a);
      const rule = a.kind === "foretell" ? "702.143a" : "702.62a";
      if (object(state, a.object).owner !== a.player) illegal(`${a.player} can ${a.kind} only their own cards`, rule);
      (a.kind === "foretell" ? foretellCard : suspendCard)(ctx, a.object);
      return null;
    }
    case "resolve": {
      const n = a.count === "all" ? MAX_RESOLVES : a.count;
      // "all": until the stack is empty, which it may already be; a number of objects needs them there.
      if (state.stack.length === 0 && a.count !== "all")
        illegal("the stack is empty: there is nothing to resolve", "608.1");
      for (let i = 0; i < n && state.stack.length > 0; i++) {
        ctx.beforeResolving?.();
        resolveTop(ctx);
      }
      if (a.count === "all" && state.stack.length > 0) {
        throw new RulesViolation({
          code: "rules.loop",
          message: `the stack was still not empty after ${MAX_RESOLVES} resolutions`,
          rule: "104.4b",
        });
      }
      return null;
    }
    case "advance":
      advance(ctx, a.to, a.nextTurn);
      return null;
    case "endTurn":
      endTurn(ctx);
      return null;
    default:
      return asIfAnEffect(ctx, a);
  }
}

/** The test conveniences (docs/scenario-format.md §4.2): each as if an effect did it, then state-based actions and triggers (117.5). */
function asIfAnEffect(ctx: Ctx, a: Action): ObjectId | null {
  const made = convenience(ctx, a);
  beforePriority(ctx);
  return made;
}

function convenience(ctx: Ctx, a: Action): ObjectId | null {
  const { state } = ctx;
  switch (a.kind) {
    case "becomeCopy":
      // An effect of the active player's, without a source.
      becomeCopy(ctx, {
        target: object(state, a.object).id,
        of: object(state, a.of).id,
        exceptions: a.except ?? [],
        duration: "permanent",
        sourceId: null,
        controller: state.turn.active,
        text: "becomes a copy (scenario)",
      });
      return null;
    case "createTokenCopy":
      if (!state.objects[a.of]) illegal(`there is no object ${a.of}`);
      return (
        createTokenCopy(ctx, a.of, a.player, a.except ?? [], "a token-copy effect (scenario)", moveObject)?.id ?? null
      );
    case "copySpell":
      if (a.forEachPossibleTarget) {
        if (copyForEachPossibleTargetAndNotice(ctx, a.of, a.player).length > 0)
          copyAdditionalTimes(ctx, a.of, a.player, []); // 614.1a
        return null;
      }
      return copyThenAdditional(ctx, a.of, a.player, {
        of: a.of,
        controller: a.player,
        exceptions: [],
        mayChooseNewTargets: a.newTargets === true,
        ...(Array.isArray(a.newTargets) ? { newTargets: a.newTargets } : {}),
      });
    case "move": {
      const options = a.controller ? { controller: a.controller } : {};
      if (typeof a.object === "string") {
        object(state, a.object);
        moveObject(ctx, a.object, a.to, options);
        return null;
      }
      if (a.to !== "battlefield") illegal("objects move at the same time only onto the battlefield", "603.6a");
      moveOntoBattlefieldTogether(
        ctx,
        a.object.map((id) => object(state, id).id),
        options,
      );
      return null;
    }
    case "damage":
      if (!own(state.objects, a.to) && !state.players.some((p) => p.name === a.to))
        illegal(`${a.to} is neither an object nor a player`);
      dealDamage(ctx, a.source !== undefined ? object(state, a.source).id : null, a.to, a.amount);
      return null;
    case "addCounters":
    case "removeCounters": {
      const id = object(state, a.object).id;
      for (const [kind, n] of Object.entries(a.counters))
        if (a.kind === "addCounters") addCountersTo(ctx, id, kind, n);
        else removeCountersFrom(ctx, id, kind, n);
      return null;
    }
    case "createToken":
      return enterBattlefield(ctx, {
        card: null,
        token: { faces: a.token.faces, createdBy: "a token-creating effect (scenario)" },
        owner: a.player,
        controller: a.player,
        tapped: false,
        faceDown: false,
        face: 0,
        move: moveObject,
        fromSpell: null,
      }).id;
    case "transform":
      // 701.27a: only a permanent transforms; the rules' own transform does the rest (701.27c, 712.4c).
      if (object(state, a.object).zone !== "battlefield") illegal("only a permanent can transform", "701.27a");
      transformPermanent(ctx, a.object);
      return null;
    default:
      return illegal(`${a.kind} is not a test convenience`);
  }
}

/** 117.1, 502.4, 514.3: who may act now — unless the scenario format's leniency lets the player take priority. */
function mayAct(state: GameState, a: Action & ScenarioLeniency): void {
  if (a.takePriority) return;
  mustHavePriority(state, a.player);
  mustBeAPriorityStep(state);
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

/** A copy effect of a scenario: the copy, then any additional copies (614.1a); the first copy's id. */
function copyThenAdditional(
  ctx: Ctx,
  of: ObjectId,
  player: PlayerId,
  args: Parameters<typeof copySpellAndNotice>[1],
): ObjectId {
  const id = copySpellAndNotice(ctx, args);
  copyAdditionalTimes(ctx, of, player, []);
  return id;
}
