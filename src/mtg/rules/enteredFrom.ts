import type { TriggerEvent } from "../abilities/trigger.js";
import type { GameObject, PlayerId, ZoneName } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { GameEvent } from "./events.js";

/**
 * The zone each permanent now entering was put onto the battlefield from, between its preparation
 * and its entering (enter.ts): the "entered" event carries it (603.6a).
 */
export const enteringFrom = new WeakMap<GameObject, ZoneName>();

type EntersFrom = Extract<TriggerEvent, { on: "enters" }>["from"];

/** "enters from your hand / your graveyard / a graveyard": the zone it came from, its owner's being yours where it says so. */
export function enteredFromMatches(from: EntersFrom, ev: GameEvent, state: GameState, you: PlayerId): boolean {
  if (from === undefined) return true;
  if (ev.event !== "entered") return false;
  const owner = state.objects[ev.id]?.owner;
  if (from === "aGraveyard") return ev.from === "graveyard";
  return ev.from === (from === "yourHand" ? "hand" : "graveyard") && owner === you;
}
