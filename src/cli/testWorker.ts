/**
 * A worker thread of `doppel test --jobs N` (testPool.ts): runs the files it is sent, one at a
 * time, with the same runner as a serial run, and posts each result back.
 */
import { parentPort } from "node:worker_threads";
import { selectLocalCards } from "./localCards.js";
import type { TestReply, TestTask } from "./testPool.js";
import { runInTime } from "./testResults.js";

// The main thread chose the local card folder and wrote it to DOPPEL_CARDS: use the same.
selectLocalCards([], process.env);

const port = parentPort;
if (port) {
  port.on("message", (task: TestTask) => {
    port.postMessage({ index: task.index, result: runInTime(task.file, task.deadline) } satisfies TestReply);
  });
}
