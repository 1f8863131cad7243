/** What the browser test bundles: a scenario run through the public core only (`doppel`, `doppel/ga`). */
import { runGaScenario } from "../../src/ga.js";
import { LIBRARY_CARDS, parseScenario, runScenario } from "../../src/index.js";

/** Loads and runs one scenario from its text; its status, or its first problem. */
export function runInBrowser(text: string, file: string): string {
  const loaded = parseScenario(text, file, LIBRARY_CARDS);
  if (!loaded.ok) return loaded.problems[0]?.message ?? "not loaded";
  if (loaded.value.rules !== "mtg") {
    const r = runGaScenario(loaded.value);
    return r.ok ? r.value.status : (r.problems[0]?.message ?? "error");
  }
  const r = runScenario(loaded.value);
  return r.status === "error" ? (r.problems[0]?.message ?? "error") : r.status;
}
