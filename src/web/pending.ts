/**
 * Surfacing the decision a scenario does not answer yet: the runner's `onUnanswered` hook tells us
 * the decision (kind, player, prompt, options) and the working state it was asked in, and the
 * runner then stops the step exactly as it does for the CLI. The workbench shows a dialog.
 */
import type { GameState } from "../mtg/model/state.js";
import type { Decision } from "../mtg/game/decision.js";
import type { Aliases } from "../scenario/buildState.js";
import type { UnansweredHandler } from "../scenario/chooser.js";

export interface CapturedDecision {
  readonly decision: Decision;
  /** The working state the decision was asked in. */
  readonly state: GameState | null;
  readonly aliases: Aliases | null;
}

/** Runs `f` with a handler that records the last decision that found no answer. */
export function captureDecision<T>(f: (onUnanswered: UnansweredHandler) => T): {
  readonly value: T;
  readonly unanswered: CapturedDecision | null;
} {
  let last: CapturedDecision | null = null;
  const value = f((decision, state, aliases) => {
    last = { decision, state, aliases };
  });
  return { value, unanswered: last };
}
