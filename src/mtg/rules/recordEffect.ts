import type { EffectRecord } from "../model/effectRecord.js";
import type { GameState } from "../model/state.js";
import { newId, newTimestamp } from "./draft.js";

/**
 * 611.2: stores a continuous effect a spell, ability or rule creates now, with a new id and, unless
 * given, a new timestamp (613.7b).
 */
export function recordEffect(state: GameState, fields: Omit<EffectRecord, "id" | "timestamp"> & { readonly timestamp?: number }): EffectRecord {
  const { sourceId, sourceName, controller, timestamp, ...rest } = fields;
  const record: EffectRecord = { id: newId(state, "e"), sourceId, sourceName, controller, timestamp: timestamp ?? newTimestamp(state), ...rest };
  state.effects.push(record);
  return record;
}
