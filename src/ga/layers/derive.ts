import { applyInDependencyOrder, compareOrder, type DependencyMap, type OrderNote } from "../../kernel/dependency.js";
import type { GaCondition } from "../abilities/condition.js";
import {
  GA_LAYER_RULE,
  GA_LAYERS,
  type GaLayer,
  type GaPart,
  type GaStaticEffect,
  layerOfPart,
  partSets,
  type StatName,
} from "../abilities/continuous.js";
import type { Restriction } from "../abilities/restriction.js";
import { findGaCard } from "../cards/library.js";
import type { GaFace } from "../model/card.js";
import type { GaObject, GaObjectId, GaPlayerId } from "../model/object.js";
import type { GaState } from "../model/state.js";
import {
  type GaAbilityInstance,
  type GaCharacteristics,
  characteristicsOfFace,
  cloneCharacteristics,
} from "./characteristics.js";
import {
  championOf,
  evaluateAmount,
  evaluateCondition,
  type GaPerspective,
  matchesGaFilter,
  restrictionsMet,
} from "./evaluate.js";
import type { GaDependencyNote, GaStepInfo } from "./trace.js";
import { GaTracer } from "./trace.js";
import { GaView } from "./view.js";

/** The characteristics of every card and object, as the layers determine them now. */
export interface GaDerived {
  readonly state: GaState;
  get(id: GaObjectId): GaCharacteristics | undefined;
  /** Copying Objects 1: the base printing of the current face, with copy effects, and nothing else. */
  copiable(id: GaObjectId): GaCharacteristics | undefined;
  readonly tracer: GaTracer | null;
  readonly view: GaView;
}

/** The face whose characteristics a card or object has (Double-faced Cards 4). */
export function currentFace(state: GaState, obj: GaObject): GaFace | undefined {
  const faces = obj.virtual?.faces ?? (obj.card ? findGaCard(state, obj.card)?.faces : undefined) ?? [];
  // 4: only the face-up side on the field; everywhere else only the default side is considered.
  const index = obj.zone === "field" ? obj.face : 0;
  return faces[index] ?? faces[0];
}

const memo = new WeakMap<GaState, { rev: number; derived: GaDerived }>();

/** Derives every object's characteristics; memoized per state revision unless a trace is asked for. */
export function deriveGa(state: GaState, options: { trace?: boolean } = {}): GaDerived {
  if (!options.trace) {
    const hit = memo.get(state);
    if (hit && hit.rev === state.rev) return hit.derived;
  }
  const derived = new Derivation(state, options.trace ? new GaTracer() : null).run();
  if (!options.trace) memo.set(state, { rev: state.rev, derived });
  return derived;
}

interface LayerEffect {
  readonly id: string;
  readonly origin: "static" | "resolved";
  readonly sourceId: GaObjectId | null;
  readonly sourceName: string | null;
  readonly abilityKey: string | null;
  readonly controller: GaPlayerId | null;
  readonly order: readonly [number, number, number, number];
  readonly timestamp: number;
  readonly parts: readonly GaPart[];
  readonly affects: GaStaticEffect["affects"] | null;
  readonly locked: readonly GaObjectId[] | null;
  readonly condition: GaCondition | null;
  readonly restrictions: readonly Restriction[] | undefined;
  readonly text: string;
  readonly rule: string;
}

/** A part with its amount evaluated, or the abilities another object lends (Cheshire Cat). */
type ResolvedPart =
  | Exclude<GaPart, { kind: "modifyStat" } | { kind: "gainActivatedAbilitiesOf" }>
  | { readonly kind: "modifyStat"; readonly stat: StatName; readonly by: number }
  | { readonly kind: "gained"; readonly abilities: readonly GaAbilityInstance[] };

class Derivation {
  private readonly chars = new Map<GaObjectId, GaCharacteristics>();
  private readonly copiableMap = new Map<GaObjectId, GaCharacteristics>();
  private readonly basePower = new Map<GaObjectId, number | null>();
  private readonly view: GaView;

  constructor(
    private readonly state: GaState,
    private readonly tracer: GaTracer | null,
  ) {
    this.view = new GaView(state, this.chars, this.basePower);
  }

  run(): GaDerived {
    for (const obj of Object.values(this.state.objects)) this.base(obj);
    for (const layer of GA_LAYERS) {
      applyInDependencyOrder(
        this.candidates(layer),
        (remaining) => this.dependencies(layer, remaining),
        (e, note) => this.apply(e, layer, this.view, note),
      );
      if (layer === "A") for (const [id, c] of this.chars) this.basePower.set(id, c.power);
      if (layer === "E") this.counters();
    }
    this.durability();
    const { chars, copiableMap, tracer, state, view } = this;
    return { state, tracer, view, get: (id) => chars.get(id), copiable: (id) => copiableMap.get(id) };
  }

  /** The printed face, then copy effects in timestamp order (Copying Objects 1, Static Copying 1). */
  private base(obj: GaObject): void {
    const face = currentFace(this.state, obj);
    if (!face) return;
    let c = characteristicsOfFace(face, obj.controller, "printed");
    this.tracer?.printed(obj.id, c, {
      sourceId: obj.id,
      sourceName: face.name,
      timestamp: obj.timestamp,
      text:
        obj.kind === "card"
          ? obj.face === 1 && obj.zone === "field"
            ? "printed (flip side: transformed)"
            : "printed"
          : (obj.virtual?.createdBy ?? ""),
      rule: obj.virtual?.copy
        ? `${obj.virtual.copy.rule}; ${obj.kind === "token" ? "Tokens 4" : "Copy: General Rules 1.e"}`
        : obj.kind === "token"
          ? "Tokens 1"
          : "Card Characteristics 1",
    });
    const copies = this.state.effects
      .filter((e) => e.copy && e.affected.includes(obj.id))
      .sort((a, b) => a.timestamp - b.timestamp);
    for (const e of copies) {
      if (!e.copy) continue;
      const next = characteristicsOfFace(e.copy.face, obj.controller, "copied");
      this.tracer?.diff(obj.id, "copy", c, next, {
        sourceId: e.sourceId,
        sourceName: e.sourceName,
        timestamp: e.timestamp,
        text: e.text,
        rule: e.rule,
        copied: { from: e.copy.note.from, name: e.copy.note.name, exceptions: e.copy.note.exceptions },
      });
      c = next;
    }
    this.copiableMap.set(obj.id, cloneCharacteristics(c));
    this.chars.set(obj.id, c);
  }

  /** Effects with a part in this layer: resolved ones and those of static abilities that exist now. */
  private candidates(layer: GaLayer): LayerEffect[] {
    const out: LayerEffect[] = [];
    for (const r of this.state.effects) {
      if (r.copy || !r.parts.some((p) => layerOfPart(p) === layer)) continue;
      out.push({
        id: `r:${r.id}`,
        origin: "resolved",
        sourceId: r.sourceId,
        sourceName: r.sourceName,
        abilityKey: null,
        controller: r.controller,
        order: [r.timestamp, 0, 0, 0],
        timestamp: r.timestamp,
        parts: r.parts,
        affects: null,
        locked: r.affected,
        condition: null,
        restrictions: undefined,
        text: r.text,
        rule: r.rule,
      });
    }
    for (const obj of Object.values(this.state.objects)) {
      // Static abilities function on the field; cards in the intent apply theirs as objects (Abilities 5.c, 6).
      if (obj.zone !== "field" && obj.zone !== "intent") continue;
      const c = this.chars.get(obj.id);
      if (!c) continue;
      c.abilities.forEach((a, index) => {
        if (a.def.kind !== "static") return;
        const restrictions = a.def.restrictions;
        a.def.effects.forEach((se, i) => {
          if (!se.parts.some((p) => layerOfPart(p) === layer)) return;
          const ts = Math.max(obj.timestamp, a.grantTimestamp ?? 0); // Timestamps 1.a
          out.push({
            id: `s:${obj.id}:${a.key}:${i}`,
            origin: "static",
            sourceId: obj.id,
            sourceName: c.name,
            abilityKey: a.key,
            controller: null,
            order: [ts, a.grantTimestamp ?? 0, index, i],
            timestamp: ts,
            parts: se.parts,
            affects: se.affects,
            locked: null,
            condition: se.condition ?? null,
            restrictions,
            text: a.def.text,
            rule: "Static Abilities 1",
          });
        });
      });
    }
    return out.sort((a, b) => compareOrder(a.order, b.order));
  }

  private perspective(e: LayerEffect, view: GaView): GaPerspective {
    const controller =
      e.controller ?? (e.sourceId ? view.get(e.sourceId)?.controller : undefined) ?? this.state.turn.active;
    return { sourceId: e.sourceId, controller };
  }

  /** Continuous Effects 2: a static ability's effect exists while its source has the ability, its restrictions hold and its condition is true. */
  private exists(e: LayerEffect, view: GaView): boolean {
    if (e.origin === "resolved") return true;
    if (!e.sourceId) return false;
    const source = view.get(e.sourceId);
    if (!source?.abilities.some((a) => a.key === e.abilityKey)) return false;
    const p = this.perspective(e, view);
    if (!restrictionsMet(view, e.restrictions, source, p.controller)) return false;
    return e.condition ? evaluateCondition(view, e.condition, p) : true;
  }

  private affected(e: LayerEffect, view: GaView): GaObjectId[] {
    if (e.locked) return e.locked.filter((id) => view.get(id) !== undefined);
    const p = this.perspective(e, view);
    if (e.affects === "self") return e.sourceId && view.get(e.sourceId) ? [e.sourceId] : [];
    if (e.affects === "yourChampion") {
      const champion = championOf(view, p.controller);
      return champion ? [champion] : [];
    }
    if (!e.affects) return [];
    const filter = e.affects;
    return Object.keys(this.state.objects).filter((id) => matchesGaFilter(view, id, filter, p));
  }

  private partsFor(e: LayerEffect, layer: GaLayer, target: GaObjectId, view: GaView): ResolvedPart[] {
    const p = this.perspective(e, view);
    const out: ResolvedPart[] = [];
    for (const part of e.parts) {
      if (layerOfPart(part) !== layer) continue;
      if (part.kind === "modifyStat")
        out.push({ kind: "modifyStat", stat: part.stat, by: evaluateAmount(view, part.by, p) });
      else if (part.kind === "gainActivatedAbilitiesOf") {
        const abilities: GaAbilityInstance[] = [];
        for (const id of Object.keys(this.state.objects)) {
          if (id === target || !matchesGaFilter(view, id, part.filter, p)) continue;
          for (const a of view.get(id)?.abilities ?? []) {
            if (a.def.kind === "activated")
              abilities.push({
                key: `h:${id}:${a.key}`,
                def: a.def,
                origin: "gained",
                grantTimestamp: e.timestamp,
                from: id,
              });
          }
        }
        out.push({ kind: "gained", abilities });
      } else out.push(part);
    }
    return out;
  }

  private applyParts(c: GaCharacteristics, parts: readonly ResolvedPart[], e: LayerEffect): GaCharacteristics {
    const next = cloneCharacteristics(c);
    const add = (list: string[], xs: readonly string[] | undefined) => {
      for (const x of xs ?? []) if (!list.includes(x)) list.push(x);
    };
    parts.forEach((part, i) => {
      switch (part.kind) {
        case "setStat":
          next[part.stat] = part.value; // Stat-Setting 1: a missing stat starts at 0, then is set
          break;
        case "setSpeed":
          next.speed = part.speed;
          break;
        case "setTypes":
          next.types = [...part.types];
          next.supertypes = []; // Type-Overwriting 2
          break;
        case "addTypes":
          add(next.types, part.types);
          add(next.subtypes, part.subtypes);
          add(next.classes, part.classes);
          break;
        case "setElements":
          next.elements = [...part.elements];
          break;
        case "addAbilities":
          part.abilities.forEach((def, j) => {
            next.abilities.push({ key: `g:${e.id}:${i}:${j}`, def, origin: "granted", grantTimestamp: e.timestamp });
          });
          break;
        case "loseAbilities":
          next.abilities = [];
          break;
        case "gained":
          next.abilities.push(...part.abilities);
          break;
        case "modifyStat": {
          const v = next[part.stat];
          if (v !== null) next[part.stat] = v + part.by; // Buff 2: a stat is never created by a modification
          break;
        }
      }
    });
    return next;
  }

  private apply(e: LayerEffect, layer: GaLayer, view: GaView, note?: OrderNote<LayerEffect>): void {
    if (!this.exists(e, view)) return;
    for (const id of this.affected(e, view)) {
      const before = view.get(id);
      if (!before) continue;
      const after = this.applyParts(before, this.partsFor(e, layer, id, view), e);
      view.set(id, after);
      if (this.tracer && view === this.view) {
        const info: GaStepInfo = {
          sourceId: e.sourceId,
          sourceName: e.sourceName,
          timestamp: e.timestamp,
          text: e.text,
          rule: `${GA_LAYER_RULE[layer]}; ${e.rule}`,
          ...(note ? { dependency: dependencyNote(note) } : {}),
        };
        this.tracer.diff(id, layer, before, after, info);
      }
    }
  }

  /** Dependencies 1: found by trial — does applying b first change a's existence, its set, or what it does? */
  private dependencies(layer: GaLayer, remaining: readonly LayerEffect[]): DependencyMap<LayerEffect> {
    const out: DependencyMap<LayerEffect> = new Map();
    const sets = (e: LayerEffect) => e.parts.some((p) => layerOfPart(p) === layer && partSets(p));
    const trials = new Map<LayerEffect, GaView>();
    const trialOf = (b: LayerEffect): GaView => {
      let v = trials.get(b);
      if (!v) {
        v = this.view.trial();
        this.apply(b, layer, v);
        trials.set(b, v);
      }
      return v;
    };
    for (const a of remaining) {
      for (const b of remaining) {
        if (a === b || sets(a) !== sets(b)) continue;
        const t = trialOf(b);
        const before = this.exists(a, this.view);
        let reason: "existence" | "appliesTo" | "whatItDoes" | null = null;
        if (before !== this.exists(a, t)) reason = "existence";
        else if (before) {
          const setBefore = this.affected(a, this.view);
          const setAfter = this.affected(a, t);
          if (setBefore.join() !== setAfter.join()) reason = "appliesTo";
          else if (
            setBefore.some(
              (id) =>
                JSON.stringify(this.partsFor(a, layer, id, this.view)) !==
                JSON.stringify(this.partsFor(a, layer, id, t)),
            )
          ) {
            reason = "whatItDoes";
          }
        }
        if (reason) {
          const m = out.get(a) ?? new Map();
          m.set(b, reason);
          out.set(a, m);
        }
      }
    }
    return out;
  }

  /** Layers 2.f and Counters: buff and debuff counters after non-setting effects; level counters on champions. */
  private counters(): void {
    for (const [id, c] of this.chars) {
      const obj = this.state.objects[id];
      if (obj?.zone !== "field") continue;
      const buff = (obj.counters.buff ?? 0) - (obj.counters.debuff ?? 0);
      const level = obj.counters.level ?? 0;
      if (buff === 0 && level === 0) continue;
      const next = cloneCharacteristics(c);
      if (next.power !== null) next.power += buff;
      if (next.life !== null) next.life += buff;
      if (next.level !== null && c.types.includes("Champion")) next.level += level;
      this.chars.set(id, next);
      this.tracer?.diff(id, "counters", c, next, {
        sourceId: null,
        sourceName: null,
        timestamp: null,
        text: "buff, debuff and level counters",
        rule: "Counters: Buff 1, Debuff 1, Level 1; Layers 2.f",
      });
    }
  }

  /** Stats, Durability 1: an object's durability is the number of durability counters on it. */
  private durability(): void {
    for (const [id, c] of this.chars) {
      const obj = this.state.objects[id];
      if (obj?.zone !== "field" || c.durability === null) continue;
      const n = obj.counters.durability ?? 0;
      if (n === c.durability) continue;
      const next = { ...cloneCharacteristics(c), durability: n };
      this.chars.set(id, next);
      this.tracer?.diff(id, "rules", c, next, {
        sourceId: null,
        sourceName: null,
        timestamp: null,
        text: "durability is the number of durability counters",
        rule: "Stats: Durability 1",
      });
    }
  }
}

function dependencyNote(note: OrderNote<LayerEffect>): GaDependencyNote {
  return {
    kind: note.kind,
    on: note.on.map((o) => ({ sourceName: o.effect.sourceName, timestamp: o.effect.timestamp, reason: o.reason })),
  };
}
