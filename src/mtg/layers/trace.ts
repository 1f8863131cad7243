import type { Layer } from "../abilities/continuous.js";
import type { EffectRecord } from "../model/effectRecord.js";
import type { GameObject, ObjectId } from "../model/object.js";
import {
  CHARACTERISTIC_KEYS,
  type CharacteristicKey,
  type Characteristics,
  showCharacteristic,
} from "./characteristics.js";

/** Why an effect was applied out of timestamp order (613.8). */
export interface DependencyNote {
  /**
   * "waitedFor": it depends on effects with later timestamps and applied after them (613.8b);
   * "appliedBefore": effects with earlier timestamps depend on it, so it applied first;
   * "loop": it is in a dependency loop, so timestamp order applies (613.8b).
   */
  readonly kind: "waitedFor" | "appliedBefore" | "loop";
  readonly on: readonly {
    readonly effectId: string;
    readonly sourceName: string | null;
    readonly timestamp: number;
    /** 613.8a(b): applying the other changes this effect's existence, what it applies to, or what it does. */
    readonly reason: "existence" | "appliesTo" | "whatItDoes";
  }[];
}

/** One link of the chain that produced a characteristic (architecture decision 5). */
export interface TraceStep {
  readonly layer: Layer | "base" | "counters" | "rules";
  readonly characteristic: CharacteristicKey;
  readonly before: string;
  readonly after: string;
  readonly effectId: string | null;
  readonly sourceId: ObjectId | null;
  readonly sourceName: string | null;
  readonly timestamp: number | null;
  /** Rules text of the effect's ability, or what the rule does. */
  readonly text: string;
  readonly rule: string;
  readonly dependency?: DependencyNote;
  /** For copy effects: what was copied and the exceptions applied (707.9). */
  readonly copied?: {
    readonly from: ObjectId;
    readonly name: string | null;
    readonly exceptions: readonly string[];
    /** The copiable values the effect fixed when it began (707.2b-c). */
    readonly snapshot: SnapshotSummary;
  };
}

/** An effect as an explanation shows it: its id, source, timestamp, text and rule. */
export interface AppliedEffectInfo {
  readonly effectId: string;
  readonly sourceId: ObjectId | null;
  readonly sourceName: string | null;
  readonly timestamp: number;
  readonly text: string;
  readonly rule: string;
  readonly dependency?: DependencyNote;
}

/** The short form of a set of copiable values, for explanations. */
export interface SnapshotSummary {
  readonly name: string | null;
  readonly manaCost: string | null;
  readonly colors: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly pt: string | null;
  readonly abilities: number;
}

function summarize(c: Characteristics): SnapshotSummary {
  return {
    name: c.name,
    manaCost: c.manaCost,
    colors: [...c.colors],
    types: [...c.supertypes, ...c.types],
    subtypes: [...c.subtypes],
    pt: c.power !== null ? `${c.power}/${c.toughness}` : null,
    abilities: c.abilities.length,
  };
}

/** The characteristic each layer is about, for effects that applied but changed nothing. */
const LAYER_CHARACTERISTIC: Readonly<Record<TraceStep["layer"], CharacteristicKey>> = {
  base: "name",
  "1a": "name",
  "1b": "name",
  "2": "controller",
  "3": "abilities",
  "4": "types",
  "5": "colors",
  "6": "abilities",
  "7a": "power",
  "7b": "power",
  "7c": "power",
  "7d": "power",
  counters: "power",
  rules: "power",
};

/** Collects the chain of every characteristic of every object while deriving. */
export class Tracer {
  readonly steps = new Map<ObjectId, TraceStep[]>();
  readonly printed = new Map<ObjectId, { face: number; faces: number }>();

  private push(id: ObjectId, step: TraceStep): void {
    let list = this.steps.get(id);
    if (!list) {
      list = [];
      this.steps.set(id, list);
    }
    list.push(step);
  }

  base(obj: GameObject, chars: Characteristics, face: number, faces: number): void {
    this.printed.set(obj.id, { face, faces });
    for (const key of CHARACTERISTIC_KEYS) {
      if (key === "controller") continue;
      const value = showCharacteristic(chars, key);
      this.push(obj.id, {
        layer: "base",
        characteristic: key,
        before: value,
        after: value,
        effectId: null,
        sourceId: obj.id,
        sourceName: chars.name,
        timestamp: obj.timestamp,
        text: obj.token ? obj.token.createdBy : "printed",
        rule: obj.isCopyOfSpell ? "707.10" : obj.token ? "111.3" : "613.1",
      });
    }
  }

  layer1a(obj: GameObject, effect: EffectRecord, before: Characteristics, after: Characteristics): void {
    const copied = effect.copy
      ? {
          from: effect.copy.copiedFrom,
          name: effect.copy.copiedName,
          exceptions: effect.copy.exceptions.map((e) => `${e.text} (${e.rule})`),
          snapshot: summarize(after),
        }
      : undefined;
    this.diff(
      obj.id,
      "1a",
      before,
      after,
      {
        effectId: effect.id,
        sourceId: effect.sourceId,
        sourceName: effect.sourceName,
        timestamp: effect.timestamp,
        text: effect.text,
        rule: effect.rule,
      },
      copied,
    );
  }

  layer1b(obj: GameObject, before: Characteristics, after: Characteristics): void {
    this.diff(obj.id, "1b", before, after, {
      effectId: null,
      sourceId: obj.id,
      sourceName: null,
      timestamp: obj.timestamp,
      text: "face down",
      rule: "708.2a",
    });
  }

  applied(id: ObjectId, layer: Layer, info: AppliedEffectInfo, before: Characteristics, after: Characteristics): void {
    this.diff(id, layer, before, after, info);
  }

  rule(
    id: ObjectId,
    layer: TraceStep["layer"],
    rule: string,
    text: string,
    before: Characteristics,
    after: Characteristics,
  ): void {
    this.diff(id, layer, before, after, {
      effectId: null,
      sourceId: null,
      sourceName: null,
      timestamp: null,
      text,
      rule,
    });
  }

  private diff(
    id: ObjectId,
    layer: TraceStep["layer"],
    before: Characteristics,
    after: Characteristics,
    info: Omit<TraceStep, "layer" | "characteristic" | "before" | "after" | "copied">,
    copied?: TraceStep["copied"],
  ): void {
    let any = false;
    for (const key of CHARACTERISTIC_KEYS) {
      const b = showCharacteristic(before, key);
      const a = showCharacteristic(after, key);
      if (a === b) continue;
      any = true;
      this.push(id, { layer, characteristic: key, before: b, after: a, ...info, ...(copied ? { copied } : {}) });
    }
    // An effect that applied but changed nothing visible is still part of the explanation.
    if (!any && layer !== "base" && info.effectId !== null) {
      const characteristic = LAYER_CHARACTERISTIC[layer];
      const value = showCharacteristic(after, characteristic);
      this.push(id, { layer, characteristic, before: value, after: value, ...info, ...(copied ? { copied } : {}) });
    }
  }
}
