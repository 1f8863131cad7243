import type { ObjectId } from "../model/object.js";
import type { LayerView } from "./view.js";

/** 301.5 "equipped", 303.4 "enchanted": a permanent of that subtype (Equipment, Aura) is attached to the object. */
export function hasAttachedOfSubtype(view: LayerView, id: ObjectId, subtype: "Equipment" | "Aura"): boolean {
  return view
    .battlefield()
    .some((a) => view.object(a)?.attachedTo === id && view.get(a)?.subtypes.includes(subtype) === true);
}

/** How many permanents of that subtype are attached to the object ("two or more Equipment are attached to it"). */
export function countAttachedOfSubtype(view: LayerView, id: ObjectId, subtype: "Equipment" | "Aura"): number {
  return view
    .battlefield()
    .filter((a) => view.object(a)?.attachedTo === id && view.get(a)?.subtypes.includes(subtype) === true).length;
}
