/** A worker thread of the fuzz cases (guarded.ts, fuzzMain.ts, on the pool of src/cli/workerPool.ts): one case per task. */
import { serveTasks } from "../cli/workerPool.js";
import { type CaseReport, type CaseTask, runCase } from "./cases.js";
import { type CorpusFile, loadCorpus } from "./yamlFuzz.js";

const corpora = new Map<string, CorpusFile[]>();
const corpusOf = (root: string): CorpusFile[] => {
  const known = corpora.get(root);
  if (known) return known;
  const read = loadCorpus(root);
  corpora.set(root, read);
  return read;
};

serveTasks(
  (t: CaseTask): CaseReport => runCase(t.mode, t.seed, t.mode === "yaml" ? corpusOf(t.corpusRoot) : [], t.limits),
);
