import { formatProblem } from "../../kernel/problem.js";
import { explainGaObject, renderGaExplanation, renderGaStack } from "../../ga/explain/explain.js";
import { gaAliasTarget } from "./refs.js";
import type { Deadline } from "../deadline.js";
import { runGaScenarioFile } from "./run.js";
import { LineCounter, parseDocument } from "yaml";
import { readFileSync, statSync } from "node:fs";

/** Whether a file is a Grand Archive scenario (its `rules` is ga or ga-2025). Never throws. */
export function isGaScenarioFile(path: string): boolean {
  try {
    // Only a regular file is read: reading a FIFO or a device would wait forever (the loader reports it).
    const st = statSync(path);
    if (!st.isFile() || st.size > 1024 * 1024) return false;
    const doc = parseDocument(readFileSync(path, "utf8"), { lineCounter: new LineCounter(), logLevel: "silent" });
    const rules = doc.get("rules");
    return rules === "ga" || rules === "ga-2025";
  } catch {
    return false;
  }
}

/**
 * `doppel explain` for a GA scenario: runs it (up to step `at`) and prints, for the object or for
 * every object on the field and card on the Effects Stack, each characteristic with the chain that
 * produced it. Returns the exit code.
 */
export function explainGaFile(file: string, options: { readonly object?: string; readonly at?: number; readonly deadline?: Deadline }, out: (s: string) => void, err: (s: string) => void): number {
  const deadline = options.deadline === undefined ? {} : { deadline: options.deadline };
  const result = runGaScenarioFile(file, options.at === undefined ? deadline : { stopBefore: options.at, ...deadline });
  for (const p of result.problems) err(`${formatProblem(p)}\n`);
  if (!result.final) return 1;
  const { state, aliases } = result.final;
  const labels = new Map<string, string>();
  for (const alias of aliases.keys()) {
    const id = gaAliasTarget(state, aliases, alias);
    if (id) labels.set(id, alias);
  }
  const label = (id: string) => labels.get(id) ?? id;
  let ids: string[];
  if (options.object !== undefined) {
    const id = gaAliasTarget(state, aliases, options.object);
    if (!id || !state.objects[id]) {
      err(`${file}: no object "${options.object}" exists at that point\n`);
      return 1;
    }
    ids = [id];
  } else {
    const inZone = (zone: string) => Object.values(state.objects).filter((o) => o.zone === zone).sort((a, b) => a.timestamp - b.timestamp).map((o) => o.id);
    ids = [...inZone("field"), ...inZone("effectsStack"), ...inZone("intent")];
  }
  const blocks: string[] = [];
  for (const id of ids) {
    const e = explainGaObject(state, id, label(id));
    if (e) blocks.push([renderGaExplanation(e), ...renderGaStack(state, id, label)].join("\n"));
  }
  out(`${blocks.join("\n\n")}\n`);
  return result.status === "error" ? 1 : 0;
}
