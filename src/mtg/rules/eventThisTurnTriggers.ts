import type { TriggeredAbility } from "../abilities/ability.js";
import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import type { Derived } from "../layers/derive.js";
import type { Perspective } from "../layers/evaluate.js";
import type { ObjectId } from "../model/object.js";
import type { PendingTrigger } from "../model/state.js";
import type { GameEvent } from "./events.js";

/** Whether a triggered ability's event is this one: its trigger object, null for none, false if not. */
type Matches = (t: TriggeredAbility, ev: GameEvent, d: Derived, p: Perspective) => ObjectId | null | false;

/**
 * 603.7b: a delayed "whenever [event] this turn" ability triggers on each such event in the turn it
 * was made, then ends with that turn. Its instructions travel with the pending trigger; the trigger
 * object is the object it was made about (603.7c, "the exiled card"), or else the event's object.
 */
export function triggerEventThisTurn(
  ctx: Ctx,
  event: GameEvent,
  view: Derived,
  matches: Matches,
  about: (event: GameEvent) => Pick<PendingTrigger, "triggerPlayer" | "triggerAmount">,
): void {
  const { state } = ctx;
  state.delayedTriggers = state.delayedTriggers.filter(
    (d) => d.when !== "eventThisTurn" || d.turn === state.turn.number,
  );
  for (const d of state.delayedTriggers) {
    if (d.when !== "eventThisTurn" || !d.event) continue;
    const ability: TriggeredAbility = { kind: "triggered", text: d.text, trigger: d.event, effects: d.effects };
    const p = { sourceId: d.sourceId === "" ? null : d.sourceId, controller: d.controller, abilityKey: null };
    const found = matches(ability, event, view, p);
    if (found === false) continue;
    state.pendingTriggers.push({
      sourceId: d.sourceId,
      abilityKey: `delayed:${d.id}`,
      controller: d.controller,
      triggerObject: d.refersTo[0] ?? found,
      ...about(event),
      ...(d.sourceName !== undefined ? { sourceName: d.sourceName } : {}),
      ability,
    });
    log(state, "trigger", `${d.sourceName ?? d.sourceId}: ${d.text}`, "603.7b", [d.sourceId]);
  }
}
