import { RulesViolation } from "../../kernel/problem.js";
import type { Characteristics } from "../layers/characteristics.js";
import { derive } from "../layers/derive.js";
import { hasKeyword } from "../layers/keywords.js";
import type { GameObject, ObjectId } from "../model/object.js";
import { own } from "../../kernel/records.js";
import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { battleStateBasedActions } from "./battles.js";
import { destroy } from "./destroy.js";
import { canEnchant } from "./enchant.js";
import { unattachBestowed } from "./casting/bestow.js";
import { hasProtectionFrom } from "../game/targets.js";
import { exemptFromLegendRule } from "./ruleEffects.js";
import { noLossForZeroLife } from "./playerRules.js";
import { moveObject } from "./zones.js";
import { ascendPermanents } from "./citysBlessing.js";
import { forgetBrokenPairs } from "./soulbond.js";
import { dayNightChecks } from "./dayNight/dayNight.js";
import { returnCommandersToCommandZone } from "./commanderSba.js";
import { writable } from "../model/writableObject.js";
import { objectsStoredSince, type RecordsSeen, removeObject, sawRecord } from "../model/objectRecords.js";

const MAX_ROUNDS = 200;

/** The records of objects in which no token or copy of a spell was left outside its zone, as they were then. */
const checkedForStrays: RecordsSeen = new WeakMap();

/** 704.5d-e: the rule by which the object ceases to exist (a token not on the battlefield; a copy of a spell not on the stack, or of a card not on the stack or battlefield), or null. */
function ceasesToExistBy(o: GameObject | undefined): "704.5d" | "704.5e" | null {
  if (!o) return null;
  if (o.token !== null && o.zone !== "battlefield" && !(o.zone === "stack" && o.isCopyOfSpell)) return "704.5d";
  if ((o.isCopyOfSpell && o.zone !== "stack") || (o.isCardCopy && o.zone !== "stack" && o.zone !== "battlefield"))
    return "704.5e";
  return null;
}

/**
 * 704.3: performs all applicable state-based actions simultaneously, and repeats until none
 * apply. Returns whether any was performed.
 */
export function stateBasedActions(ctx: Ctx): boolean {
  let any = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    // 702.145c-g: day/night's immediate checks happen whenever state-based actions are checked, too.
    const dayNight = dayNightChecks(ctx);
    if (!oneRound(ctx) && !dayNight) return any;
    any = true;
  }
  // 104.4b: a loop of mandatory actions that can't end — the scenario can't go on.
  throw new RulesViolation({
    code: "rules.loop",
    message: `state-based actions kept applying after ${MAX_ROUNDS} rounds: a loop that can't end`,
    rule: "104.4b",
  });
}

function oneRound(ctx: Ctx): boolean {
  const { state } = ctx;
  // 702.131b: the city's blessing comes before a permanent leaves by these actions (ruling 2018-01-19).
  let acted = ascendPermanents(ctx);
  if (returnCommandersToCommandZone(ctx)) acted = true; // 903.9a
  const d = derive(state);
  forgetBrokenPairs(ctx, d.view); // 702.95e: not a state-based action, but a pair once broken stays broken
  // 704.5a-c: a player with 0 or less life, who drew from an empty library, or with ten or more poison counters loses.
  for (const p of state.players) {
    if (p.lost) continue;
    const poisoned = (p.poison ?? 0) >= 10;
    const lifeLoses = p.life <= 0 && !noLossForZeroLife(d, p.name);
    if (lifeLoses || p.drewFromEmpty || poisoned) {
      p.lost = true;
      acted = true;
      log(state, "sba", `${p.name} loses the game`, lifeLoses ? "704.5a" : p.drewFromEmpty ? "704.5b" : "704.5c");
    }
  }
  // 704.5d-e: tokens not on the battlefield, and copies of spells not on the stack, cease to exist.
  // Only the objects stored since a check found none can be such (objectRecords.ts).
  const records = state.objects;
  const stored = objectsStoredSince(records, checkedForStrays);
  const strays = new Map<ObjectId, string>();
  for (const id of stored ?? Object.keys(records)) {
    const rule = ceasesToExistBy(own(records, id));
    if (rule !== null) strays.set(id, rule);
  }
  // In the record's order, as a look at every object finds them.
  const order = stored !== null && strays.size > 1 ? Object.keys(records) : [...strays.keys()];
  for (const id of order) {
    const rule = strays.get(id);
    if (rule === undefined) continue;
    removeFromGame(ctx, id);
    acted = true;
    log(state, "sba", `${id} ceases to exist`, rule, [id]);
  }
  if (strays.size === 0) sawRecord(records, checkedForStrays);
  const toGraveyard: ObjectId[] = [];
  /** The rule that puts each into the graveyard, for the log (704.5f when not listed). */
  const why = new Map<ObjectId, string>();
  const toDestroy: ObjectId[] = [];
  // 704.5h: creatures dealt damage by a deathtouch source since the last check (702.2b).
  const deathtouched = new Set(state.deathtouched ?? []);
  if (state.deathtouched !== undefined) {
    delete state.deathtouched;
    changed(state);
  }
  for (const id of state.battlefield) {
    const o = state.objects[id];
    const c = d.get(id);
    if (!o || !c || o.status.phasedOut) continue;
    if (c.types.includes("Creature") && c.toughness !== null) {
      if (c.toughness <= 0)
        toGraveyard.push(id); // 704.5f
      // 704.5g; 702.12b: lethal damage doesn't destroy an indestructible creature, so the action doesn't apply.
      else if (o.damage >= c.toughness && o.damage > 0 && !indestructible(c)) toDestroy.push(id);
      else if (deathtouched.has(id) && !indestructible(c)) toDestroy.push(id); // 704.5h
    }
    if (c.types.includes("Planeswalker") && (o.counters.loyalty ?? 0) <= 0) {
      toGraveyard.push(id);
      why.set(id, "704.5i");
    }
    // 704.5m: an Aura attached to nothing, or to an object it can't legally enchant (303.4c-d, 702.16c).
    if (c.subtypes.includes("Aura") && (!o.attachedTo || !canEnchant(d, id, o.attachedTo))) {
      if (unattachBestowed(state, o))
        acted = true; // 702.103f, an exception to 704.5m
      else {
        toGraveyard.push(id);
        why.set(id, "704.5m");
      }
    }
    // 704.5n: an Equipment attached to an illegal permanent becomes unattached: a non-creature, itself,
    // anything at all when the Equipment is a creature too (301.5c), or one with protection from it (702.16d).
    if (c.subtypes.includes("Equipment") && o.attachedTo) {
      const host = d.get(o.attachedTo);
      const illegalHost =
        !host?.types.includes("Creature") || state.objects[o.attachedTo]?.zone !== "battlefield" || o.attachedTo === id;
      if (illegalHost || c.types.includes("Creature") || hasProtectionFrom(d, o.attachedTo, c.colors)) {
        writable(state, o).attachedTo = null;
        acted = true;
        changed(state);
      }
    }
    // 704.5q: +1/+1 and -1/-1 counters annihilate.
    const plus = o.counters["+1/+1"] ?? 0;
    const minus = o.counters["-1/-1"] ?? 0;
    if (plus > 0 && minus > 0) {
      const n = Math.min(plus, minus);
      const counters = writable(state, o).counters;
      counters["+1/+1"] = plus - n;
      counters["-1/-1"] = minus - n;
      if (counters["+1/+1"] === 0) delete counters["+1/+1"];
      if (counters["-1/-1"] === 0) delete counters["-1/-1"];
      acted = true;
      changed(state);
    }
  }
  // 704.5v-x, 704.5p: battles (defense 0, protectors, attachments).
  const battles = battleStateBasedActions(ctx, d);
  if (battles.acted) acted = true;
  toGraveyard.push(...battles.toGraveyard);
  for (const id of battles.toGraveyard) why.set(id, "704.5v");
  // 714.4: a Saga with lore counters at least its final chapter number, not the source of a chapter ability still to resolve.
  for (const id of sagasToSacrifice(ctx)) {
    toGraveyard.push(id);
    why.set(id, "704.5s");
  }
  // 704.5j: the legend rule.
  const legendRule = legendRuleVictims(ctx);
  for (const id of new Set(toGraveyard)) {
    if (state.objects[id]) {
      log(state, "sba", `${d.get(id)?.name ?? id} is put into its owner's graveyard`, why.get(id) ?? "704.5f", [id]);
      // 714.4: its controller sacrifices a Saga that reached its final chapter.
      const sacrificed = why.get(id) === "704.5s" ? { sacrificed: true as const } : {};
      moveObject(ctx, id, "graveyard", { lookBack: d, ...sacrificed }); // 704.3: all at once, 603.10a
      acted = true;
    }
  }
  for (const id of toDestroy) {
    if (state.objects[id]?.zone === "battlefield") {
      const byDeathtouch = deathtouched.has(id) && (state.objects[id]?.damage ?? 0) < (d.get(id)?.toughness ?? 0);
      log(
        state,
        "sba",
        `${d.get(id)?.name ?? id} ${byDeathtouch ? "was dealt damage by a source with deathtouch" : "has lethal damage"} and is destroyed`,
        byDeathtouch ? "704.5h" : "704.5g",
        [id],
      );
      destroy(ctx, id, d, { stateBased: true });
      acted = true;
    }
  }
  for (const id of legendRule) {
    if (state.objects[id]?.zone === "battlefield") {
      moveObject(ctx, id, "graveyard", { lookBack: d });
      acted = true;
    }
  }
  return acted;
}

/** 714.4: Sagas whose final chapter has been reached and whose chapter abilities have all left the stack. */
function sagasToSacrifice(ctx: Ctx): ObjectId[] {
  const { state } = ctx;
  const d = derive(state);
  return state.battlefield.filter((id) => {
    const c = d.get(id);
    if (!c?.subtypes.includes("Saga")) return false;
    const chapters = c.abilities.flatMap((a) =>
      a.def.kind === "triggered" && a.def.trigger.on === "chapter" ? [a.def.trigger.n] : [],
    );
    if (chapters.length === 0 || (state.objects[id]?.counters.lore ?? 0) < Math.max(...chapters)) return false;
    const waiting =
      state.pendingTriggers.some((t) => t.sourceId === id && t.ability?.trigger.on === "chapter") ||
      state.stack.some(
        (s) =>
          state.objects[s]?.ability?.sourceId === id &&
          state.objects[s]?.ability?.def?.kind === "triggered" &&
          state.objects[s]?.ability?.def?.trigger.on === "chapter",
      );
    if (!waiting) log(state, "sba", `${c.name ?? id} has reached its final chapter and is sacrificed`, "714.4", [id]);
    return !waiting;
  });
}

function indestructible(c: Characteristics): boolean {
  return hasKeyword(c, "indestructible");
}

/** 704.5j: of two or more legendary permanents with the same name, all but the newest go. */
function legendRuleVictims(ctx: Ctx): ObjectId[] {
  const { state } = ctx;
  const d = derive(state);
  const groups = new Map<string, ObjectId[]>();
  for (const id of state.battlefield) {
    const c = d.get(id);
    if (!c?.supertypes.includes("Legendary") || c.name === null) continue;
    const key = `${c.controller}\u0000${c.name}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  const out: ObjectId[] = [];
  for (const all of groups.values()) {
    if (all.length < 2) continue;
    const ids = all.filter((id) => !exemptFromLegendRule(d, id)); // Mirror Gallery, Sakashima of a Thousand Faces
    if (ids.length < 2) continue;
    const first = d.get(ids[0] ?? "");
    const answer = ctx.chooser.choose({
      kind: "chooseObject",
      player: first?.controller ?? state.turn.active,
      prompt: `legend rule: choose the ${first?.name ?? "legendary permanent"} to keep`,
      options: ids,
      optional: false,
      rule: "704.5j",
    });
    const keep = answer.kind === "object" && answer.id && ids.includes(answer.id) ? answer.id : ids[ids.length - 1];
    out.push(...ids.filter((id) => id !== keep));
    log(state, "sba", `legend rule: ${first?.name ?? ""}`, "704.5j", keep === undefined ? [] : [keep]);
  }
  return out;
}

function removeFromGame(ctx: Ctx, id: ObjectId): void {
  const { state } = ctx;
  const o = state.objects[id];
  if (!o) return;
  for (const list of [
    state.battlefield,
    state.stack,
    ...state.players.flatMap((p) => [p.library, p.hand, p.graveyard, p.exile, p.command]),
  ]) {
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  }
  removeObject(state, "objects", id);
  changed(state, id);
}
