import { parentPort, workerData } from "node:worker_threads";
import { type CaseLimits, type FuzzMode, runCase } from "./cases.js";
import { mixSeed } from "./rng.js";
import { loadCorpus } from "./yamlFuzz.js";

/** What the fuzz driver gives a worker: which cases to run, until when. */
export interface WorkerTask {
  readonly modes: readonly FuzzMode[];
  readonly base: number;
  /** Case indices start, start + stride, … */
  readonly start: number;
  readonly stride: number;
  readonly deadline: number;
  readonly limits: CaseLimits;
  /** YAML cases per random game when a worker does both. */
  readonly yamlPerGame: number;
}

export type WorkerMessage =
  | { readonly type: "start"; readonly mode: FuzzMode; readonly seed: number; readonly index: number }
  | { readonly type: "done"; readonly report: ReturnType<typeof runCase>; readonly index: number }
  | { readonly type: "finished" };

function main(task: WorkerTask): void {
  const port = parentPort;
  if (!port) return;
  const corpus = loadCorpus();
  let yamlLeft = 0;
  for (let index = task.start; Date.now() < task.deadline; index += task.stride) {
    const mode: FuzzMode = task.modes.length === 1 ? (task.modes[0] ?? "play") : yamlLeft > 0 ? "yaml" : "play";
    yamlLeft = mode === "play" ? task.yamlPerGame : yamlLeft - 1;
    const seed = mixSeed(task.base + (mode === "yaml" ? 1 : 0), index);
    port.postMessage({ type: "start", mode, seed, index } satisfies WorkerMessage);
    const report = runCase(mode, seed, corpus, task.limits);
    port.postMessage({ type: "done", report, index } satisfies WorkerMessage);
  }
  port.postMessage({ type: "finished" } satisfies WorkerMessage);
}

main(workerData as WorkerTask);
