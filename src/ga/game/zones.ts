import type { GaObject, GaObjectId, GaPlayerId, GaVirtualBase, GaZone } from "../model/object.js";
import { noProperties } from "../model/properties.js";
import type { GaState } from "../model/state.js";
import { changed, log, newId, newTimestamp } from "./act.js";
import { handOrMaterialDeck } from "./destination.js";

/** A new card, token or card copy in a zone, with a fresh timestamp. */
export function createObject(
  state: GaState,
  init: {
    readonly kind: GaObject["kind"];
    readonly card: string | null;
    readonly virtual: GaVirtualBase | null;
    readonly owner: GaPlayerId;
    readonly controller: GaPlayerId;
    readonly zone: GaZone;
    readonly id?: GaObjectId;
  },
): GaObject {
  const obj: GaObject = {
    id: init.id ?? newId(state, "o"),
    kind: init.kind,
    card: init.card,
    virtual: init.virtual,
    owner: init.owner,
    controller: init.controller,
    zone: init.zone,
    timestamp: newTimestamp(state),
    rested: false,
    face: 0,
    faceDown:
      init.zone === "memory" || init.zone === "hand" || init.zone === "mainDeck" || init.zone === "materialDeck",
    counters: {},
    damage: 0,
    properties: noProperties(),
    choices: {},
    lineage: [],
    intentOf: null,
    activations: {},
    prevention: 0,
    paidWith: [],
  };
  state.objects[obj.id] = obj;
  return obj;
}

/**
 * Moves a card (or token, or card copy) to another zone. A card that changes zones is a new
 * object (Ability Tracking 2; Counters 5: its counters are lost); the old id maps to the new one so
 * scenarios and "return it" effects can follow it. Cards go to their owner's zones (Graveyard 2,
 * Banishment 2, Hand 3, Memory 2). Returns the new id.
 */
export function moveTo(
  state: GaState,
  id: GaObjectId,
  zone: GaZone,
  options: { readonly controller?: GaPlayerId; readonly face?: 0 | 1 } = {},
): GaObjectId {
  const obj = state.objects[id];
  if (!obj) return id;
  if (obj.zone === zone && options.controller === undefined) return id; // Game Zones 5.a
  // State-based Checks 5; Copy General 1.d: a copy of a card has no corresponding card: moved anywhere
  // but onto the Effects Stack (where it is activated), it ceases to exist.
  if (obj.kind === "cardCopy" && zone !== "effectsStack") {
    ceaseToExist(state, id, "State-based Checks 5; Copy: General Rules 1.d");
    return id;
  }
  const to = handOrMaterialDeck(state, obj, zone);
  const moved = createObject(state, {
    kind: obj.kind,
    card: obj.card,
    virtual: obj.virtual,
    owner: obj.owner,
    controller:
      options.controller ?? (to === "field" || to === "effectsStack" || to === "intent" ? obj.controller : obj.owner),
    zone: to,
  });
  if (options.face !== undefined) moved.face = options.face;
  // Properties that belong to the card follow it onto the field (Imbue 2; Game Zones 7.a).
  if (obj.zone === "effectsStack" && to === "field") moved.properties = { ...obj.properties, empowered: false };
  if (to === "intent") moved.intentOf = obj.intentOf;
  delete state.objects[id];
  state.successors[id] = moved.id;
  // Object-Specific Zones 1: cards in an object's inner lineage leave with it.
  for (const inner of obj.lineage) if (to !== "field") moveTo(state, inner, "graveyard");
  changed(state);
  log(
    state,
    "move",
    `${obj.card ?? obj.virtual?.faces[0]?.name ?? id} ${obj.zone} → ${to}`,
    to !== zone ? "Regalia 5" : undefined,
  );
  return moved.id;
}

/** Tokens 3, State-based Checks 5: a token or card copy stops existing; it never changes zones again. */
export function ceaseToExist(state: GaState, id: GaObjectId, rule: string): void {
  const obj = state.objects[id];
  if (!obj) return;
  delete state.objects[id];
  changed(state);
  log(
    state,
    "ceases to exist",
    `${obj.virtual?.faces[0]?.name ?? obj.card ?? id} (${obj.kind === "token" ? "token" : "copy"} in ${obj.zone})`,
    rule,
  );
}

/** The id an object has now, following zone changes. */
export function currentId(state: GaState, id: GaObjectId): GaObjectId | null {
  let cur = id;
  for (let i = 0; i < 1000; i++) {
    if (state.objects[cur]) return cur;
    const next = state.successors[cur];
    if (next === undefined) return null;
    cur = next;
  }
  return null;
}

/** Objects of a player in a zone, oldest first. */
export function zoneOf(state: GaState, player: GaPlayerId, zone: GaZone): GaObject[] {
  return Object.values(state.objects)
    .filter(
      (o) =>
        o.zone === zone &&
        (zone === "field" || zone === "effectsStack" || zone === "intent"
          ? o.controller === player
          : o.owner === player),
    )
    .sort((a, b) => a.timestamp - b.timestamp);
}
