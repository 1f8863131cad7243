/**
 * Measures one board in a worker thread, posting each measure as it finishes, so that the main
 * thread can stop a board at its time limit and keep what was measured.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { BoardName } from "./boards.js";
import { type BoardMeasures, measureBoard } from "./measure.js";

export interface WorkerInput {
  readonly board: BoardName;
  readonly quick: boolean;
  readonly budgetMs: number;
  /** For B1, B2 and B4: the number of players (two unless given). */
  readonly players?: number;
}

export type WorkerMessage =
  | { readonly kind: "measure"; readonly key: keyof BoardMeasures; readonly value: BoardMeasures[keyof BoardMeasures] }
  | { readonly kind: "start"; readonly measure: string }
  | { readonly kind: "sample"; readonly measure: string; readonly ms: number }
  | { readonly kind: "done" }
  | { readonly kind: "error"; readonly message: string };

const port = parentPort;
if (port) {
  const input = workerData as WorkerInput;
  const post = (m: WorkerMessage) => port.postMessage(m);
  try {
    const progress = {
      start: (measure: string) => post({ kind: "start", measure }),
      sample: (measure: string, ms: number) => post({ kind: "sample", measure, ms }),
    };
    measureBoard(
      input.board,
      {
        quick: input.quick,
        budgetMs: input.budgetMs,
        progress,
        ...(input.players !== undefined ? { players: input.players } : {}),
      },
      (key, value) => post({ kind: "measure", key, value }),
    );
    post({ kind: "done" });
  } catch (e) {
    post({ kind: "error", message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
}
