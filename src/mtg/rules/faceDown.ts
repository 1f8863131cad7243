import { addCopyEffect } from "../copy/copyEffect.js";
import { takeSnapshot } from "../copy/snapshot.js";
import { matchesFilter } from "../layers/evaluate.js";
import { faceUpValues } from "../layers/layer1.js";
import { derive } from "../layers/derive.js";
import type { ObjectId } from "../model/object.js";
import { addCountersTo } from "./counters.js";
import type { Ctx } from "./ctx.js";
import { illegal, log, newTimestamp } from "./draft.js";
import { payMana } from "./mana.js";
import { object } from "./objects.js";
import { givePriority } from "./priority.js";
import { detectTriggers } from "./triggers.js";

/**
 * 702.37e, 116.2b: turning a face-down permanent with morph face up is a special action its
 * controller may take any time they have priority: show its morph cost (from its face-up
 * characteristics, 708.2) and pay it. `byEffect` turns it face up as an effect would (708.7):
 * no cost, and a permanent without morph can be turned face up that way (707.3 example).
 */
export function turnFaceUp(ctx: Ctx, id: ObjectId, byEffect = false): void {
  const { state } = ctx;
  const o = object(state, id);
  const name = derive(state).get(id)?.name ?? "the permanent";
  if (o.zone !== "battlefield" || !o.status.faceDown) illegal(`${name} is not a face-down permanent`, "702.37e");
  const faceUp = faceUpValues(state, o);
  if (!byEffect) {
    const controller = derive(state).get(id)?.controller ?? o.controller;
    const morph = faceUp.abilities.find((a) => a.def.kind === "keyword" && a.def.keyword === "morph");
    if (morph?.def.kind !== "keyword" || !morph.def.cost) {
      illegal(`${faceUp.name ?? "it"} has no morph ability: it can't be turned face up as a special action`, "702.37e");
    }
    payMana(ctx, controller, morph.def.cost, 0);
  }
  o.status.faceDown = false;
  o.timestamp = newTimestamp(state); // 613.7f
  log(state, "faceUp", `${faceUp.name ?? id} is turned face up`, byEffect ? "708.8" : "702.37e");
  asTurnedFaceUp(ctx, id);
  // 708.8: turning face up is not entering the battlefield; "when turned face up" abilities trigger.
  detectTriggers(ctx, { e: "turnedFaceUp", id }, derive(state));
  givePriority(ctx, state.priority ?? state.turn.active);
}

/**
 * 614.1e: replacement effects "as [this] is turned face up": put counters on it (Hooded Hydra),
 * or "you may choose another creature … it becomes a copy of that creature" (Vesuvan Shapeshifter).
 */
function asTurnedFaceUp(ctx: Ctx, id: ObjectId): void {
  const { state } = ctx;
  const d = derive(state);
  const o = state.objects[id];
  const chars = d.get(id);
  if (!o || !chars) return;
  for (const a of chars.abilities) {
    if (a.def.kind !== "replacement") continue;
    const r = a.def.replacement;
    if (r.r === "asTurnedFaceUp") {
      addCountersTo(ctx, id, r.kind, r.n);
      continue;
    }
    if (r.r !== "entersAsCopy" || !r.alsoAsTurnedFaceUp) continue;
    const p = { sourceId: id, controller: chars.controller, abilityKey: a.key };
    const options = state.battlefield.filter((other) => other !== id && matchesFilter(d.view, other, r.filter, p));
    const answer = ctx.chooser.choose({ kind: "chooseObject", player: chars.controller, prompt: `${chars.name ?? "it"}: ${a.def.text}`, options, optional: true, rule: "614.1e" });
    const chosen = answer.kind === "object" ? answer.id : null;
    if (chosen === null) continue;
    const snap = takeSnapshot(d, chosen, { exceptions: r.exceptions, thisAbility: a.def, copierBefore: { colors: d.copiable(id)?.colors ?? [] }, x: 0 });
    if (!snap) continue;
    addCopyEffect(state, {
      target: id,
      snapshot: snap.snapshot,
      sourceId: id,
      sourceName: chars.name,
      controller: chars.controller,
      timestamp: o.timestamp,
      duration: r.duration ?? "permanent",
      text: a.def.text,
      rule: "707.4, 614.1e",
    });
  }
}
