import type { Characteristics } from "./characteristics.js";
import type { LayerView } from "./view.js";

/**
 * "a creature with the greatest power among creatures that player controls" (208.1; Professor
 * Onyx's ruling: among several with the greatest power, that player chooses): a creature on the
 * battlefield whose power no other creature its controller controls exceeds.
 */
export function greatestPowerAmongItsControllers(view: LayerView, c: Characteristics): boolean {
  if (c.power === null || !c.types.includes("Creature")) return false;
  const mine = c.power;
  return view.battlefield().every((other) => {
    const o = view.get(other);
    return !o || o.controller !== c.controller || !o.types.includes("Creature") || (o.power ?? 0) <= mine;
  });
}
