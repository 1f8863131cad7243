import { putObject } from "../model/objectRecords.js";
import { own } from "../../kernel/records.js";
import type { GameObject, MutableGameObject, ObjectId, PlayerId, TokenBase, ZoneName } from "../model/object.js";
import type { Player } from "../model/player.js";
import type { GameState } from "../model/state.js";
import { illegal, newId, newTimestamp } from "./draft.js";

export function player(state: GameState, name: PlayerId): Player {
  const p = state.players.find((x) => x.name === name);
  if (!p) return illegal(`there is no player named ${name}`);
  return p;
}

export function object(state: GameState, id: ObjectId): GameObject {
  const o = state.objects[id];
  if (!o) return illegal(`there is no object ${id}`);
  return o;
}

/** 400.7: follows an object through zone changes to the object it became, if any. */
export function follow(state: GameState, id: ObjectId): ObjectId {
  let cur = id;
  for (let i = 0; i < 1000 && own(state.successors, cur) !== undefined; i++) cur = own(state.successors, cur) ?? cur;
  return cur;
}

/** The list holding a player's zone, or the shared battlefield / stack. */
export function zoneList(state: GameState, zone: ZoneName, owner: PlayerId): ObjectId[] {
  if (zone === "battlefield") return state.battlefield;
  if (zone === "stack") return state.stack;
  return player(state, owner)[zone];
}

export interface NewObject {
  readonly card: string | null;
  readonly token: TokenBase | null;
  readonly owner: PlayerId;
  readonly controller?: PlayerId;
  readonly zone: ZoneName;
  /** Position in an ordered zone: "top" (library/graveyard first entry) or "bottom" (default: top for those). */
  readonly at?: "top" | "bottom";
  readonly id?: ObjectId;
}

/** Creates an object in a zone with a new timestamp (613.7d). */
export function createObject(state: GameState, spec: NewObject): MutableGameObject {
  const id = spec.id ?? newId(state);
  const obj: MutableGameObject = {
    id,
    card: spec.card,
    token: spec.token,
    owner: spec.owner,
    controller: spec.controller ?? spec.owner,
    zone: spec.zone,
    timestamp: newTimestamp(state, id),
    status: { tapped: false, flipped: false, faceDown: false, phasedOut: false, face: 0 },
    counters: {},
    damage: 0,
    attachedTo: null,
    choices: {},
    controlledSince: state.turn.number,
    controlledBy: spec.controller ?? spec.owner,
    decisions: null,
    ability: null,
    isCopyOfSpell: false,
    attacking: null,
    blocking: null,
    isCardCopy: false,
    activatedThisTurn: {},
    protector: null,
    linked: {},
  };
  putObject(state, "objects", id, obj);
  const list = zoneList(state, spec.zone, spec.owner);
  if ((spec.zone === "library" || spec.zone === "graveyard") && spec.at !== "bottom") list.unshift(id);
  else list.push(id);
  return obj;
}

/** Removes the object from the list of its zone (not from the game's objects). */
export function detach(state: GameState, obj: GameObject): void {
  const list = zoneList(state, obj.zone, obj.owner);
  const i = list.indexOf(obj.id);
  if (i >= 0) list.splice(i, 1);
}
