import { Worker } from "node:worker_threads";
import type { Deadline } from "../scenario/deadline.js";
import type { ScenarioResult } from "../scenario/rulesets/run.js";
import { errorResult } from "./testResults.js";

/** What the main thread sends a worker: one file to run, and where its result goes. */
export interface TestTask {
  readonly index: number;
  readonly file: string;
  readonly deadline: Deadline;
}

/** What a worker sends back: the result of the file at `index`. */
export interface TestReply {
  readonly index: number;
  readonly result: ScenarioResult;
}

/**
 * Runs scenario files on `jobs` worker threads (testWorker.ts), one file at a time each, and
 * returns the results in the order of `files`, as a serial run would. A worker that dies leaves
 * its file as an `engine.internal` error; files no worker could run are errors too.
 */
export async function runFilesInWorkers(
  files: readonly string[],
  jobs: number,
  deadline: Deadline,
): Promise<ScenarioResult[]> {
  const results: (ScenarioResult | undefined)[] = new Array(files.length);
  let next = 0;
  const work = (): Promise<void> =>
    new Promise((resolve) => {
      const worker = new Worker(new URL("./testWorker.js", import.meta.url));
      let current = -1;
      const feed = () => {
        const file = files[next];
        if (file === undefined) {
          void worker.terminate().then(() => resolve());
          return;
        }
        current = next++;
        worker.postMessage({ index: current, file, deadline } satisfies TestTask);
      };
      worker.on("message", (m: TestReply) => {
        results[m.index] = m.result;
        feed();
      });
      worker.on("error", (e) => {
        const file = files[current];
        if (file !== undefined && results[current] === undefined)
          results[current] = errorResult(file, {
            code: "engine.internal",
            message: `internal engine error: ${e.message}`,
            file,
          });
        resolve();
      });
      feed();
    });
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, files.length)) }, work));
  return files.map(
    (file, i) =>
      results[i] ??
      errorResult(file, { code: "engine.internal", message: "not run: every worker thread stopped", file }),
  );
}
