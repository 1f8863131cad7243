import type { Derived } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { isPlayer } from "../model/attachedPlayer.js";
import { hasProtectionFrom } from "../game/targets.js";

/**
 * 303.4c-d, 702.5c, 702.16c: whether the Aura `aura` can legally enchant `host` — an object on the
 * battlefield, or a player still in the game: every enchant ability of the Aura allows it (an
 * enchant [object] ability allows no player and an enchant player ability no object, 702.5a), it
 * isn't the Aura itself, the Aura isn't a creature, and an object host has no protection from the
 * Aura's colors.
 */
export function canEnchant(d: Derived, aura: ObjectId, host: ObjectId | PlayerId): boolean {
  const c = d.get(aura);
  if (!c || host === aura || c.types.includes("Creature")) return false;
  if (isPlayer(d.state, host)) return canEnchantPlayer(d, aura, host);
  if (d.state.objects[host]?.zone !== "battlefield" || !d.get(host)) return false;
  for (const a of c.abilities) {
    if (a.def.kind !== "keyword" || a.def.keyword !== "enchant") continue;
    if (a.def.players) return false;
    if (!a.def.filter) continue;
    if (!matchesFilter(d.view, host, a.def.filter, { sourceId: aura, controller: c.controller, abilityKey: a.key }))
      return false;
  }
  return !hasProtectionFrom(d, host, c.colors);
}

/** 303.4c, 702.5a: a player who hasn't left the game, allowed by every enchant ability ("Enchant opponent": the Aura's controller's opponent). */
function canEnchantPlayer(d: Derived, aura: ObjectId, player: PlayerId): boolean {
  const c = d.get(aura);
  if (!c || d.state.players.find((p) => p.name === player)?.lost !== false) return false;
  const enchants = c.abilities.flatMap((a) => (a.def.kind === "keyword" && a.def.keyword === "enchant" ? [a.def] : []));
  return (
    enchants.length > 0 &&
    enchants.every((e) => e.players === "any" || (e.players === "opponent" && player !== c.controller))
  );
}
