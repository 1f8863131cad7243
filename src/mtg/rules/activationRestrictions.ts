import type { ActivatedAbility } from "../abilities/ability.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { derive } from "../layers/derive.js";
import { evaluateCondition } from "../layers/evaluate.js";

/**
 * 602.5: why `who` can't activate the ability now because of its "Activate only during …"
 * restriction ("your" is the player activating it, who would control it, 602.2), or null.
 */
export function activationTimingProblem(
  state: GameState,
  def: ActivatedAbility,
  who: PlayerId,
  sourceId: ObjectId | null = null,
): string | null {
  // 602.5: "Activate only if a creature died this turn", judged from the activating player's side;
  // "only if this permanent is attached to a creature" (702.151a) about its source.
  if (def.onlyIf && !evaluateCondition(derive(state).view, def.onlyIf, { sourceId, controller: who, abilityKey: null }))
    return "the condition of its “Activate only if …” restriction isn't met";
  const timing = def.timing;
  if (!timing) return null;
  if (timing.turn === "yours" && state.turn.active !== who) return "activate only during your turn";
  if (timing.turn === "opponents" && state.turn.active === who) return "activate only during an opponent's turn";
  if (timing.steps && !timing.steps.includes(state.turn.step))
    return `activate only during these steps: ${timing.steps.join(", ")}`;
  return null;
}

/** 602.2: only an ability's controller may activate it, unless "Any player may activate this ability". */
export function mayActivate(def: ActivatedAbility, controller: PlayerId | undefined, who: PlayerId): boolean {
  return def.anyPlayer === true || controller === who;
}
