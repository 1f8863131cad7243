import { runTasks } from "../cli/workerPool.js";
import { type CaseLimits, type CaseReport, type CaseTask, DEFAULT_LIMITS, type FuzzMode } from "./cases.js";

/** The worker module that runs fuzz cases. */
export const CASE_WORKER = new URL("./caseWorker.js", import.meta.url);

export interface GuardOptions {
  /** A case running longer than this is reported as a hang and its worker replaced. */
  readonly hangMs: number;
  /** Worker threads sharing the cases. */
  readonly workers: number;
  readonly limits?: CaseLimits;
  readonly corpusRoot?: string;
}

/**
 * Runs fuzz cases in worker threads (the pool of src/cli/workerPool.ts) under a watchdog, so that
 * a case that never ends is reported (with its seed) instead of hanging the caller; the reports
 * come in the order of `cases`.
 */
export function runGuarded(cases: readonly { mode: FuzzMode; seed: number }[], o: GuardOptions): Promise<CaseReport[]> {
  const limits = o.limits ?? DEFAULT_LIMITS;
  const corpusRoot = o.corpusRoot ?? "scenarios";
  return runTasks<CaseTask, CaseReport>(
    CASE_WORKER,
    cases.map((c) => ({ mode: c.mode, seed: c.seed, limits, corpusRoot })),
    o.workers,
    (t, f) => ({
      mode: t.mode,
      seed: t.seed,
      ms: f.ms,
      failure: {
        what: f.why === "hung" ? "hang" : f.why === "died" ? "crash" : "not run",
        message: f.message,
        detail: "",
        reproduction: "",
      },
    }),
    o.hangMs,
  );
}
