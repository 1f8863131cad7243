import type { TriggeredAbility } from "../abilities/ability.js";
import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import type { Derived } from "../layers/derive.js";
import type { Perspective } from "../layers/evaluate.js";
import type { ObjectId } from "../model/object.js";
import type { GameEvent } from "./events.js";

/** Whether a triggered ability's event is this one, and its object (triggers.ts `matches`). */
export type TriggerMatch = (t: TriggeredAbility, ev: GameEvent, d: Derived, p: Perspective) => ObjectId | null | false;

/**
 * 603.7b: a delayed "Whenever [event] this turn, …" ability (Jace, Cunning Castaway's +1) triggers
 * each time its event happens in the turn it was made, then ends with that turn. It triggers like a
 * printed ability of its source, as its controller's (603.7d), even once the source has left.
 */
export function triggerEventThisTurn(
  ctx: Ctx,
  event: GameEvent,
  view: Derived,
  matches: TriggerMatch,
  player: { triggerPlayer?: string },
): void {
  const { state } = ctx;
  if (!state.delayedTriggers.some((d) => d.when === "eventThisTurn")) return;
  state.delayedTriggers = state.delayedTriggers.filter(
    (d) => d.when !== "eventThisTurn" || d.turn === state.turn.number,
  );
  for (const d of state.delayedTriggers) {
    if (d.when !== "eventThisTurn" || !d.trigger) continue;
    const ability: TriggeredAbility = { kind: "triggered", text: d.text, trigger: d.trigger, effects: d.effects };
    const p = { sourceId: d.sourceId === "" ? null : d.sourceId, controller: d.controller, abilityKey: null };
    const triggerObject = matches(ability, event, view, p);
    if (triggerObject === false) continue;
    state.pendingTriggers.push({
      sourceId: d.sourceId,
      abilityKey: `delayed:${d.id}`,
      controller: d.controller,
      triggerObject,
      ...player,
      ...(d.sourceName !== undefined ? { sourceName: d.sourceName } : {}),
      ability,
    });
    log(state, "trigger", `${d.sourceName ?? d.sourceId}: ${d.text}`, "603.7b", [d.sourceId]);
  }
}
