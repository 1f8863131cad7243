import { loadScenarioFile } from "./loadFile.js";
import { LIBRARY_CATALOG } from "../catalog.js";
import { type RunOptions, runScenario, type ScenarioResult } from "./run.js";

/** Loads and runs one scenario file; a file that can't be loaded is an `error` result. */
export function runScenarioFile(
  file: string,
  options: Pick<RunOptions, "stopBefore" | "deadline"> = {},
): ScenarioResult {
  const loaded = loadScenarioFile(file, LIBRARY_CATALOG);
  if (!loaded.ok) {
    return {
      file,
      name: "",
      status: "error",
      failures: [],
      problems: loaded.problems,
      warnings: [],
      decisions: [],
      final: null,
    };
  }
  try {
    return runScenario(loaded.value, options);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return {
      file,
      name: loaded.value.name,
      status: "error",
      failures: [],
      problems: [{ code: "engine.internal", message: `internal engine error: ${message}`, file }],
      warnings: [],
      decisions: [],
      final: null,
    };
  }
}
