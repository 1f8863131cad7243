import type { Duration } from "../abilities/effect.js";
import type { CopiableSnapshot, EffectRecord } from "../model/effectRecord.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { changed, log } from "../game/draft.js";
import { recordEffect } from "../game/recordEffect.js";

export interface CopyEffectSpec {
  readonly target: ObjectId;
  readonly snapshot: CopiableSnapshot;
  readonly sourceId: ObjectId | null;
  readonly sourceName: string | null;
  readonly controller: PlayerId;
  readonly timestamp: number;
  readonly duration: Duration;
  readonly text: string;
  /** 707.4 (becomes a copy), 707.5 (enters as a copy), 707.2 otherwise. */
  readonly rule: string;
  /** An Aura's static copy effect: it follows the Aura's attachment (rules/attachedCopyEffect.ts). */
  readonly followsAttachment?: true;
}

/** Records a layer 1a copy effect whose copiable values are fixed now (707.2b-c). */
export function addCopyEffect(state: GameState, spec: CopyEffectSpec): EffectRecord {
  const record = recordEffect(state, {
    sourceId: spec.sourceId,
    sourceName: spec.sourceName,
    controller: spec.controller,
    timestamp: spec.timestamp,
    duration: spec.duration,
    affected: [spec.target],
    parts: [],
    copy: spec.snapshot,
    ...(spec.followsAttachment ? { followsAttachment: true as const } : {}),
    rule: spec.rule,
    text: spec.text,
  });
  changed(state, spec.target);
  log(state, "copy", `${spec.target} becomes a copy of ${spec.snapshot.copiedName ?? "a nameless object"}`, spec.rule, [
    spec.target,
  ]);
  return record;
}
