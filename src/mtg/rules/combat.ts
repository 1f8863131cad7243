import { anyInCombat } from "../game/inCombat.js";
import { own } from "../../kernel/records.js";
import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changed, changedNoObject, illegal, log } from "../game/draft.js";
import { givePriority } from "./priority.js";
import { controlledSinceTurnBegan } from "./sickness.js";
import { evasionForbids } from "./evasion.js";
import { hasProtectionFrom } from "../game/targets.js";
import {
  atMostOneBlocker,
  attackForbiddenAgainst,
  attacksDespiteDefender,
  blockForbidden,
  forbiddenToAttack,
  mustAttack,
} from "./ruleEffects.js";
import { detectTriggers } from "./triggers.js";
import { advance } from "./turn.js";
import { recordAttack } from "./turnHistory.js";
import { exertAttackers } from "./exert.js";
import { defendingPlayerOf } from "./defendingPlayer.js";
import { writable } from "../model/writableObject.js";
import { checkGoadedAttackTargets, isGoaded } from "./goad.js";

export { defendingPlayerOf };

const hasKeyword = (ctx: Ctx, id: ObjectId, k: string) =>
  derive(ctx.state)
    .get(id)
    ?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === k) ?? false;

/** 508.1: the active player declares attackers (each attacking a player or a battle). */
export function declareAttackers(ctx: Ctx, attacks: ReadonlyMap<ObjectId, ObjectId | PlayerId>): void {
  const { state } = ctx;
  if (state.turn.step !== "declareAttackers") {
    if (state.turn.step !== "beginCombat" && state.turn.step !== "main1")
      illegal("attackers are declared in the declare attackers step", "508.1");
    if (state.turn.step === "main1") advance(ctx, "beginCombat");
    mustBeEmptyStack(ctx, "the combat steps can't go on while the stack isn't empty", "500.2");
    state.turn = { ...state.turn, step: "declareAttackers" };
  }
  if (anyInCombat(state, "attacking")) illegal("attackers have already been declared this combat", "508.1");
  const d = derive(state);
  for (const [id, target] of attacks) {
    const c = d.get(id);
    const o = state.objects[id];
    if (!o || !c || o.zone !== "battlefield") illegal(`${id} is not on the battlefield`, "508.1a");
    if (!c.types.includes("Creature")) illegal(`${c.name ?? id} is not a creature`, "508.1a");
    if (c.types.includes("Battle")) illegal(`${c.name ?? id} is a battle and can't attack`, "508.1a");
    if (c.controller !== state.turn.active) illegal(`${c.name ?? id} isn't controlled by the active player`, "508.1a");
    if (o.status.tapped) illegal(`${c.name ?? id} is tapped`, "508.1a");
    if (!controlledSinceTurnBegan(state, id) && !hasKeyword(ctx, id, "haste"))
      illegal(`${c.name ?? id} has summoning sickness`, "302.6");
    if (hasKeyword(ctx, id, "defender") && !attacksDespiteDefender(d, id))
      illegal(`${c.name ?? id} has defender`, "702.3b");
    if (forbiddenToAttack(d, id)) illegal(`${c.name ?? id} can't attack`, "508.1c");
    checkAttackable(ctx, target, c.name ?? id);
    writable(state, o).attacking = target;
    const defending = defendingPlayerOf(state, d, id);
    if (defending !== null && attackForbiddenAgainst(d, id, defending))
      illegal(`${c.name ?? id} can't attack ${defending}: the condition of its restriction isn't met`, "508.1c");
    if (!hasKeyword(ctx, id, "vigilance")) writable(state, o).status.tapped = true; // 508.1f
    log(state, "attack", `${c.name ?? id} attacks ${target}`, "508.1", state.objects[target] ? [id, target] : [id]);
  }
  // 508.1d: a creature that "attacks each combat if able" and could attack must be declared.
  for (const id of state.battlefield) {
    if (attacks.has(id) || !(mustAttack(d, id) || isGoaded(state, id))) continue; // 701.15b too
    const c = d.get(id);
    const o = state.objects[id];
    if (!c?.types.includes("Creature") || c.controller !== state.turn.active || !o || o.status.tapped) continue;
    if (
      (!controlledSinceTurnBegan(state, id) && !hasKeyword(ctx, id, "haste")) ||
      (hasKeyword(ctx, id, "defender") && !attacksDespiteDefender(d, id))
    )
      continue;
    if (forbiddenToAttack(d, id)) continue; // 508.1d: a restriction wins over a requirement

    illegal(`${c.name ?? id} attacks each combat if able: it must be declared as an attacker`, "508.1d");
  }
  checkGoadedAttackTargets(state, d, attacks); // 701.15b, 508.1d
  const exerted = exertAttackers(ctx, d, [...attacks.keys()]); // 508.1g
  if (attacks.size > 0) {
    // 506.4: who controlled each attacker and each attacked permanent as combat began for it.
    const controllers: Record<ObjectId, PlayerId> = {};
    for (const [id, target] of attacks) {
      controllers[id] = state.turn.active;
      const tc = own(state.objects, target) ? d.get(target)?.controller : undefined;
      if (tc !== undefined) controllers[target] = tc;
    }
    const attackedPlayers = [...new Set(attacks.values())].filter((t) => state.players.some((p) => p.name === t));
    state.combat = {
      blocked: [],
      attackingNothing: [],
      controllers,
      attackedPlayers,
      damageSteps: 0,
      firstStrikers: null,
    };
    recordAttack(state, state.turn.active, [...attacks.keys()]);
  }
  if (attacks.size > 0) changed(state, ...attacks.keys());
  else changedNoObject(state);
  const after = derive(state);
  for (const id of attacks.keys()) detectTriggers(ctx, { event: "attacks", id }, after);
  for (const id of exerted) detectTriggers(ctx, { event: "exerted", id }, after);
  // 506.5: a creature attacks alone if it's the only creature declared as an attacker.
  const [alone] = attacks.size === 1 ? attacks.keys() : [];
  if (alone !== undefined) detectTriggers(ctx, { event: "attacksAlone", id: alone }, after);
  givePriority(ctx, state.turn.active);
}

/** 509.1: the defending player declares blockers. */
export function declareBlockers(ctx: Ctx, blocks: ReadonlyMap<ObjectId, ObjectId>): void {
  const { state } = ctx;
  if (state.turn.step === "declareAttackers") {
    mustBeEmptyStack(ctx, "the declare attackers step can't end while the stack isn't empty", "500.2");
    state.turn = { ...state.turn, step: "declareBlockers" };
  }
  if (state.turn.step !== "declareBlockers") illegal("blockers are declared in the declare blockers step", "509.1");
  if (anyInCombat(state, "blocking")) illegal("blockers have already been declared this combat", "509.1");
  const d = derive(state);
  for (const [id, attacker] of blocks) {
    const c = d.get(id);
    const o = state.objects[id];
    const a = d.get(attacker);
    if (!o || !c?.types.includes("Creature") || o.zone !== "battlefield")
      illegal(`${id} can't block: it isn't a creature on the battlefield`, "509.1a");
    if (c.types.includes("Battle")) illegal(`${c.name ?? id} is a battle and can't block`, "509.1a");
    if (o.status.tapped) illegal(`${c.name ?? id} is tapped and can't block`, "509.1a");
    if (!a || state.objects[attacker]?.attacking == null) illegal(`${attacker} is not attacking`, "509.1a");
    if (hasKeyword(ctx, attacker, "flying") && !hasKeyword(ctx, id, "flying") && !hasKeyword(ctx, id, "reach")) {
      illegal(`${c.name ?? id} can't block ${a.name ?? attacker}, which has flying`, "702.9b");
    }
    if (hasProtectionFrom(d, attacker, c.colors))
      illegal(`${a.name ?? attacker} has protection from a color of ${c.name ?? id}`, "702.16f");
    const evasion = evasionForbids(d, attacker, id);
    if (evasion) illegal(`${c.name ?? id} can't block ${a.name ?? attacker}: ${evasion.reason}`, evasion.rule);
    const forbidden = blockForbidden(d, attacker, id);
    if (forbidden) illegal(`${c.name ?? id} can't block ${a.name ?? attacker}: ${forbidden}`, "509.1b");
    // 509.1a, 310.8c: only the player an attacker attacks (a planeswalker's controller, a battle's protector) blocks it.
    const defending = defendingPlayerOf(state, d, attacker);
    if (defending !== null && c.controller !== defending) {
      const attacked = state.objects[attacker]?.attacking ?? "";
      const isBattle = d.get(attacked)?.types.includes("Battle") === true;
      illegal(
        isBattle
          ? `${c.name ?? id} can't block ${a.name ?? attacker}: only creatures of ${defending}, the protector of the battle it attacks, can block it`
          : `${c.name ?? id} can't block ${a.name ?? attacker}: it attacks ${defending}, not ${c.controller}`,
        isBattle ? "310.8c" : "509.1a",
      );
    }
    writable(state, o).blocking = attacker;
    if (state.combat) {
      if (!state.combat.blocked.includes(attacker)) state.combat.blocked.push(attacker); // 509.1h
      state.combat.controllers[id] = c.controller;
    }
  }
  // 702.111b: a creature with menace can't be blocked except by two or more creatures.
  for (const attacker of new Set(blocks.values())) {
    const n = [...blocks.values()].filter((a) => a === attacker).length;
    if (n === 1 && hasKeyword(ctx, attacker, "menace"))
      illegal(`${d.get(attacker)?.name ?? attacker} has menace: it can't be blocked by just one creature`, "702.111b");
    if (n > 1 && atMostOneBlocker(d, attacker))
      illegal(`${d.get(attacker)?.name ?? attacker} can't be blocked by more than one creature`, "509.1b");
  }
  if (blocks.size > 0) changed(state, ...blocks.keys());
  else changedNoObject(state);
  // 509.3c: "Whenever [a creature] becomes blocked" triggers once per blocked attacker.
  const blockedNow = derive(state);
  for (const attacker of new Set(blocks.values()))
    detectTriggers(ctx, { event: "becameBlocked", id: attacker }, blockedNow);
  // 509.1i, 509.3a: "whenever [a creature] blocks" triggers once per blocker declared.
  for (const [blocker, attacker] of blocks) detectTriggers(ctx, { event: "blocks", id: blocker, attacker }, blockedNow);
  givePriority(ctx, state.turn.active);
}

function mustBeEmptyStack(ctx: Ctx, message: string, rule: string): void {
  if (ctx.state.stack.length > 0) illegal(message, rule);
}

/**
 * 508.1b, 310.8b, 506.2: what a creature may attack — an opponent in the game, a planeswalker an
 * opponent controls, or a battle an opponent protects (so a Siege's controller may attack it, and
 * its protector never can).
 */
function checkAttackable(ctx: Ctx, target: ObjectId | PlayerId, attackerName: string): void {
  const { state } = ctx;
  const active = state.turn.active;
  const isOpponent = (p: PlayerId | null | undefined) =>
    p !== null && p !== undefined && p !== active && state.players.some((x) => x.name === p && !x.lost);
  const o = own(state.objects, target);
  if (!o) {
    if (!isOpponent(target))
      illegal(`${attackerName} can't attack ${target}: only an opponent still in the game can be attacked`, "508.1b");
    return;
  }
  const c = derive(state).get(target);
  if (o.zone !== "battlefield" || !c)
    illegal(`${attackerName} can't attack ${target}: it isn't on the battlefield`, "508.1b");
  if (c.types.includes("Battle")) {
    if (o.protector === active)
      illegal(
        `${attackerName} can't attack ${c.name ?? target}: ${active} is its protector, and a battle's protector can't attack it`,
        "310.8b",
      );
    if (!isOpponent(o.protector))
      illegal(`${attackerName} can't attack ${c.name ?? target}: its protector isn't a defending player`, "310.8b");
    return;
  }
  if (c.types.includes("Planeswalker")) {
    if (!isOpponent(c.controller))
      illegal(`${attackerName} can't attack ${c.name ?? target}: it isn't controlled by an opponent`, "508.1b");
    return;
  }
  illegal(
    `${attackerName} can't attack ${c.name ?? target}: only players, planeswalkers and battles can be attacked`,
    "508.1b",
  );
}
