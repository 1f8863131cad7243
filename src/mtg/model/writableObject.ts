import { own } from "../../kernel/records.js";
import type { DeepReadonly, GameObject, MutableGameObject, ObjectId, StackDecisions } from "./object.js";
import type { GameState } from "./state.js";
import { objectChangedInPlace, putObject } from "./objectRecords.js";

/**
 * Copy-on-write of objects (architecture decision 9): states made by `cloneState` share the
 * objects neither has changed since, frozen. A rule that changes an object asks for its own copy
 * first; the copy replaces the shared record in this state only, and later changes in the same
 * state are made to it in place. Read the object again after a call that may have changed it.
 */
export function writable(state: GameState, object: GameObject): MutableGameObject {
  // An object that has left its zone is changed as it last existed (a link kept on it, 607.2a).
  const which = own(state.objects, object.id) !== undefined ? "objects" : "lastKnown";
  const current = own(state[which], object.id);
  if (current === undefined) throw new Error(`internal: object ${object.id} is not in the state`);
  if (!Object.isFrozen(current)) {
    objectChangedInPlace(state[which]);
    return current as MutableGameObject;
  }
  const copy = thawedCopy(current);
  putObject(state, which, object.id, copy);
  return copy;
}

/**
 * One object, field by field, with its own copy of every part a rule may change; read-only parts
 * (a token's base, an ability on the stack, an emblem, soulbond and last-known values) are shared.
 * Every copy is built by the same literal in the same order, whatever the shape of its original,
 * so that V8 gives all copies one hidden class and the code reading them stays monomorphic
 * (session 9). A required field missing here fails to compile; an optional one must be listed
 * below (test/engine/cloneObject.test.ts sets every field of `Required<GameObject>`).
 */
export function thawedCopy(o: GameObject): MutableGameObject {
  const copy: MutableGameObject = {
    id: o.id,
    card: o.card,
    token: o.token,
    owner: o.owner,
    controller: o.controller,
    zone: o.zone,
    timestamp: o.timestamp,
    status: { ...o.status },
    counters: { ...o.counters },
    damage: o.damage,
    attachedTo: o.attachedTo,
    choices: { ...o.choices },
    controlledSince: o.controlledSince,
    controlledBy: o.controlledBy,
    decisions: o.decisions === null ? null : copyDecisions(o.decisions),
    ability: o.ability,
    isCopyOfSpell: o.isCopyOfSpell,
    attacking: o.attacking,
    blocking: o.blocking,
    isCardCopy: o.isCardCopy,
    activatedThisTurn: { ...o.activatedThisTurn },
    protector: o.protector,
    linked: copyLinked(o.linked),
  };
  // Optional fields: copied only where present (an absent field stays absent, as in a structured clone).
  if ("onAdventure" in o) copy.onAdventure = o.onAdventure;
  if ("foretoldTurn" in o) copy.foretoldTurn = o.foretoldTurn;
  if ("regenerationShields" in o) copy.regenerationShields = o.regenerationShields;
  if ("meldedWith" in o) copy.meldedWith = o.meldedWith;
  if ("monstrous" in o) copy.monstrous = o.monstrous;
  if ("renowned" in o) copy.renowned = o.renowned;
  if ("classLevel" in o) copy.classLevel = o.classLevel;
  if ("devoured" in o) copy.devoured = o.devoured;
  if ("paired" in o) copy.paired = o.paired;
  if ("skipsNextUntap" in o) copy.skipsNextUntap = o.skipsNextUntap;
  if ("keptTapped" in o) copy.keptTapped = o.keptTapped;
  if ("unearthed" in o) copy.unearthed = o.unearthed;
  if ("tributePaid" in o) copy.tributePaid = o.tributePaid;
  if ("goadedBy" in o && o.goadedBy !== undefined) copy.goadedBy = [...o.goadedBy];
  if ("playable" in o && o.playable !== undefined) copy.playable = [...o.playable];
  if ("commander" in o) copy.commander = o.commander;
  if ("emblem" in o) copy.emblem = o.emblem;
  if ("lastKnownValues" in o) copy.lastKnownValues = o.lastKnownValues;
  return copy;
}

/** A stack object's decisions with their own lists (the entries of `sacrificed` are records too). */
export function copyDecisions(d: DeepReadonly<StackDecisions>): StackDecisions {
  const { modes, targets, sacrificed, damageDivision, exiledToPay, paidCosts, ...values } = d;
  const copy: StackDecisions = {
    ...values,
    modes: [...modes],
    targets: [...targets],
    sacrificed: sacrificed.map((s) => ({ ...s })),
  };
  if (damageDivision !== undefined) copy.damageDivision = [...damageDivision];
  if (exiledToPay !== undefined) copy.exiledToPay = [...exiledToPay];
  if (paidCosts !== undefined) copy.paidCosts = [...paidCosts];
  return copy;
}

function copyLinked(linked: DeepReadonly<Record<string, ObjectId[]>>): Record<string, ObjectId[]> {
  const copy: Record<string, ObjectId[]> = {};
  for (const key in linked) {
    const ids = linked[key];
    if (ids !== undefined) copy[key] = [...ids];
  }
  return copy;
}
