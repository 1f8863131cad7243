/**
 * The warning for answers a step gave but no decision used. It is shown even when the scenario
 * passes: an unused answer usually means the step did not go the way its author thought.
 */
export function leftoverWarning(file: string, line: number, count: number, stepKind: string): string {
  return `${file}:${line}: ${count} answer(s) left over after the ${stepKind} step`;
}

const LEFTOVER = / answer\(s\) left over after the \S+ step$/;

export function isLeftoverWarning(warning: string): boolean {
  return LEFTOVER.test(warning);
}
