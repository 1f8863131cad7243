/** A worker for test/cli/workerPool.test.ts: doubles a number, or hangs, or dies, as the task says. */
import { serveTasks } from "../../src/cli/workerPool.js";

export interface PoolTestTask {
  readonly n: number;
  readonly act: "double" | "hang" | "die";
}

serveTasks((t: PoolTestTask): number => {
  // Blocks this thread for good: only the pool's watchdog ends it.
  if (t.act === "hang") Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  if (t.act === "die") process.exit(3);
  return t.n * 2;
});
