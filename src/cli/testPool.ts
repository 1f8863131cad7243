import type { Deadline } from "../scenario/deadline.js";
import type { ScenarioResult } from "../scenario/rulesets/run.js";
import { errorResult } from "./testResults.js";
import { runTasks } from "./workerPool.js";

/** What the main thread sends a worker: one file to run, before the run's deadline. */
export interface TestTask {
  readonly file: string;
  readonly deadline: Deadline;
}

/**
 * Runs scenario files on `jobs` worker threads (testWorker.ts, on the pool of workerPool.ts), one
 * file at a time each, and returns the results in the order of `files`, as a serial run would. A
 * worker that dies leaves its file as an `engine.internal` error; files no worker could run are errors too.
 */
export function runFilesInWorkers(
  files: readonly string[],
  jobs: number,
  deadline: Deadline,
): Promise<ScenarioResult[]> {
  return runTasks<TestTask, ScenarioResult>(
    new URL("./testWorker.js", import.meta.url),
    files.map((file) => ({ file, deadline })),
    jobs,
    (task, f) =>
      errorResult(task.file, {
        code: "engine.internal",
        message: f.why === "not run" ? f.message : `internal engine error: ${f.message.split("\n")[0]}`,
        file: task.file,
      }),
  );
}
