/**
 * One pool of worker threads for every parallel run: `doppel test --jobs N` (testPool.ts), the
 * bench's scenario throughput (through testPool.ts), and the fuzzer's cases (src/reliability/:
 * `npm run fuzz` and the tests' guarded runs). A worker is a module that calls `serveTasks`; the
 * pool sends each worker one task at a time and hands every outcome back, under an optional
 * watchdog: a task that runs too long is reported as hung and its worker replaced.
 */
import { parentPort, Worker } from "node:worker_threads";

/** Why a task has no result: it ran too long, its worker died, or no worker was left to run it. */
export interface TaskFailure {
  readonly why: "hung" | "died" | "not run";
  readonly message: string;
  /** How long it ran. */
  readonly ms: number;
}

/** What a task came to: the worker's result, or why there is none. */
export type TaskOutcome<R> = { readonly ok: true; readonly value: R } | ({ readonly ok: false } & TaskFailure);

export interface PoolOptions<T, R> {
  /** The worker module (it calls `serveTasks`). */
  readonly script: URL;
  /** Worker threads, each numbered by its slot 0 … jobs − 1. */
  readonly jobs: number;
  /** The next task for the worker of `slot`, or undefined when that worker is done. */
  readonly next: (slot: number) => T | undefined;
  /** Each task's outcome, as tasks finish. */
  readonly done: (task: T, outcome: TaskOutcome<R>, slot: number) => void;
  /** A task running longer than this is hung (default: never). */
  readonly hangMs?: (task: T) => number;
}

type FromWorker<R> = { readonly type: "start" } | { readonly type: "done"; readonly result: R };

const describe = (e: unknown) => (e instanceof Error ? `${e.message}\n${e.stack ?? ""}` : String(e));

/**
 * Runs tasks on `jobs` worker threads until `next` has none left. A worker whose task hangs is
 * stopped and replaced; one that dies (an exception, an exit) leaves its task failed and is
 * replaced too, unless it died before beginning any task (a worker that can't start, as with a
 * broken build, would fail every task).
 */
export function runPool<T, R>(o: PoolOptions<T, R>): Promise<void> {
  return new Promise((resolve) => {
    let live = 0;
    const start = (slot: number) => {
      const worker = new Worker(o.script);
      live++;
      let current: { task: T; since: number } | null = null;
      // Whether the worker loaded and began a task: one that never could (a broken build) is not replaced.
      let began = false;
      let over = false;
      const stop = (replace: boolean) => {
        if (over) return;
        over = true;
        if (timer) clearInterval(timer);
        void worker.terminate();
        live--;
        if (replace) start(slot);
        if (live === 0) resolve();
      };
      const fail = (why: "hung" | "died", message: string) => {
        const c = current;
        current = null;
        if (c) o.done(c.task, { ok: false, why, message, ms: Date.now() - c.since }, slot);
        stop(why === "hung" || began);
      };
      const feed = () => {
        const task = o.next(slot);
        if (task === undefined) return stop(false);
        current = { task, since: Date.now() };
        worker.postMessage(task);
      };
      const hangMs = o.hangMs;
      const timer = hangMs
        ? setInterval(() => {
            if (current && Date.now() - current.since > hangMs(current.task))
              fail("hung", `no result after ${hangMs(current.task)} ms: the task hangs`);
          }, 250)
        : null;
      worker.on("message", (m: FromWorker<R>) => {
        const c = current;
        if (!c) return;
        if (m.type === "start") {
          began = true;
          c.since = Date.now();
          return;
        }
        current = null;
        o.done(c.task, { ok: true, value: m.result }, slot);
        if (!over) feed();
      });
      worker.on("error", (e) => fail("died", describe(e)));
      worker.on("exit", (code) => fail("died", `the worker thread exited (code ${code})`));
      feed();
    };
    for (let slot = 0; slot < Math.max(1, o.jobs); slot++) start(slot);
  });
}

/**
 * Runs `tasks` on up to `jobs` worker threads and returns their results in the order of `tasks`,
 * as a serial run would; a task without a result (hung, its worker died, or never run because
 * every worker died) gets `failed`'s.
 */
export async function runTasks<T, R>(
  script: URL,
  tasks: readonly T[],
  jobs: number,
  failed: (task: T, failure: TaskFailure) => R,
  hangMs?: number,
): Promise<R[]> {
  const results: (R | undefined)[] = new Array(tasks.length);
  const running: number[] = [];
  let next = 0;
  await runPool<T, R>({
    script,
    jobs: Math.min(jobs, tasks.length),
    next: (slot) => {
      if (next >= tasks.length) return undefined;
      running[slot] = next;
      return tasks[next++];
    },
    done: (task, outcome, slot) => {
      const i = running[slot];
      if (i !== undefined) results[i] = outcome.ok ? outcome.value : failed(task, outcome);
    },
    ...(hangMs !== undefined ? { hangMs: () => hangMs } : {}),
  });
  return tasks.map(
    (task, i) => results[i] ?? failed(task, { why: "not run", message: "not run: every worker thread stopped", ms: 0 }),
  );
}

/** The worker's side: answers each task the pool sends with `handle`'s result, one at a time. */
export function serveTasks<T, R>(handle: (task: T) => R): void {
  const port = parentPort;
  if (!port) return;
  port.on("message", (task: T) => {
    port.postMessage({ type: "start" } satisfies FromWorker<R>);
    port.postMessage({ type: "done", result: handle(task) } satisfies FromWorker<R>);
  });
}
