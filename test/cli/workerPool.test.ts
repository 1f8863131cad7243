/**
 * The one worker pool (src/cli/workerPool.ts) of `doppel test --jobs`, the bench's scenario
 * throughput and the fuzzer: results in the order of the tasks, a hung or dying task failing
 * alone (its worker replaced), a worker that can't start leaving its tasks not run.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { runTasks, type TaskFailure } from "../../src/cli/workerPool.js";
import type { PoolTestTask } from "./poolWorker.js";

const WORKER = new URL("./poolWorker.js", import.meta.url);
const failed = (t: PoolTestTask, f: TaskFailure) => `${t.n}: ${f.why}`;
const task = (n: number, act: PoolTestTask["act"] = "double"): PoolTestTask => ({ n, act });

test("results come in the order of the tasks, whatever the number of workers", async () => {
  const tasks = [1, 2, 3, 4, 5, 6, 7].map((n) => task(n));
  const serial = await runTasks(WORKER, tasks, 1, failed);
  assert.deepEqual(serial, [2, 4, 6, 8, 10, 12, 14]);
  assert.deepEqual(await runTasks(WORKER, tasks, 3, failed), serial);
  assert.deepEqual(await runTasks(WORKER, [], 2, failed), []);
});

test("a task that hangs or kills its worker fails alone: the worker is replaced and the other tasks run", async () => {
  const tasks = [task(1), task(2, "hang"), task(3), task(4, "die"), task(5), task(6)];
  assert.deepEqual(await runTasks(WORKER, tasks, 2, failed, 2000), [2, "2: hung", 6, "4: died", 10, 12]);
});

test("a worker that can't start fails its first task and is not replaced: the others are not run", async () => {
  const missing = new URL("./noSuchWorker.js", import.meta.url);
  assert.deepEqual(await runTasks(missing, [task(1), task(2), task(3)], 1, failed), [
    "1: died",
    "2: not run",
    "3: not run",
  ]);
});
