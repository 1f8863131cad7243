import { own } from "../../kernel/records.js";
import { type Derived, derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { CombatState, GameState } from "../model/state.js";
import { removeFromCombatWhereNeeded } from "./leaveCombat.js";
import type { Ctx } from "../game/ctx.js";
import { orderForShields } from "./prevention/simultaneous.js";
import { dealDamage, dealDamageAtOnce } from "./damage.js";
import { changedNoObject, illegal, log } from "../game/draft.js";
import { detectTriggers } from "./triggers.js";

/** One creature's combat damage to one player or permanent (510.1). */
interface Assignment {
  readonly source: ObjectId;
  readonly to: ObjectId | PlayerId;
  readonly amount: number;
}

function hasKeyword(d: Derived, id: ObjectId, k: string): boolean {
  return d.get(id)?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === k) ?? false;
}

const strikesFirst = (d: Derived, id: ObjectId) =>
  hasKeyword(d, id, "first strike") || hasKeyword(d, id, "double strike");

function isPlayerInGame(state: GameState, who: string): boolean {
  return state.players.some((p) => p.name === who && !p.lost);
}

/**
 * 510.4 (702.4b, 702.7b): whether the combat damage step just performed was a first-strike step,
 * so that a second combat damage step follows.
 */
export function secondCombatDamageStepDue(state: GameState): boolean {
  return state.turn.step === "combatDamage" && state.combat?.firstStrikers != null && state.combat.damageSteps === 1;
}

/**
 * 510.1-2: the combat damage step's turn-based action. In the first step, if an attacking or
 * blocking creature has first strike or double strike, only those creatures deal damage (510.4);
 * in the second, the others and those that have double strike now. Each attacking creature's
 * damage is assigned by the active player, then each blocking creature's by its controller; when
 * a creature's damage has to be divided (several blockers, trample), its controller decides how
 * much each recipient gets (510.1c-d, 702.19b). Then all of it is dealt at once (510.2).
 */
export function combatDamage(ctx: Ctx): void {
  const { state } = ctx;
  removeFromCombatWhereNeeded(ctx);
  const combat = state.combat;
  if (!combat) return;
  const d = derive(state);
  const attackers = state.battlefield.filter((id) => state.objects[id]?.attacking != null);
  const blockers = state.battlefield.filter((id) => state.objects[id]?.blocking != null);
  const everyone = [...attackers, ...blockers];
  let dealers: ObjectId[];
  if (combat.damageSteps === 0) {
    const first = everyone.filter((id) => strikesFirst(d, id));
    combat.firstStrikers = first.length > 0 ? first : null;
    dealers = first.length > 0 ? first : everyone;
    if (first.length > 0)
      log(
        state,
        "combat",
        "first-strike combat damage step: only creatures with first strike or double strike deal damage",
        "510.4",
      );
  } else {
    const hadFirst = combat.firstStrikers ?? [];
    dealers = everyone.filter((id) => !hadFirst.includes(id) || hasKeyword(d, id, "double strike"));
    log(state, "combat", "second combat damage step", "510.4");
  }
  combat.damageSteps++;
  changedNoObject(state);
  const assignments: Assignment[] = [];
  for (const id of attackers)
    if (dealers.includes(id)) assignments.push(...assignAttacker(ctx, d, combat, id, assignments));
  for (const id of blockers) if (dealers.includes(id)) assignments.push(...assignBlocker(ctx, d, id));
  // 510.2: all combat damage is dealt simultaneously.
  // 615.6: damage a prevention effect prevented was never dealt: it triggers nothing.
  const dealt: Assignment[] = [];
  dealDamageAtOnce(ctx, (gains) => {
    for (const a of orderForShields(ctx, d, assignments)) {
      log(
        state,
        "combat",
        `${d.get(a.source)?.name ?? a.source} deals ${a.amount} combat damage to ${d.get(a.to)?.name ?? a.to}`,
        "510.2",
        state.objects[a.to] ? [a.source, a.to] : [a.source],
      );
      dealt.push({ ...a, amount: dealDamage(ctx, a.source, a.to, a.amount, gains, true) });
    }
  });
  const after = derive(state);
  const toPlayers = new Map<ObjectId, { readonly player: PlayerId; amount: number }>();
  for (const a of dealt)
    if (a.amount > 0 && !own(state.objects, a.to) && state.players.some((p) => p.name === a.to)) {
      const seen = toPlayers.get(a.source);
      if (seen) seen.amount += a.amount;
      else toPlayers.set(a.source, { player: a.to, amount: a.amount });
    }
  for (const [source, { player: who, amount }] of toPlayers)
    detectTriggers(ctx, { event: "combatDamageToPlayer", id: source, player: who, amount }, after);
  // 603.2c: "Whenever one or more creatures … deal combat damage to a player": once for each player dealt it.
  for (const who of new Set([...toPlayers.values()].map((t) => t.player))) {
    const sources = [...toPlayers].filter(([, t]) => t.player === who).map(([source]) => source);
    detectTriggers(ctx, { event: "combatDamageToPlayerBatch", player: who, sources }, after);
  }
  // 510.2: one event per creature each source dealt combat damage to (the creature may be dying now).
  const toCreatures = new Set<string>();
  for (const a of dealt)
    if (a.amount > 0 && d.get(a.to)?.types.includes("Creature") && !toCreatures.has(`${a.source} ${a.to}`)) {
      toCreatures.add(`${a.source} ${a.to}`);
      detectTriggers(ctx, { event: "combatDamageToCreature", id: a.source, creature: a.to }, after);
    }
}

/**
 * 702.19b: the damage that is lethal for a blocking creature now — its toughness less the damage
 * already marked and assigned to it this step; any nonzero amount from a deathtouch source (702.2c).
 */
function lethalDamage(
  state: GameState,
  d: Derived,
  source: ObjectId,
  blocker: ObjectId,
  already: readonly Assignment[],
): number {
  const toughness = d.get(blocker)?.toughness ?? 0;
  const marked = state.objects[blocker]?.damage ?? 0;
  const assigned = already.filter((a) => a.to === blocker).reduce((n, a) => n + a.amount, 0);
  const left = Math.max(0, toughness - marked - assigned);
  return left > 0 && hasKeyword(d, source, "deathtouch") ? 1 : left;
}

/** 510.1a-c, 702.19: how one attacking creature assigns its combat damage. */
function assignAttacker(
  ctx: Ctx,
  d: Derived,
  combat: CombatState,
  id: ObjectId,
  already: readonly Assignment[],
): Assignment[] {
  const { state } = ctx;
  const o = state.objects[id];
  const name = d.get(id)?.name ?? id;
  const power = d.get(id)?.power ?? 0;
  if (!o || power <= 0) return []; // 510.1a
  const target = o.attacking;
  const defenderOk =
    target !== null &&
    !combat.attackingNothing.includes(id) &&
    (own(state.objects, target) ? own(state.objects, target)?.zone === "battlefield" : isPlayerInGame(state, target));
  const trample = hasKeyword(d, id, "trample");
  if (!combat.blocked.includes(id)) {
    if (!defenderOk || target === null) {
      log(state, "combat", `${name} is attacking nothing: it assigns no combat damage`, "510.1b");
      return [];
    }
    return [{ source: id, to: target, amount: power }]; // 510.1b
  }
  const blockers = state.battlefield.filter((b) => state.objects[b]?.blocking === id);
  if (blockers.length === 0) {
    // 509.1h: it stays blocked. 702.19d: with trample, all of it goes to what it attacks.
    if (trample && defenderOk && target !== null) return [{ source: id, to: target, amount: power }];
    log(
      state,
      "combat",
      `${name} is blocked but no creature blocks it any more: it assigns no combat damage`,
      "510.1c",
    );
    return [];
  }
  const only = blockers[0];
  if (blockers.length === 1 && !trample && only !== undefined) return [{ source: id, to: only, amount: power }]; // 510.1c
  // 510.1c, 702.19b: its controller divides the damage; the last recipient gets what is left.
  const recipients: (ObjectId | PlayerId)[] = [
    ...blockers,
    ...(trample && defenderOk && target !== null ? [target] : []),
  ];
  const label = (r: string) => (own(state.objects, r) ? `${d.get(r)?.name ?? r} [${r}]` : r);
  const last = recipients[recipients.length - 1] ?? "";
  const amounts = new Map<string, number>();
  let remaining = power;
  recipients.forEach((r, i) => {
    if (i === recipients.length - 1) {
      amounts.set(r, remaining);
      return;
    }
    const a = ctx.chooser.choose({
      kind: "chooseNumber",
      player: d.get(id)?.controller ?? state.turn.active,
      prompt: `${name} [${id}] assigns ${power} combat damage: how much to ${label(r)}? (${remaining} left; the rest goes to ${label(last)})`,
      min: 0,
      max: remaining,
      rule: trample ? "702.19b" : "510.1c",
    });
    const n = a.kind === "number" ? a.n : 0;
    amounts.set(r, n);
    remaining -= n;
  });
  const toDefender = target !== null && recipients.includes(target) ? (amounts.get(target) ?? 0) : 0;
  if (toDefender > 0) {
    for (const b of blockers) {
      const lethal = lethalDamage(state, d, id, b, already);
      if ((amounts.get(b) ?? 0) < lethal) {
        illegal(
          `${name} can assign damage to ${label(target ?? "")} only once each blocking creature is assigned lethal damage (${label(b)} needs ${lethal})`,
          "702.19b",
        );
      }
    }
  }
  log(
    state,
    "combat",
    `${name} divides its damage: ${recipients.map((r) => `${amounts.get(r) ?? 0} to ${label(r)}`).join(", ")}`,
    trample ? "702.19b" : "510.1c",
  );
  return recipients.flatMap((r) =>
    (amounts.get(r) ?? 0) > 0 ? [{ source: id, to: r, amount: amounts.get(r) ?? 0 }] : [],
  );
}

/** 510.1d: a blocking creature assigns its combat damage to the creature it blocks, if that one is still attacking. */
function assignBlocker(ctx: Ctx, d: Derived, id: ObjectId): Assignment[] {
  const { state } = ctx;
  const o = state.objects[id];
  const power = d.get(id)?.power ?? 0;
  const attacker = o?.blocking;
  if (!o || power <= 0 || !attacker) return [];
  if (state.objects[attacker]?.zone !== "battlefield" || state.objects[attacker]?.attacking == null) {
    log(state, "combat", `${d.get(id)?.name ?? id} blocks no creature any more: it assigns no combat damage`, "510.1d");
    return [];
  }
  return [{ source: id, to: attacker, amount: power }];
}
