/** 500.1: the steps of a turn, in order (phases are implied). */
export const STEPS = [
  "untap",
  "upkeep",
  "draw",
  "main1",
  "beginCombat",
  "declareAttackers",
  "declareBlockers",
  "combatDamage",
  "endCombat",
  "main2",
  "end",
  "cleanup",
] as const;
/** A step of the turn (500.1). */
export type StepName = (typeof STEPS)[number];

/** The turn: its number, the active player, the step, and what happened in it so far. */
export interface TurnState {
  readonly number: number;
  readonly active: string;
  readonly step: StepName;
}
