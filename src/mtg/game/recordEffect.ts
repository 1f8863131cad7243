import { deepFreeze } from "../../kernel/deepCopy.js";
import type { EffectRecord } from "../model/effectRecord.js";
import type { GameState } from "../model/state.js";
import { changedNoObject, newEffectTimestamp, newId } from "./draft.js";

/**
 * 611.2: stores a continuous effect a spell, ability or rule creates now, with a new id and, unless
 * given, a new timestamp (613.7b).
 */
export function recordEffect(
  state: GameState,
  fields: Omit<EffectRecord, "id" | "timestamp"> & { readonly timestamp?: number },
): EffectRecord {
  const { sourceId, sourceName, controller, timestamp, ...rest } = fields;
  // Never changed afterwards: frozen, working copies share it (model/cloneState.ts).
  const record: EffectRecord = deepFreeze({
    id: newId(state, "e"),
    sourceId,
    sourceName,
    controller,
    timestamp: timestamp ?? newEffectTimestamp(state),
    ...rest,
  });
  state.effects.push(record);
  return record;
}

/** An effect ends (514.2, 611.2b…): its record leaves the state; no object changes. */
export function endEffects(state: GameState, ended: (e: EffectRecord) => boolean): EffectRecord[] {
  const gone = state.effects.filter(ended);
  if (gone.length === 0) return gone;
  state.effects = state.effects.filter((e) => !gone.includes(e));
  changedNoObject(state);
  return gone;
}
