import type { TriggeredAbility } from "../abilities/ability.js";
import { log } from "../game/draft.js";
import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/**
 * 603.12: "You may have ~ enter as a copy of … When you do, …": the reflexive ability triggers as
 * the replacement makes the permanent a copy; it waits to be put on the stack (603.3) with the
 * copied object as its trigger object. The permanent's controller controls it.
 */
export function triggerWhenEntersAsCopy(
  state: GameState,
  permanent: ObjectId,
  name: string,
  copied: ObjectId,
  ability: TriggeredAbility,
): void {
  const controller = state.objects[permanent]?.controller;
  if (!controller) return;
  state.pendingTriggers.push({
    sourceId: permanent,
    abilityKey: `reflexive:${ability.text}`,
    controller,
    triggerObject: copied,
    ability,
    sourceName: name,
  });
  log(state, "trigger", `${name}: ${ability.text}`, "603.12", [permanent, copied]);
}
