import type { Derived } from "../layers/derive.js";
import type { GameState } from "../model/state.js";
import { illegal } from "../game/draft.js";

/**
 * 702.61a: "As long as this spell is on the stack, players can't cast other spells or activate
 * abilities that aren't mana abilities." Returns the name of a split second spell on the stack, or null.
 */
export function splitSecondSpell(state: GameState, d: Derived): string | null {
  for (const id of state.stack) {
    const o = state.objects[id];
    if (!o || o.ability) continue;
    const c = d.get(id);
    if (c?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === "split second")) return c.name ?? id;
  }
  return null;
}

/** Refuses casting a spell or activating a non-mana ability while a split second spell is on the stack (702.61a-b). */
export function checkSplitSecond(state: GameState, d: Derived, what: string): void {
  const spell = splitSecondSpell(state, d);
  if (spell !== null)
    illegal(`${what} can't be done while ${spell}, which has split second, is on the stack`, "702.61a");
}
