import type { ObjectId } from "../model/object.js";
import type { LayerView } from "./view.js";

/**
 * 702.95b, 702.95e: the creature `id` is paired with, while the pair holds: both on the
 * battlefield, both creatures, both still controlled by the player who paired them, each paired
 * with the other. Null when it is unpaired.
 */
export function pairedPartner(view: LayerView, id: ObjectId): ObjectId | null {
  const o = view.state.objects[id];
  const paired = o?.paired;
  if (!o || !paired || o.zone !== "battlefield") return null;
  const q = view.state.objects[paired.with];
  if (q?.zone !== "battlefield" || q.paired?.with !== id) return null;
  for (const c of [view.get(id), view.get(paired.with)])
    if (!c?.types.includes("Creature") || c.controller !== paired.controller) return null;
  return paired.with;
}
