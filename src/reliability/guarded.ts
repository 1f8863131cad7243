import { Worker } from "node:worker_threads";
import { type CaseLimits, type CaseReport, DEFAULT_LIMITS, type FuzzMode } from "./cases.js";
import type { CaseList } from "./caseWorker.js";

export interface GuardOptions {
  /** A case running longer than this is reported as a hang and its worker stopped. */
  readonly hangMs: number;
  /** Worker threads sharing the cases. */
  readonly workers: number;
  readonly limits?: CaseLimits;
  readonly corpusRoot?: string;
}

/**
 * Runs fuzz cases in worker threads under a watchdog, so that a case that never ends is reported
 * (with its seed) instead of hanging the caller. Cases are dealt round-robin to the workers; a
 * hung worker's remaining cases are reported as not run.
 */
export function runGuarded(cases: readonly { mode: FuzzMode; seed: number }[], o: GuardOptions): Promise<CaseReport[]> {
  const reports: (CaseReport | undefined)[] = cases.map(() => undefined);
  const n = Math.max(1, Math.min(o.workers, cases.length));
  const jobs = Array.from({ length: n }, (_, w) => cases.map((c, i) => ({ c, i })).filter((_, i) => i % n === w));
  return Promise.all(
    jobs.map(
      (job) =>
        new Promise<void>((done) => {
          const list: CaseList = {
            cases: job.map((j) => j.c),
            limits: o.limits ?? DEFAULT_LIMITS,
            corpusRoot: o.corpusRoot ?? "scenarios",
          };
          const worker = new Worker(new URL("./caseWorker.js", import.meta.url), { workerData: list });
          let current: { index: number; since: number } | null = null;
          let over = false;
          const finish = (why: string | null) => {
            if (over) return;
            over = true;
            clearInterval(timer);
            job.forEach((j, k) => {
              if (reports[j.i]) return;
              const hung = current?.index === k;
              reports[j.i] = {
                mode: j.c.mode,
                seed: j.c.seed,
                ms: hung && current ? Date.now() - current.since : 0,
                failure: {
                  what: hung ? "hang" : "not run",
                  message: why ?? "the worker stopped early",
                  detail: "",
                  reproduction: "",
                },
              };
            });
            void worker.terminate();
            done();
          };
          const timer = setInterval(() => {
            if (current && Date.now() - current.since > o.hangMs)
              finish(`no result after ${o.hangMs} ms: the case hangs`);
          }, 250);
          worker.on("message", (m: { type: "start" | "done"; index: number; report?: CaseReport }) => {
            const j = job[m.index];
            if (!j) return;
            if (m.type === "start") current = { index: m.index, since: Date.now() };
            else if (m.report) {
              reports[j.i] = m.report;
              current = null;
              if (job.every((x) => reports[x.i])) finish(null);
            }
          });
          worker.on("error", (e) => finish(e instanceof Error ? e.message : String(e)));
          worker.on("exit", () => finish("the worker exited"));
        }),
    ),
  ).then(() =>
    reports.map(
      (r, i) =>
        r ?? {
          mode: cases[i]?.mode ?? "play",
          seed: cases[i]?.seed ?? 0,
          ms: 0,
          failure: { what: "not run", message: "no report", detail: "", reproduction: "" },
        },
    ),
  );
}
