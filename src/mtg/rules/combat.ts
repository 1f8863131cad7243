import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "./ctx.js";
import { changed, illegal, log } from "./draft.js";
import { dealDamage } from "./damage.js";
import { givePriority } from "./priority.js";
import { controlledSinceTurnBegan } from "./sickness.js";
import { hasProtectionFrom } from "./targets.js";
import { detectTriggers } from "./triggers.js";
import { advance } from "./turn.js";

const hasKeyword = (ctx: Ctx, id: ObjectId, k: string) =>
  derive(ctx.state).get(id)?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === k) ?? false;

/** 508.1: the active player declares attackers (each attacking a player or a battle). */
export function declareAttackers(ctx: Ctx, attacks: ReadonlyMap<ObjectId, ObjectId | PlayerId>): void {
  const { state } = ctx;
  if (state.turn.step !== "declareAttackers") {
    if (state.turn.step !== "beginCombat" && state.turn.step !== "main1") illegal("attackers are declared in the declare attackers step", "508.1");
    if (state.turn.step === "main1") advance(ctx, "beginCombat");
    mustBeEmptyStack(ctx, "the combat steps can't go on while the stack isn't empty", "500.2");
    state.turn = { ...state.turn, step: "declareAttackers" };
  }
  if (Object.values(state.objects).some((o) => o.attacking !== null)) illegal("attackers have already been declared this combat", "508.1");
  const d = derive(state);
  for (const [id, target] of attacks) {
    const c = d.get(id);
    const o = state.objects[id];
    if (!o || !c || o.zone !== "battlefield") illegal(`${id} is not on the battlefield`, "508.1a");
    if (!c.types.includes("Creature")) illegal(`${c.name ?? id} is not a creature`, "508.1a");
    if (c.types.includes("Battle")) illegal(`${c.name ?? id} is a battle and can't attack`, "310.10");
    if (c.controller !== state.turn.active) illegal(`${c.name ?? id} isn't controlled by the active player`, "508.1a");
    if (o.status.tapped) illegal(`${c.name ?? id} is tapped`, "508.1a");
    if (!controlledSinceTurnBegan(state, id) && !hasKeyword(ctx, id, "haste")) illegal(`${c.name ?? id} has summoning sickness`, "302.6");
    if (hasKeyword(ctx, id, "defender")) illegal(`${c.name ?? id} has defender`, "702.3b");
    o.attacking = target;
    if (!hasKeyword(ctx, id, "vigilance")) o.status.tapped = true; // 508.1f
    log(state, "attack", `${c.name ?? id} attacks ${target}`, "508.1");
  }
  changed(state);
  const after = derive(state);
  for (const id of attacks.keys()) detectTriggers(ctx, { e: "attacks", id }, after);
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
  if (Object.values(state.objects).some((o) => o.blocking !== null)) illegal("blockers have already been declared this combat", "509.1");
  const d = derive(state);
  for (const [id, attacker] of blocks) {
    const c = d.get(id);
    const o = state.objects[id];
    const a = d.get(attacker);
    if (!o || !c?.types.includes("Creature") || o.zone !== "battlefield") illegal(`${id} can't block: it isn't a creature on the battlefield`, "509.1a");
    if (c.types.includes("Battle")) illegal(`${c.name ?? id} is a battle and can't block`, "310.10");
    if (o.status.tapped) illegal(`${c.name ?? id} is tapped and can't block`, "509.1a");
    if (!a || state.objects[attacker]?.attacking == null) illegal(`${attacker} is not attacking`, "509.1a");
    if (hasKeyword(ctx, attacker, "flying") && !hasKeyword(ctx, id, "flying") && !hasKeyword(ctx, id, "reach")) {
      illegal(`${c.name ?? id} can't block ${a.name ?? attacker}, which has flying`, "702.9b");
    }
    if (hasProtectionFrom(d, attacker, c.colors)) illegal(`${a.name ?? attacker} has protection from a color of ${c.name ?? id}`, "702.16f");
    o.blocking = attacker;
  }
  changed(state);
  givePriority(ctx, state.turn.active);
}

function mustBeEmptyStack(ctx: Ctx, message: string, rule: string): void {
  if (ctx.state.stack.length > 0) illegal(message, rule);
}

/** 510.1-2: combat damage, dealt simultaneously (first strike not yet distinguished). */
export function combatDamage(ctx: Ctx): void {
  const { state } = ctx;
  const d = derive(state);
  const attackers = Object.values(state.objects).filter((o) => o.attacking !== null && o.zone === "battlefield");
  for (const a of attackers) {
    const power = d.get(a.id)?.power ?? 0;
    const blockers = Object.values(state.objects).filter((o) => o.blocking === a.id);
    if (blockers.length === 0 && a.attacking) {
      dealDamage(ctx, a.id, a.attacking, power);
      if (!state.objects[a.attacking]) detectTriggers(ctx, { e: "combatDamageToPlayer", id: a.id, player: a.attacking }, derive(state));
    } else {
      const first = blockers[0];
      if (first) dealDamage(ctx, a.id, first.id, power);
    }
    for (const b of blockers) dealDamage(ctx, b.id, a.id, d.get(b.id)?.power ?? 0);
  }
}

/** 511.3: creatures and battles stop being in combat. */
export function endCombat(ctx: Ctx): void {
  for (const o of Object.values(ctx.state.objects)) {
    o.attacking = null;
    o.blocking = null;
  }
  changed(ctx.state);
}
