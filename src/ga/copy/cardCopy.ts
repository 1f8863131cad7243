import { findGaCard } from "../cards/library.js";
import { copyPage, EDITIONS } from "../model/edition.js";
import type { GaObjectId, GaPlayerId } from "../model/object.js";
import { changed, log } from "../game/act.js";
import type { GaState } from "../model/state.js";
import { createObject } from "../game/zones.js";

/**
 * Copies a card that is not an object (Copy General 1.b, 1.e): the copy is in the same zone and
 * behaves as a card there while the effect that made it lasts (1.d); it is not a token (1.c). A
 * copy of an intent is an intent until the end of combat (1.d.i; Copying Objects 3), and carries
 * no activation property except as the edition says (Copying Objects 1.a.i).
 */
export function copyCard(state: GaState, cardId: GaObjectId, copier: GaPlayerId, createdBy: string): GaObjectId | null {
  const card = state.objects[cardId];
  if (!card) return null;
  const faces = card.virtual?.faces ?? (card.card ? findGaCard(state, card.card)?.faces : undefined) ?? [];
  const name = faces[0]?.name ?? null;
  const rule = `${copyPage(state.edition)}: General Rules 1.b, 1.e`;
  const copy = createObject(state, {
    kind: "cardCopy",
    card: null,
    virtual: { faces, createdBy, copy: { from: cardId, name, exceptions: [], rule } },
    owner: copier,
    controller: copier,
    zone: card.zone,
  });
  copy.faceDown = card.faceDown;
  copy.intentOf = card.intentOf;
  for (const prop of EDITIONS[state.edition].objectCopyCarries) if (card.properties[prop]) copy.properties[prop] = true;
  changed(state);
  log(state, "copy", `${copier} copies the card ${name ?? cardId} in ${card.zone}`, rule);
  return copy.id;
}
