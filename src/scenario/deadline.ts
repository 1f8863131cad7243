import type { Problem } from "../kernel/problem.js";

/**
 * The end of a run's time budget (`doppel test --timeout`). A scenario runs in process and can't
 * be interrupted, so the runner asks between steps, and between resolutions of a long `resolve`.
 */
export interface Deadline {
  /** `Date.now()` value after which no further step starts. */
  readonly at: number;
  /** The budget as the user gave it, for the message. */
  readonly seconds: number;
}

export function deadlineIn(seconds: number, now = Date.now()): Deadline {
  return { at: now + seconds * 1000, seconds };
}

/** Throws-free check: the located problem that ends the scenario once the time is up, else null. */
export function timeUp(deadline: Deadline | undefined, file: string, line: number): Problem | null {
  if (deadline === undefined || Date.now() <= deadline.at) return null;
  return {
    code: "run.timeout",
    message: `the run's time limit of ${deadline.seconds} s was reached before this step (--timeout)`,
    file,
    line,
  };
}

/** `doppel test` and `doppel explain` stop starting steps after this long unless told otherwise. */
export const DEFAULT_TIMEOUT_SECONDS = 600;
