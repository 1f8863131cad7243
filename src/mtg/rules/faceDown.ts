import { addCopyEffect } from "../copy/copyEffect.js";
import { takeSnapshot } from "../copy/snapshot.js";
import { matchesFilter } from "../layers/evaluate.js";
import { faceUpValues } from "../layers/layer1.js";
import { type Derived, derive } from "../layers/derive.js";
import type { ObjectId } from "../model/object.js";
import { addCountersTo } from "./counters.js";
import type { Ctx } from "../game/ctx.js";
import { illegal, log, newTimestamp } from "../game/draft.js";
import { payMana } from "./mana.js";
import { object } from "../game/objects.js";
import { givePriority } from "./priority.js";
import { detectTriggers } from "./triggers.js";
import { applyInChosenOrder, type EntersReplacementEffect, labelOf } from "./entersReplacements.js";
import type { EntersReplacement } from "../abilities/ability.js";
import { writable } from "../model/writableObject.js";

type EntersAsCopy = Extract<EntersReplacement, { effect: "entersAsCopy" }>;

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
  let megamorphPaid = false;
  if (!byEffect) {
    const controller = derive(state).get(id)?.controller ?? o.controller;
    const morph = faceUp.abilities.find(
      (a) => a.def.kind === "keyword" && (a.def.keyword === "morph" || a.def.keyword === "megamorph"),
    );
    if (morph?.def.kind !== "keyword" || !morph.def.cost) {
      illegal(`${faceUp.name ?? "it"} has no morph ability: it can't be turned face up as a special action`, "702.37e");
    }
    payMana(ctx, controller, morph.def.cost, 0);
    megamorphPaid = morph.def.keyword === "megamorph";
  }
  writable(state, o).status.faceDown = false;
  writable(state, o).timestamp = newTimestamp(state); // 613.7f
  log(state, "faceUp", `${faceUp.name ?? id} is turned face up`, byEffect ? "708.8" : "702.37e");
  // 702.37b: "As this permanent is turned face up, put a +1/+1 counter on it if its megamorph cost was paid".
  if (megamorphPaid) addCountersTo(ctx, id, "+1/+1", 1);
  asTurnedFaceUp(ctx, id);
  // 708.8: turning face up is not entering the battlefield; "when turned face up" abilities trigger.
  detectTriggers(ctx, { event: "turnedFaceUp", id }, derive(state));
  givePriority(ctx, state.priority ?? state.turn.active);
}

/**
 * 614.1e, 708.11: replacement effects "as [this] is turned face up": put counters on it (Hooded
 * Hydra), or "you may choose another creature … it becomes a copy of that creature" (Vesuvan
 * Shapeshifter). They are those the permanent has as it would be face up, gathered again after each
 * applies, so a copied "as turned face up" ability applies too (Vesuvan Shapeshifter turned face up
 * as a copy of Hooded Hydra gets its counters); several are ordered by its controller (616.1).
 */
function asTurnedFaceUp(ctx: Ctx, id: ObjectId): void {
  const o = ctx.state.objects[id];
  if (o) applyInChosenOrder(ctx, o, "as it is turned face up", (d) => turnedFaceUpReplacements(ctx, d, id));
}

function turnedFaceUpReplacements(ctx: Ctx, d: Derived, id: ObjectId): EntersReplacementEffect[] {
  const { state } = ctx;
  const o = state.objects[id];
  const chars = d.get(id);
  if (!o || !chars) return [];
  const out: EntersReplacementEffect[] = [];
  for (const a of chars.abilities) {
    if (a.def.kind !== "replacement") continue;
    const r = a.def.replacement;
    const text = a.def.text;
    const apply =
      r.effect === "asTurnedFaceUp"
        ? () => addCountersTo(ctx, id, r.kind, r.n)
        : r.effect === "entersAsCopy" && r.alsoAsTurnedFaceUp
          ? () => becomeCopyAsTurnedFaceUp(ctx, d, id, a.key, text, r)
          : null;
    if (apply) out.push({ key: `${id}:${a.key}`, label: labelOf(d, id, a.key), text, apply });
  }
  return out;
}

/** Vesuvan Shapeshifter: "you may choose another creature … it becomes a copy of that creature" (707.4, 614.1e). */
function becomeCopyAsTurnedFaceUp(
  ctx: Ctx,
  d: Derived,
  id: ObjectId,
  abilityKey: string,
  text: string,
  r: EntersAsCopy,
): void {
  const { state } = ctx;
  const o = state.objects[id];
  const chars = d.get(id);
  const def = chars?.abilities.find((a) => a.key === abilityKey)?.def;
  if (!o || !chars || !def) return;
  const p = { sourceId: id, controller: chars.controller, abilityKey };
  const options = state.battlefield.filter((other) => other !== id && matchesFilter(d.view, other, r.filter, p));
  const answer = ctx.chooser.choose({
    kind: "chooseObject",
    player: chars.controller,
    prompt: `${chars.name ?? "it"}: ${text}`,
    options,
    optional: true,
    rule: "614.1e",
  });
  const chosen = answer.kind === "object" ? answer.id : null;
  if (chosen === null) return;
  const snap = takeSnapshot(d, chosen, {
    exceptions: r.exceptions,
    thisAbility: def,
    copierBefore: { colors: d.copiable(id)?.colors ?? [] },
    x: 0,
  });
  if (!snap) return;
  addCopyEffect(state, {
    target: id,
    snapshot: snap.snapshot,
    sourceId: id,
    sourceName: chars.name,
    controller: chars.controller,
    timestamp: o.timestamp,
    duration: r.duration ?? "permanent",
    text,
    rule: "707.4, 614.1e",
  });
}
