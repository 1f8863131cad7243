import { memoized, memoizedFor } from "../../kernel/memo.js";
import { layerOf } from "../abilities/continuous.js";
import { staticForm } from "../abilities/keywordActions.js";
import type { GameObject } from "../model/object.js";
import { isEmblemInCommandZone } from "../model/emblem.js";
import type { EffectRecord } from "../model/effectRecord.js";
import type { GameState } from "../model/state.js";
import type { AbilityInstance, Characteristics } from "./characteristics.js";
import { compareOrder, type LayerEffect } from "./layerEffect.js";

/** 611.3: the effects an object's static abilities generate (613.7a timestamps). */
export function staticEffectsOf(obj: GameObject, c: Characteristics): LayerEffect[] {
  const out: LayerEffect[] = [];
  // 114.4: an emblem's static abilities function in the command zone.
  const onBattlefield = (obj.zone === "battlefield" && !obj.status.phasedOut) || isEmblemInCommandZone(obj);
  c.abilities.forEach((a, index) => {
    const def = staticForm(a.def);
    if (def === null) return;
    // 604.3a: a CDA is printed, given by the token's creating effect, or acquired by copy/text change.
    const cda = def.cda === true && a.origin !== "granted";
    // 604.3: CDAs function everywhere; other static abilities on the battlefield (113.6).
    if (!cda && !onBattlefield) return;
    def.effects.forEach((se, i) => {
      const primary = Math.max(obj.timestamp, a.grantTimestamp ?? 0); // 613.7a
      out.push(
        sameAsBefore(a, `${obj.id}\u0000${primary}\u0000${c.name}\u0000${index}\u0000${i}\u0000${cda}`, () => ({
          id: `s:${obj.id}:${a.key}:${i}`,
          origin: "static",
          sourceId: obj.id,
          sourceName: c.name,
          abilityKey: a.key,
          controller: null,
          order: [primary, a.grantTimestamp ?? 0, index, i],
          timestamp: primary,
          cda,
          parts: se.parts,
          partLayers: se.parts.map((p) => layerOf(p, cda)),
          affects: se.affects,
          // 604.3, 113.6a: a characteristic-defining ability works in every zone.
          zones:
            se.zones ??
            (cda ? ["battlefield", "hand", "library", "graveyard", "exile", "stack", "command"] : ["battlefield"]),
          locked: null,
          condition: se.condition ?? null,
          x: undefined,
          chosenColor: undefined,
          text: def.text,
          rule: cda ? "604.3" : "611.3",
        })),
      );
    });
  });
  return out;
}

/**
 * Static effects are made again at each derivation from the same ability instances: the same
 * effect object is returned for the same instance, object, timestamp and name, so that what is
 * worked out about an effect once (what it reads, its sets) is found again.
 */
const madeFor = new WeakMap<AbilityInstance, Map<string, LayerEffect>>();
/** Effects kept per ability instance (a shared printed instance serves many objects). */
const MOST_KEPT = 256;

function sameAsBefore(a: AbilityInstance, key: string, make: () => LayerEffect): LayerEffect {
  return memoized(madeFor, a, key, make, MOST_KEPT);
}

/** Same static effect: same id, same source name, same definition (the list of static effects is unchanged). */
export function sameStaticEffect(a: LayerEffect, b: LayerEffect | undefined): boolean {
  if (b === undefined || a.id !== b.id || a.sourceName !== b.sourceName || a.timestamp !== b.timestamp) return false;
  return (
    a.parts === b.parts &&
    a.affects === b.affects &&
    a.condition === b.condition &&
    a.cda === b.cda &&
    compareOrder(a.order, b.order) === 0
  );
}

/** Effects of resolved spells and abilities (611.2), copy effects excluded (they are layer 1). */
export function resolvedEffects(state: GameState): LayerEffect[] {
  return resolvedEffectsOf(state.effects);
}

export function resolvedEffectsOf(records: readonly EffectRecord[]): LayerEffect[] {
  return records.filter((r) => !r.copy && r.parts.length > 0).map(resolvedEffectOf);
}

/** Records are never changed: each one's layer effect is made once, and the same object is used by every derivation. */
const fromRecords = new WeakMap<EffectRecord, LayerEffect>();

function resolvedEffectOf(r: EffectRecord): LayerEffect {
  return memoizedFor(fromRecords, r, newResolvedEffect);
}

// Written out as literals with the same fields in the same order as static effects: the layer
// engine reads these objects in its hottest loops, and one object shape keeps those reads fast (made
// by spreading a shared part, they cost B3 13%).
function newResolvedEffect(r: EffectRecord): LayerEffect {
  return {
    id: `r:${r.id}`,
    origin: "resolved" as const,
    sourceId: r.sourceId,
    sourceName: r.sourceName,
    abilityKey: null,
    controller: r.controller,
    order: [r.timestamp, 0, 0, 0],
    timestamp: r.timestamp,
    cda: false,
    parts: r.parts,
    partLayers: r.parts.map((p) => layerOf(p, false)),
    affects: null,
    zones: ["battlefield"],
    locked: r.affected,
    condition: null,
    x: r.x,
    chosenColor: r.chosenColor,
    text: r.text,
    rule: r.rule,
  };
}
