/**
 * A worker thread of `doppel test --jobs N` (testPool.ts): runs the files it is sent, one at a
 * time, with the same runner as a serial run, and sends each result back.
 */
import { selectLocalCards } from "./localCards.js";
import type { TestTask } from "./testPool.js";
import { runInTime } from "./testResults.js";
import { serveTasks } from "./workerPool.js";

// The main thread chose the local card folder and wrote it to DOPPEL_CARDS: use the same.
selectLocalCards([], process.env);

serveTasks((task: TestTask) => runInTime(task.file, task.deadline));
