import { parentPort, workerData } from "node:worker_threads";
import { type CaseLimits, type FuzzMode, runCase } from "./cases.js";
import { loadCorpus } from "./yamlFuzz.js";

/** A list of cases for one worker (see guarded.ts). */
export interface CaseList {
  readonly cases: readonly { readonly mode: FuzzMode; readonly seed: number }[];
  readonly limits: CaseLimits;
  readonly corpusRoot: string;
}

function main(list: CaseList): void {
  const port = parentPort;
  if (!port) return;
  const corpus = list.cases.some((c) => c.mode === "yaml") ? loadCorpus(list.corpusRoot) : [];
  list.cases.forEach((c, index) => {
    port.postMessage({ type: "start", index });
    port.postMessage({ type: "done", index, report: runCase(c.mode, c.seed, corpus, list.limits) });
  });
}

main(workerData as CaseList);
