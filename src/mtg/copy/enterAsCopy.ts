import type { ReplacementAbility } from "../abilities/ability.js";
import { derive, type Derived } from "../layers/derive.js";
import { evaluateCondition, matchesFilter } from "../layers/evaluate.js";
import type { CopiableSnapshot } from "../model/effectRecord.js";
import type { GameObject, ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import { addCopyEffect } from "./copyEffect.js";
import { lastKnownDerivation } from "./lastKnown.js";
import { nextEntersAsCopyFor } from "./nextEntersAsCopy.js";
import { type AdditionalEffect, takeSnapshot } from "./snapshot.js";
import { writable } from "../model/writableObject.js";
import { triggerWhenEntersAsCopy } from "./entersAsCopyWhenYouDo.js";
import { enterAsCopyOfExiledPair, type ExileCard } from "./entersAsCopyOfExiledPair.js";

const MAX_COPY_REPLACEMENTS = 20;

/**
 * 707.5, 614.1c: applies the replacement effects that make an object enter as a copy — those of
 * other permanents ("creatures you control enter as a copy of [this]") and the object's own
 * "you may have this enter as a copy of …" — before the other enters replacements, which then
 * come from the copied text. Each copied copy-ability is a new replacement that may apply too
 * (707.9e: Altered Ego copying Clone). Returns the additional effects of the last copy effect
 * applied (707.9e: a later copy effect cancels the earlier one's).
 */
export function enterAsCopy(
  ctx: Ctx,
  obj: GameObject,
  initial: readonly AdditionalEffect[],
  exile: ExileCard,
): readonly AdditionalEffect[] {
  const { state } = ctx;
  const used = new Set<string>();
  let additional = initial;
  // 614.1c: "the next time … enter this turn, they enter as copies of …" (one-shot, used up now).
  for (const next of nextEntersAsCopyFor(ctx, derive(state), obj)) {
    const snap = takeSnapshot(lastKnownDerivation(state, next.copyOf) ?? derive(state), next.copyOf, {
      exceptions: [],
    });
    if (!snap) continue;
    entersAsCopyOf(state, obj, snap.snapshot, { id: next.sourceId, name: next.sourceName, text: next.text });
    additional = [];
  }
  for (let i = 0; i < MAX_COPY_REPLACEMENTS; i++) {
    const d = derive(state);
    const external = othersEnterAsCopy(d, obj.id, used);
    if (external) {
      used.add(external.key);
      const snap = takeSnapshot(d, external.copyOf, { exceptions: [] });
      if (!snap) continue;
      const sourceName = d.get(external.sourceId)?.name ?? null;
      entersAsCopyOf(state, obj, snap.snapshot, { id: external.sourceId, name: sourceName, text: external.text });
      additional = [];
      continue;
    }
    const own = d.get(obj.id)?.abilities.find((a) => isCopyReplacement(a.def) && !used.has(a.key));
    if (!own || !isCopyReplacement(own.def)) break;
    used.add(own.key);
    const r = own.def.replacement;
    if (r.effect === "entersAsCopyOfExiledPair") {
      const pair = enterAsCopyOfExiledPair(ctx, obj, own.def, r, own.key, exile);
      if (!pair) continue;
      entersAsCopyOf(state, obj, pair.snapshot, { id: obj.id, name: d.get(obj.id)?.name ?? null, text: own.def.text });
      additional = pair.additional;
      continue;
    }
    if (r.effect !== "entersAsCopy") break;
    const p = { sourceId: obj.id, controller: obj.controller, abilityKey: own.key };
    // 614.1c: a replacement with a condition ("If you attacked this turn, …") applies only if it holds.
    if (r.condition && !evaluateCondition(d.view, r.condition, p)) continue;
    const candidates = r.from === "graveyard" ? state.players.flatMap((pl) => pl.graveyard) : state.battlefield;
    const options = candidates.filter((id) => id !== obj.id && matchesFilter(d.view, id, r.filter, p));
    const name = d.get(obj.id)?.name ?? "this permanent";
    const answer = ctx.chooser.choose({
      kind: "chooseObject",
      player: obj.controller,
      prompt: `${name}: ${own.def.text}`,
      options,
      optional: r.optional || options.length === 0,
      rule: "707.5",
    });
    const chosen = answer.kind === "object" ? answer.id : null;
    if (chosen === null) {
      log(state, "copy", `${name} doesn't enter as a copy`, "707.5", [obj.id]);
      continue;
    }
    const snap = takeSnapshot(d, chosen, {
      exceptions: r.exceptions,
      thisAbility: own.def,
      copierBefore: { colors: d.copiable(obj.id)?.colors ?? [] },
      x: obj.decisions?.x ?? 0,
      copier: obj.controller,
      ...(obj.token?.keyword ? { copierKeyword: obj.token.keyword } : {}),
    });
    if (!snap) continue;
    addCopyEffect(state, {
      target: obj.id,
      snapshot: snap.snapshot,
      sourceId: obj.id,
      sourceName: name,
      controller: obj.controller,
      timestamp: obj.timestamp,
      duration: r.duration ?? "permanent",
      text: own.def.text,
      rule: "707.5, 614.1c",
    });
    // Vesuva: "enter tapped as a copy" — tapped only when it does enter as a copy.
    if (r.tapped) writable(state, obj).status.tapped = true;
    if (r.whenYouDo) triggerWhenEntersAsCopy(state, obj.id, name, chosen, r.whenYouDo);
    additional = snap.additional;
  }
  return additional;
}

/** 707.5, 614.1c: the entering object is a copy, from its own timestamp on, for the rest of the game. */
function entersAsCopyOf(
  state: GameState,
  obj: GameObject,
  snapshot: CopiableSnapshot,
  source: { readonly id: ObjectId | null; readonly name: string | null; readonly text: string },
): void {
  addCopyEffect(state, {
    target: obj.id,
    snapshot,
    sourceId: source.id,
    sourceName: source.name,
    controller: obj.controller,
    timestamp: obj.timestamp,
    duration: "permanent",
    text: source.text,
    rule: "707.5, 614.1c",
  });
}

function isCopyReplacement(def: { kind: string }): def is ReplacementAbility {
  if (def.kind !== "replacement") return false;
  const effect = (def as ReplacementAbility).replacement.effect;
  return effect === "entersAsCopy" || effect === "entersAsCopyOfExiledPair";
}

/**
 * Effects of other permanents that apply to the entering object: Essence of the Wild ("enter as a
 * copy of [this]") and Infinite Reflection ("enter as a copy of enchanted creature").
 */
function othersEnterAsCopy(
  d: Derived,
  entering: ObjectId,
  used: Set<string>,
): { key: string; sourceId: ObjectId; copyOf: ObjectId; text: string } | null {
  for (const id of d.state.battlefield) {
    if (id === entering) continue;
    const c = d.get(id);
    for (const a of c?.abilities ?? []) {
      const key = `${id}:${a.key}`;
      if (used.has(key) || a.def.kind !== "replacement") continue;
      const r = a.def.replacement;
      if (r.effect !== "othersEnterAsCopyOfSelf" && r.effect !== "othersEnterAsCopyOfAttached") continue;
      const copyOf = r.effect === "othersEnterAsCopyOfSelf" ? id : d.state.objects[id]?.attachedTo;
      if (!copyOf || copyOf === entering || d.state.objects[copyOf]?.zone !== "battlefield") continue;
      const p = { sourceId: id, controller: c?.controller ?? "", abilityKey: a.key };
      if (matchesFilter(d.view, entering, r.filter, p)) return { key, sourceId: id, copyOf, text: a.def.text };
    }
  }
  return null;
}
