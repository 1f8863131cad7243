/**
 * A small pool of worker threads for the workbench's runs, so that one long run never holds up
 * the server: each worker takes one task at a time, a task that runs past its time limit or
 * whose client went away is stopped by ending its worker (a run can't be interrupted from
 * inside), and a fresh worker takes the ended one's place. Tasks beyond the free workers wait in
 * a bounded queue. The worker script answers each `{ id, task }` with a `WorkerReply`.
 */
import { Worker } from "node:worker_threads";

/** What a worker posts back: the answer's JSON text, or why the task failed. */
export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly json: string }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** What a worker posts once, when it is ready for tasks. */
export const READY = "ready";

export type PoolOutcome =
  | { readonly kind: "done"; readonly json: string }
  /** The worker threw or stopped. */
  | { readonly kind: "failed"; readonly message: string }
  /** The task ran past the time limit and was stopped. */
  | { readonly kind: "timedOut" }
  /** The queue was full. */
  | { readonly kind: "busy" }
  /** The caller's signal aborted it (its client went away), or the pool closed. */
  | { readonly kind: "cancelled" };

export interface PoolOptions {
  /** The worker script (a compiled module). */
  readonly script: URL;
  /** Workers (at least 1). */
  readonly size: number;
  /** Time limit of one task, from when a worker starts it. */
  readonly timeoutMs: number;
  /** Tasks allowed to wait for a worker. */
  readonly maxQueued: number;
}

interface Job<T> {
  readonly id: number;
  readonly task: T;
  readonly signal: AbortSignal;
  readonly settle: (outcome: PoolOutcome) => void;
}

interface Slot<T> {
  worker: Worker | null;
  /** The worker has loaded its modules (it says so once): a task's time limit runs from then. */
  ready: boolean;
  job: Job<T> | null;
  timer: NodeJS.Timeout | null;
}

export function isWorkerReply(m: unknown): m is WorkerReply {
  if (typeof m !== "object" || m === null) return false;
  const id: unknown = Reflect.get(m, "id");
  const ok: unknown = Reflect.get(m, "ok");
  if (typeof id !== "number") return false;
  return ok === true
    ? typeof Reflect.get(m, "json") === "string"
    : ok === false && typeof Reflect.get(m, "message") === "string";
}

export class RunPool<T> {
  private readonly slots: Slot<T>[];
  private readonly queue: Job<T>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({
      worker: null,
      ready: false,
      job: null,
      timer: null,
    }));
    for (const slot of this.slots) this.spawn(slot);
  }

  /** The time limit of one task. */
  get timeoutMs(): number {
    return this.options.timeoutMs;
  }

  /** Runs `task` on a worker; settles once, whatever happens (never rejects). */
  run(task: T, signal: AbortSignal): Promise<PoolOutcome> {
    return new Promise((settle) => {
      if (this.closed || signal.aborted) return settle({ kind: "cancelled" });
      const job: Job<T> = { id: this.nextId++, task, signal, settle };
      signal.addEventListener("abort", () => this.cancel(job), { once: true });
      const free = this.slots.find((s) => s.job === null);
      if (free) this.start(free, job);
      else if (this.queue.length >= this.options.maxQueued) settle({ kind: "busy" });
      else this.queue.push(job);
    });
  }

  /** Stops every worker; waiting and running tasks are cancelled. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.settle({ kind: "cancelled" });
    await Promise.all(
      this.slots.map((slot) => {
        const worker = slot.worker;
        this.finish(slot, { kind: "cancelled" });
        slot.worker = null;
        return worker?.terminate();
      }),
    );
  }

  private spawn(slot: Slot<T>): Worker {
    const worker = new Worker(this.options.script);
    worker.unref();
    worker.on("message", (m: unknown) => {
      if (slot.worker !== worker) return;
      if (m === READY) {
        slot.ready = true;
        if (slot.job) this.startTimer(slot);
        return;
      }
      const job = slot.job;
      if (!job || !isWorkerReply(m) || m.id !== job.id) return;
      this.finish(slot, m.ok ? { kind: "done", json: m.json } : { kind: "failed", message: m.message });
    });
    worker.on("error", (e) => this.lost(slot, worker, e.message));
    worker.on("exit", (code) => this.lost(slot, worker, `the worker stopped (exit code ${code})`));
    slot.worker = worker;
    slot.ready = false;
    return worker;
  }

  /** A worker that stopped by itself: its task fails, and the next task gets a new worker. */
  private lost(slot: Slot<T>, worker: Worker, message: string): void {
    if (slot.worker !== worker) return;
    slot.worker = null;
    this.finish(slot, { kind: "failed", message });
  }

  private start(slot: Slot<T>, job: Job<T>): void {
    slot.job = job;
    const worker = slot.worker ?? this.spawn(slot);
    if (slot.ready) this.startTimer(slot);
    worker.postMessage({ id: job.id, task: job.task });
  }

  private startTimer(slot: Slot<T>): void {
    slot.timer = setTimeout(() => this.stop(slot, { kind: "timedOut" }), this.options.timeoutMs);
  }

  private cancel(job: Job<T>): void {
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      job.settle({ kind: "cancelled" });
      return;
    }
    const slot = this.slots.find((s) => s.job === job);
    if (slot) this.stop(slot, { kind: "cancelled" });
  }

  /** Ends the slot's worker in the middle of its task, and puts a fresh one in its place. */
  private stop(slot: Slot<T>, outcome: PoolOutcome): void {
    const worker = slot.worker;
    slot.worker = null;
    void worker?.terminate();
    if (!this.closed) this.spawn(slot);
    this.finish(slot, outcome);
  }

  /** Settles the slot's task and starts the next waiting one. */
  private finish(slot: Slot<T>, outcome: PoolOutcome): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const job = slot.job;
    slot.job = null;
    job?.settle(outcome);
    const next = this.closed ? undefined : this.queue.shift();
    if (next) this.start(slot, next);
  }
}
