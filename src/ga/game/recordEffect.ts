import type { GaEffectRecord, GaState } from "../model/state.js";
import { newId, newTimestamp } from "./act.js";

/** Stores a continuous effect created now (Continuous Effects 1), with a new id and timestamp (Timestamps 1). */
export function recordEffect(state: GaState, fields: Omit<GaEffectRecord, "id" | "timestamp">): GaEffectRecord {
  const { sourceId, sourceName, controller, ...rest } = fields;
  const record: GaEffectRecord = {
    id: newId(state, "e"),
    sourceId,
    sourceName,
    controller,
    timestamp: newTimestamp(state),
    ...rest,
  };
  state.effects.push(record);
  return record;
}
