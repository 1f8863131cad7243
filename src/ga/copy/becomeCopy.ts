import type { CopyException } from "../abilities/copyException.js";
import { deriveGa } from "../layers/derive.js";
import { copyPage } from "../model/edition.js";
import type { GaObjectId, GaPlayerId } from "../model/object.js";
import { changed, log } from "../game/act.js";
import type { GaCtx } from "../game/decision.js";
import { takeSnapshot } from "./snapshot.js";
import { recordEffect } from "../game/recordEffect.js";

/**
 * "… becomes a copy of …" (Jubjub Bird): a continuous effect giving the object the copiable values
 * of the other object as the effect resolves (Game Effects 7). The object stays the same object:
 * counters, damage, rested state and properties are kept (Copying Objects 1 only speaks of the
 * values copied). With no duration written, it lasts for the rest of the game (Continuous Effects 2).
 */
export function becomeCopy(
  ctx: GaCtx,
  object: GaObjectId,
  of: GaObjectId,
  options: {
    readonly exceptions: readonly CopyException[];
    readonly controller: GaPlayerId;
    readonly sourceId: GaObjectId | null;
    readonly sourceName: string | null;
    readonly text: string;
  },
): void {
  const { state } = ctx;
  const d = deriveGa(state);
  const values = d.copiable(of);
  if (!values || !state.objects[object]) return;
  const rule = `${copyPage(state.edition)}: Copying Objects 1, 5`;
  recordEffect(state, {
    sourceId: options.sourceId,
    sourceName: options.sourceName,
    controller: options.controller,
    duration: { until: "game" },
    affected: [object],
    parts: [],
    copy: takeSnapshot(values, of, options.exceptions, rule),
    rule,
    text: options.text,
  });
  changed(state);
  log(state, "copy", `${d.get(object)?.name ?? object} becomes a copy of ${values.name ?? of}`, rule);
}
