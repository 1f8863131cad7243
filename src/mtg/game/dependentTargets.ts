import { own } from "../../kernel/records.js";
import type { TargetSlot } from "../abilities/target.js";
import type { Derived } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/**
 * "up to one target creature that player or that planeswalker's controller controls" (115.1,
 * Searing Blaze's ruling): whether `candidate` is controlled by the player chosen for the earlier
 * slot, or by the controller of the planeswalker chosen there (as it last existed if it has left,
 * 608.2h). A slot without that condition accepts any candidate.
 */
export function satisfiesChosenController(
  state: GameState,
  d: Derived,
  slot: TargetSlot,
  chosenFor: (slotIndex: number) => ObjectId | PlayerId | undefined,
  candidate: ObjectId | PlayerId,
): boolean {
  if (slot.controlledByChosenFor === undefined) return true;
  const chosen = chosenFor(slot.controlledByChosenFor);
  if (chosen === undefined) return false;
  const player = own(state.objects, chosen) || own(state.lastKnown, chosen) ? controllerOf(state, d, chosen) : chosen;
  return player !== undefined && controllerOf(state, d, candidate) === player;
}

function controllerOf(state: GameState, d: Derived, id: ObjectId): PlayerId | undefined {
  return d.get(id)?.controller ?? own(state.lastKnown, id)?.controller;
}
