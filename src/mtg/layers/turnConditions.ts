import type { Condition } from "../abilities/condition.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { turnHistoryOf } from "../model/turnHistory.js";
import type { LayerView } from "./view.js";

type TurnCondition = Extract<
  Condition,
  { is: "youAttackedThisTurn" | "creatureDiedThisTurn" | "selfWasCast" | "selfTapped" }
>;

/** The conditions that look back at the turn or at how this permanent came to be (model/turnHistory.ts). */
export function evaluateTurnCondition(
  view: LayerView,
  cond: TurnCondition,
  sourceId: ObjectId | null,
  you: PlayerId,
): boolean {
  const history = turnHistoryOf(view.state);
  switch (cond.is) {
    case "youAttackedThisTurn":
      return history.attacked.includes(you);
    case "creatureDiedThisTurn":
      return history.died.length > 0;
    case "selfTapped":
      return sourceId !== null && view.object(sourceId)?.status.tapped === true;
    case "selfWasCast": {
      // 603.4, 608.2h: on resolution the permanent may be gone; it is then looked at as it last existed.
      const self = sourceId === null ? undefined : (view.object(sourceId) ?? view.state.lastKnown[sourceId]);
      const from = self?.decisions?.castFrom ?? null;
      if (!self || from === null || self.isCopyOfSpell) return false;
      if (cond.from !== undefined && from !== cond.from) return false;
      if (!cond.byYou) return true;
      // 601.2a: the caster controlled the spell; its record says who that was this turn.
      const record = history.spellsCast.find((r) => view.state.successors[r.spell] === sourceId);
      return (record?.caster ?? self.controller) === you;
    }
  }
}
