import type { Effect } from "../../abilities/effect.js";
import type { CastingKeywordName } from "../../abilities/castingKeywords.js";
import { newId } from "../../game/draft.js";
import { alternativeCostKeyword } from "./alternativeCost.js";
import type { CastingKeyword } from "./keyword.js";

/**
 * Alternative costs whose spell, if the cost was paid, creates a delayed triggered ability for the
 * permanent it becomes, at the beginning of the next end step (603.7, 513.1); the permanent's haste
 * is its static part (abilities/castingKeywordForms.ts).
 */
function endStepKeyword(name: CastingKeywordName, rule: string, effect: Effect, text: string): CastingKeyword {
  return {
    ...alternativeCostKeyword({ name, rule }),
    becomesPermanent: (ctx, spell, permanentId) => {
      if (!spell.decisions?.paidCosts?.includes(name)) return;
      const { state } = ctx;
      state.delayedTriggers.push({
        id: newId(state, "d"),
        sourceId: permanentId,
        controller: spell.controller,
        when: "nextEndStep",
        effects: [effect],
        // 603.7c: it refers to the permanent the spell became; a new object later is not it (400.7).
        refersTo: [permanentId],
        text,
      });
    },
  };
}

/** 702.109a: "If this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand at the beginning of the next end step." */
export const dash = endStepKeyword(
  "dash",
  "702.109a",
  { do: "returnToHand", what: { ref: "triggerObject" } },
  "dash: return this permanent to its owner's hand",
);

/** 702.152a: "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the beginning of the next end step." */
export const blitz = endStepKeyword(
  "blitz",
  "702.152a",
  { do: "sacrifice", what: { ref: "triggerObject" } },
  "blitz: sacrifice this permanent",
);
