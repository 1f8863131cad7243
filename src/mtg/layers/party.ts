import type { PlayerId } from "../model/object.js";
import type { LayerView } from "./view.js";

/** 700.8: the creature types a party is made of, up to one creature each. */
const PARTY_TYPES: readonly string[] = ["Cleric", "Rogue", "Warrior", "Wizard"];

/**
 * 700.8: the number of creatures in the player's party — the most creatures they control that can
 * each be given a different one of Cleric, Rogue, Warrior and Wizard (700.8a: a creature with
 * several of those types fills only one place).
 */
export function partySize(view: LayerView, player: PlayerId): number {
  // The sets of party places that can be filled, as bit masks, grown one creature at a time.
  let reachable = new Set<number>([0]);
  for (const id of view.battlefield()) {
    const c = view.get(id);
    if (!c || c.controller !== player || !c.types.includes("Creature")) continue;
    const places = PARTY_TYPES.flatMap((t, i) => (c.subtypes.includes(t) ? [1 << i] : []));
    const next = new Set(reachable);
    for (const mask of reachable) for (const place of places) if ((mask & place) === 0) next.add(mask | place);
    reachable = next;
  }
  return Math.max(...[...reachable].map((mask) => PARTY_TYPES.filter((_, i) => (mask & (1 << i)) !== 0).length));
}
