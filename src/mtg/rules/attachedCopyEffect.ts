import type { ObjectFilter } from "../abilities/filter.js";
import { addCopyEffect } from "../copy/copyEffect.js";
import { takeSnapshot } from "../copy/snapshot.js";
import type { Ctx } from "../game/ctx.js";
import { chooseObjectAmong } from "../game/chooseObject.js";
import { changed } from "../game/draft.js";
import { deepFreeze } from "../../kernel/deepCopy.js";
import { derive } from "../layers/derive.js";
import { abilityGroup, matchesFilter } from "../layers/evaluate.js";
import type { GameObject } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { writable } from "../model/writableObject.js";

/**
 * 614.12: "As [this] enters, choose a creature" — its controller chooses an object already on the
 * battlefield (not one entering with it). A static ability printed with this one, "Enchanted
 * creature is a copy of the chosen creature", then applies a layer 1 copy effect (613.2a) to the
 * enchanted object, with the values the chosen object has now: they are locked in as it is chosen
 * (Metamorphic Alteration's rulings), and the effect lasts while this permanent stays (611.3a).
 */
export function chooseObjectAsEnters(
  ctx: Ctx,
  obj: GameObject,
  abilityKey: string,
  filter: ObjectFilter,
  prompt: string,
): void {
  const { state } = ctx;
  const d = derive(state);
  const p = { sourceId: obj.id, controller: obj.controller, abilityKey };
  const options = state.battlefield.filter((id) => id !== obj.id && matchesFilter(d.view, id, filter, p));
  const chosen = chooseObjectAmong(ctx, { player: obj.controller, prompt, options, rule: "614.12" });
  if (chosen === null) return;
  writable(state, obj).choices[abilityKey] = { kind: "object", id: chosen };
  changed(state, obj.id);
  const group = abilityGroup(abilityKey);
  const chars = d.get(obj.id);
  for (const a of chars?.abilities ?? []) {
    if (a.def.kind !== "static" || !a.def.attachedCopyOfChosen || abilityGroup(a.key) !== group) continue;
    const target = obj.attachedTo ? state.objects[obj.attachedTo] : undefined;
    if (target?.zone !== "battlefield") continue;
    const snap = takeSnapshot(d, chosen, {
      exceptions: [],
      copierBefore: { colors: d.copiable(target.id)?.colors ?? [] },
    });
    if (!snap) continue;
    addCopyEffect(state, {
      target: target.id,
      snapshot: snap.snapshot,
      sourceId: obj.id,
      sourceName: chars?.name ?? null,
      controller: obj.controller,
      timestamp: obj.timestamp, // 613.7a: the timestamp of the object the static ability is on
      duration: "whileSourceOnBattlefield",
      text: a.def.text,
      rule: "613.2a, 707.2",
      followsAttachment: true,
    });
  }
}

/**
 * 613.7e, 611.3a: an Aura's copy effect applies to the object the Aura is attached to now, with the
 * Aura's timestamp (renewed as it becomes attached): moved when the Aura is; gone when it is
 * attached to no object (it is then put into its owner's graveyard, 704.5m). True if one changed.
 */
export function followAttachments(state: GameState): boolean {
  let moved = false;
  for (const e of state.effects) {
    if (!e.followsAttachment || !e.sourceId) continue;
    const source = state.objects[e.sourceId];
    if (source?.zone !== "battlefield") continue; // ends with its source (611.2b)
    const to = source.attachedTo ? state.objects[source.attachedTo] : undefined;
    const [from] = e.affected;
    if (to?.id === from && source.timestamp === e.timestamp) continue;
    const next =
      to?.zone === "battlefield" ? [deepFreeze({ ...e, affected: [to.id], timestamp: source.timestamp })] : [];
    state.effects = state.effects.flatMap((r) => (r === e ? next : [r]));
    changed(state, ...(from ? [from] : []), ...(to ? [to.id] : []));
    moved = true;
  }
  return moved;
}
