/**
 * Loads a Grand Archive scenario file into its AST (docs/ga-scenarios.md). The main loader
 * (src/scenario/load.ts) checks the bytes, the YAML and the GA schema of the file first (with line
 * numbers) through `gaScenarioHook`; this loader then parses it again to keep the GA parts, and
 * reports reference problems (unknown cards, ids, players) with their lines.
 */
import { readFileSync, statSync } from "node:fs";
import { LineCounter, parseDocument } from "yaml";
import { fail, ok, type Problem, type Result } from "../../kernel/problem.js";
import { LIBRARY_CATALOG } from "../catalog.js";
import { loadScenarioFile } from "../load.js";
import { PositionIndex } from "../positions.js";
import type { GaScenario } from "./ast.js";
import { normalizeGaScenario } from "./normalize.js";
import { GaScenarioSchema } from "./schema.js";

const MAX_FILE_BYTES = 1024 * 1024;

export function loadGaScenarioFile(path: string): Result<GaScenario> {
  // Every caller (`doppel test`, `doppel explain`) gets the main loader's checks first: bytes,
  // control characters, depth, aliases, duplicate keys, and the GA schema's problems with lines.
  const checked = loadScenarioFile(path, LIBRARY_CATALOG);
  if (!checked.ok) return checked;
  try {
    const size = statSync(path).size;
    if (size > MAX_FILE_BYTES) return fail({ code: "file.tooLarge", message: `the file is too large (${size} bytes)`, file: path });
    return parseGaScenario(readFileSync(path, "utf8"), path);
  } catch (e) {
    return fail({ code: "file.unreadable", message: `cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`, file: path });
  }
}

export function parseGaScenario(text: string, file: string): Result<GaScenario> {
  const lines = new LineCounter();
  const doc = parseDocument(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false, logLevel: "silent" });
  if (doc.errors.length > 0) {
    return fail(
      ...doc.errors.slice(0, 50).map((e): Problem => ({ code: "yaml.syntax", message: `YAML syntax error: ${(e.message.split("\n")[0] ?? "").trim()}`, file, line: lines.linePos(e.pos[0]).line })),
    );
  }
  const positions = new PositionIndex(doc.contents, lines);
  const data: unknown = doc.toJS({ maxAliasCount: 100 });
  const parsed = GaScenarioSchema.safeParse(data);
  if (!parsed.success) {
    return fail(
      ...parsed.error.issues.slice(0, 50).map((issue): Problem => {
        const path = issue.path.map((s) => (typeof s === "symbol" ? String(s) : s));
        const at = positions.locate(path);
        return { code: issue.code === "unrecognized_keys" ? "schema.unknownKey" : "schema.badValue", message: `${issue.message} at ${path.join(".") || "the top level"}`, file, line: at.line, column: at.column, path };
      }),
    );
  }
  const result = normalizeGaScenario(parsed.data, file, positions);
  if (!result.scenario) return fail(...result.problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  return ok(result.scenario);
}
