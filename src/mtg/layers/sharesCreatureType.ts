import { isCreatureType } from "../model/subtypes.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { Characteristics } from "./characteristics.js";
import type { LayerView } from "./view.js";

/** 205.3m: the creature types among an object's subtypes. */
function creatureTypes(c: Characteristics | undefined): string[] {
  return c?.types.includes("Creature") || c?.types.includes("Kindred") ? c.subtypes.filter(isCreatureType) : [];
}

/**
 * "[a creature spell that] shares a creature type with a creature you control or a creature card in
 * your graveyard" (Volo, Guide to Monsters): some other creature the player controls, or creature
 * card in their graveyard, has one of the object's creature types (205.3m).
 */
export function sharesCreatureTypeWithYours(view: LayerView, id: ObjectId, c: Characteristics, you: PlayerId): boolean {
  const mine = new Set(creatureTypes(c));
  if (mine.size === 0) return false;
  const graveyard = view.state.players.find((pl) => pl.name === you)?.graveyard ?? [];
  const others = [...view.battlefield().filter((o) => view.get(o)?.controller === you), ...graveyard];
  return others.some(
    (o) => o !== id && view.get(o)?.types.includes("Creature") && creatureTypes(view.get(o)).some((t) => mine.has(t)),
  );
}
