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
export type StepName = (typeof STEPS)[number];

export interface TurnState {
  readonly number: number;
  readonly active: string;
  readonly step: StepName;
}
