import { changed, log } from "../game/draft.js";
import type { PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/** The rules "until your next turn" of the player whose turn begins end now (611.2a). */
function endTurnRulesUntilNextTurn(state: GameState, active: PlayerId): void {
  const rules = state.turnRules ?? [];
  if (!rules.some((t) => t.untilTurnOf === active)) return;
  state.turnRules = rules.filter((t) => t.untilTurnOf !== active);
  changed(state);
}

/**
 * "Until your next turn" (611.2a; 800.4m names such durations): the effect ends as its
 * controller's next turn begins, before that turn's untap step (Shapesharer's ruling: "just before
 * your next untap step, even if an effect will cause that untap step to be skipped").
 */
export function endUntilNextTurn(state: GameState, active: PlayerId): void {
  endTurnRulesUntilNextTurn(state, active);
  const ending = state.effects.filter((e) => e.duration === "untilYourNextTurn" && e.controller === active);
  if (ending.length === 0) return;
  state.effects = state.effects.filter((e) => !ending.includes(e));
  for (const e of ending)
    log(state, "effect", `the effect of ${e.sourceName ?? "an ability"} ends (“${e.text}”)`, "611.2a");
  changed(state);
}
