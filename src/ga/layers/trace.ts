import type { GaObjectId } from "../model/object.js";
import {
  GA_CHARACTERISTIC_KEYS,
  type GaCharacteristicKey,
  type GaCharacteristics,
  showGaCharacteristic,
} from "./characteristics.js";

/** Where a step of a characteristic's chain happened. */
export type GaTraceLayer = "printed" | "copy" | "A" | "B" | "C" | "D" | "E" | "counters" | "rules";

/** Why an effect applied out of timestamp order (Continuous Effects, Dependencies 2). */
export interface GaDependencyNote {
  readonly kind: "waitedFor" | "appliedBefore" | "loop";
  readonly on: readonly { readonly sourceName: string | null; readonly timestamp: number; readonly reason: string }[];
}

/** One link of the chain that produced a characteristic. */
export interface GaTraceStep {
  readonly layer: GaTraceLayer;
  readonly characteristic: GaCharacteristicKey;
  readonly before: string;
  readonly after: string;
  readonly sourceId: GaObjectId | null;
  readonly sourceName: string | null;
  readonly timestamp: number | null;
  readonly text: string;
  readonly rule: string;
  readonly dependency?: GaDependencyNote;
  readonly copied?: { readonly from: GaObjectId; readonly name: string | null; readonly exceptions: readonly string[] };
}

/** What a Grand Archive explanation says of an effect or rule step, without the values before and after. */
export type GaStepInfo = Omit<GaTraceStep, "layer" | "characteristic" | "before" | "after">;

/** The characteristic each layer is about, for an effect that applied but changed nothing. */
const LAYER_KEY: Readonly<Record<GaTraceLayer, GaCharacteristicKey>> = {
  printed: "name",
  copy: "name",
  A: "power",
  B: "types",
  C: "elements",
  D: "abilities",
  E: "power",
  counters: "power",
  rules: "durability",
};

/** Collects the chain of every characteristic of every object while deriving. */
export class GaTracer {
  readonly steps = new Map<GaObjectId, GaTraceStep[]>();

  private push(id: GaObjectId, step: GaTraceStep): void {
    const list = this.steps.get(id);
    if (list) list.push(step);
    else this.steps.set(id, [step]);
  }

  printed(id: GaObjectId, c: GaCharacteristics, info: GaStepInfo): void {
    for (const key of GA_CHARACTERISTIC_KEYS) {
      if (key === "controller") continue;
      const v = showGaCharacteristic(c, key);
      this.push(id, { layer: "printed", characteristic: key, before: v, after: v, ...info });
    }
  }

  /** Records what changed between two states of an object; an effect that changed nothing is still recorded once. */
  diff(
    id: GaObjectId,
    layer: GaTraceLayer,
    before: GaCharacteristics,
    after: GaCharacteristics,
    info: GaStepInfo,
  ): void {
    let any = false;
    for (const key of GA_CHARACTERISTIC_KEYS) {
      const b = showGaCharacteristic(before, key);
      const a = showGaCharacteristic(after, key);
      if (a === b) continue;
      any = true;
      this.push(id, { layer, characteristic: key, before: b, after: a, ...info });
    }
    if (!any && info.sourceName !== null) {
      const key = LAYER_KEY[layer];
      const v = showGaCharacteristic(after, key);
      this.push(id, { layer, characteristic: key, before: v, after: v, ...info });
    }
  }
}
