import { findGaCard } from "../cards/library.js";
import type { GaObject, GaZone } from "../model/object.js";
import type { GaState } from "../model/state.js";

/**
 * Where a card goes instead of the graveyard: regalia (Regalia 4) and champions (Champion 8) are
 * banished. A double-faced card is judged by its default side (Double-faced Cards 4.b).
 */
export function graveyardOrBanishment(state: GaState, obj: GaObject): GaZone {
  const face = obj.virtual?.faces[0] ?? (obj.card ? findGaCard(state, obj.card)?.faces[0] : undefined);
  if (face?.supertypes.includes("Regalia") || face?.types.includes("Champion")) return "banishment";
  return "graveyard";
}

/** Regalia 5: a regalia sent to the hand, main deck or memory returns to the material deck. */
export function handOrMaterialDeck(state: GaState, obj: GaObject, zone: GaZone): GaZone {
  const face = obj.virtual?.faces[0] ?? (obj.card ? findGaCard(state, obj.card)?.faces[0] : undefined);
  if (face?.supertypes.includes("Regalia") && (zone === "hand" || zone === "mainDeck" || zone === "memory"))
    return "materialDeck";
  return zone;
}
