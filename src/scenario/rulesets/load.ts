/**
 * Scenario loader: text -> validated, normalized Scenario, or problems with file, line and
 * path. Never throws and never hangs: every stage is linear in the input or bounded by the
 * limits below, and anything unexpected becomes an `engine.internal` problem.
 *
 * Stages: read bytes (size, binary) -> text checks (control characters, empty, nesting
 * estimate) -> YAML parse (syntax, one document, exact depth, alias limit) -> zod schema
 * (shapes, types, enums, ranges, unknown keys) -> normalize (cards, ids, players, defaults). The
 * schema and the normalizer are those of the ruleset the file's `rules:` names (Magic by default).
 */
import {
  isAlias,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node as YamlNode,
  parseAllDocuments,
} from "yaml";
import type { z } from "zod";
import { formatPath, fail, ok, type Problem, type ProblemCode, type Result } from "../../kernel/problem.js";
import { COLORS } from "../ast.js";
import { closest } from "../../kernel/closest.js";
import { PositionIndex } from "../positions.js";
import { findControlCharacter, findExcessiveDepth, isBlankOrComments, lineOfOffset } from "../prescan.js";
import { keyDifference, quote } from "../quote.js";
import type { CardCatalog, LoadedDocument, Ruleset } from "../ruleset.js";
import { type ListedGame, withRulesetNamed } from "./run.js";
import type { Scenario } from "./scenario.js";
import { GA_KNOWN_KEYS } from "../ga/schema.js";
import { KNOWN_KEYS, MAX_NUMBER } from "../schema.js";

export type { CardCatalog } from "../ruleset.js";

/** A scenario file is at most 1 MiB. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** Maps and lists nest at most 64 deep (a real scenario needs about 8). */
export const MAX_DEPTH = 64;
/** YAML alias expansions allowed (yaml's `maxAliasCount`): stops "billion laughs" files. */
export const MAX_ALIAS_COUNT = 100;
/** Objects in a setup, all zones together. */
export const MAX_OBJECTS = 10_000;
/** Counts, amounts, life totals and X: at most this. */
export { MAX_NUMBER };
/** Problems reported for one file; the rest are dropped. */
export const MAX_PROBLEMS = 50;

type Path = readonly (string | number)[];

/** Parses and validates scenario text; `file` is only used in problems and the result. */
export function parseScenario(text: string, file: string, catalog: CardCatalog): Result<Scenario> {
  try {
    return parse(text, file, catalog);
  } catch (e) {
    return internal(file, e);
  }
}

// ---------------------------------------------------------------------------------------------
// Bytes

/** The length of `text` in UTF-8 bytes (the loader runs in browsers too). */
function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function tooLarge(file: string, bytes: number): Problem {
  return {
    code: "file.tooLarge",
    message: `the file is too large (${bytes} bytes); a scenario file is at most ${MAX_FILE_BYTES} bytes (1 MiB)`,
    file,
  };
}

export function internal(file: string, e: unknown): Result<never> {
  const detail = e instanceof Error ? e.message : String(e);
  const firstLine = (detail.split("\n")[0] ?? "").slice(0, 200);
  return fail({
    code: "engine.internal",
    message: `internal error while loading the scenario: ${firstLine || "unknown error"}`,
    file,
  });
}

// ---------------------------------------------------------------------------------------------
// Text and YAML

function parse(input: string, file: string, catalog: CardCatalog): Result<Scenario> {
  if (input.length > MAX_FILE_BYTES || utf8Length(input) > MAX_FILE_BYTES) {
    return fail(tooLarge(file, utf8Length(input)));
  }
  const bomless = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  // A lone CR ends a line (old Mac files) as CR LF and LF do; yaml reads it as a space and sees
  // the whole file on line 1. One character for one keeps every offset.
  const text = bomless.replace(/\r(?!\n)/g, "\n");
  const control = findControlCharacter(text);
  if (control >= 0) {
    const code = text.charCodeAt(control);
    return fail({
      code: "file.binary",
      message:
        code === 0
          ? "the file is binary (it contains a NUL character), not YAML text"
          : `the file contains the control character U+${code.toString(16).padStart(4, "0").toUpperCase()}, which YAML text cannot hold`,
      file,
      line: lineOfOffset(text, control),
    });
  }
  if (isBlankOrComments(text)) return fail(empty(file));
  const deep = findExcessiveDepth(text, MAX_DEPTH);
  if (deep !== undefined) return fail(tooDeep(file, deep.line));

  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, {
    lineCounter,
    prettyErrors: false,
    // yaml's own duplicate-key check is quadratic in the size of a map: measure() does it.
    uniqueKeys: false,
    logLevel: "silent",
  });
  const positionOf = (offset: number): { line: number; column: number } => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  if (!Array.isArray(docs) || docs.length === 0) return fail(empty(file));
  // A stray "---" before or after the scenario adds an empty document: that is harmless.
  const written = docs.filter((d) => !isEmptyNode(d.contents));
  const second = written[1];
  if (second !== undefined) {
    return fail({
      code: "yaml.syntax",
      message:
        "the file holds more than one YAML document (a second one starts here); a scenario file holds exactly one",
      file,
      ...positionOf(second.range[0]),
    });
  }
  const doc = written[0] ?? docs[0];
  if (doc === undefined) return fail(empty(file));
  const errors = docs.flatMap((d) => d.errors);
  if (errors.length > 0) {
    const problems = errors.slice(0, MAX_PROBLEMS * 10).map((err): Problem => {
      const at = positionOf(err.pos[0]);
      if (err.code === "RESOURCE_EXHAUSTION") return tooDeep(file, at.line);
      const first = (err.message.split("\n")[0] ?? "").trim();
      return {
        code: "yaml.syntax",
        message: `YAML syntax error: ${first}${YAML_HINTS[err.code] ?? ""}`,
        file,
        ...at,
      };
    });
    return fail(...distinct(problems).slice(0, MAX_PROBLEMS));
  }
  const root = doc.contents;
  if (root === null || isEmptyNode(root)) return fail(empty(file));

  const shape = measure(root);
  if (shape.tooDeepAt !== undefined) return fail(tooDeep(file, positionOf(shape.tooDeepAt).line));
  if (shape.duplicateKeys.length > 0) {
    return fail(
      ...shape.duplicateKeys.slice(0, MAX_PROBLEMS).map(
        (dup): Problem => ({
          code: "yaml.syntax",
          message: `YAML syntax error: the key ${JSON.stringify(dup.key.length > 60 ? `${dup.key.slice(0, 60)}…` : dup.key)} appears twice in the same map`,
          file,
          ...positionOf(dup.offset),
        }),
      ),
    );
  }

  if (shape.unresolvedAlias !== undefined) {
    const { name, offset } = shape.unresolvedAlias;
    return fail({
      code: "yaml.syntax",
      message: `YAML syntax error: the alias *${name} refers to no anchor; an anchor (&${name}) must be defined before its aliases`,
      file,
      ...positionOf(offset),
    });
  }
  if (shape.protoKeys.length > 0) {
    return fail(
      ...shape.protoKeys.slice(0, MAX_PROBLEMS).map(
        (offset): Problem => ({
          code: "schema.unknownKey",
          message:
            'unknown key "__proto__": the name is reserved, no map of the loader can hold it (name the player, counter or card differently)',
          file,
          ...positionOf(offset),
        }),
      ),
    );
  }

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    if (e instanceof ReferenceError || (e instanceof Error && /alias/i.test(e.message))) {
      return fail({
        code: "yaml.limit",
        message: `the file expands YAML aliases more than ${MAX_ALIAS_COUNT} times; this limit stops "billion laughs" files`,
        file,
        ...(shape.firstAlias !== undefined ? positionOf(shape.firstAlias) : {}),
      });
    }
    throw e;
  }
  const positions = new PositionIndex(root, lineCounter);
  data = citeAsWritten(data, root, text);

  const rules =
    typeof data === "object" && data !== null && !Array.isArray(data) ? Reflect.get(data, "rules") : undefined;
  const loaded: LoadedDocument = { file, positions, catalog, maxObjects: MAX_OBJECTS, maxProblems: MAX_PROBLEMS };
  return withRulesetNamed(rules, (ruleset) => validate(ruleset, data, loaded));
}

/** The document through the ruleset's schema (zod), then its normalizer: a scenario of that game, or located problems. */
function validate<G extends ListedGame>(ruleset: Ruleset<G>, data: unknown, doc: LoadedDocument): Result<Scenario> {
  const parsed = ruleset.schema.safeParse(data);
  if (!parsed.success) {
    const problems = schemaProblems(parsed.error.issues, data, [])
      .slice(0, MAX_PROBLEMS)
      .map((p): Problem => {
        const at = doc.positions.locate(p.locatePath, { key: p.key });
        return { code: p.code, message: p.message, file: doc.file, line: at.line, column: at.column, path: p.path };
      });
    return fail(...sortByLine(problems));
  }
  const result = ruleset.normalize(parsed.data, doc);
  if (result.scenario === undefined) return fail(...sortByLine(result.problems));
  return ok(result.scenario);
}

/** Advice for the YAML mistakes people make most in scenario files. */
const YAML_HINTS: Readonly<Record<string, string>> = {
  BLOCK_AS_IMPLICIT_KEY: ' (text that contains ": " must be quoted)',
  TAB_AS_INDENT: " (indent with spaces)",
  MULTILINE_IMPLICIT_KEY: " (is a quote or a bracket left open above?)",
};

/** No content at all: "---" alone gives an empty null scalar (unlike a written `null` or `~`). */
function isEmptyNode(node: YamlNode | null): boolean {
  return node === null || (isScalar(node) && node.value === null && node.range?.[0] === node.range?.[1]);
}

function empty(file: string): Problem {
  return { code: "file.empty", message: "the file is empty (no YAML content, at most comments)", file };
}

function tooDeep(file: string, line: number): Problem {
  return {
    code: "schema.tooDeep",
    message: `the file nests maps and lists more than ${MAX_DEPTH} levels deep`,
    file,
    line,
  };
}

/** Problems without repeats: yaml reports some errors once per token of a line. */
function distinct(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.line ?? ""}:${p.code}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sortByLine(problems: readonly Problem[]): Problem[] {
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.line ?? 0) - (b.p.line ?? 0) || a.i - b.i)
    .map((x) => x.p);
}

interface Shape {
  /** Offset of a collection deeper than MAX_DEPTH. */
  readonly tooDeepAt?: number;
  /** Offset of the first alias, reported if the alias limit is hit. */
  readonly firstAlias?: number;
  /** Keys that repeat an earlier key of the same map, in document order. */
  readonly duplicateKeys: readonly { readonly key: string; readonly offset: number }[];
  /** Offsets of keys named `__proto__`, which no JavaScript map of the loader can hold. */
  readonly protoKeys: readonly number[];
  /** The first alias (in document order) with no anchor of its name before it. */
  readonly unresolvedAlias?: { readonly name: string; readonly offset: number };
}

/** One iterative walk (it cannot overflow): exact depth, first alias, duplicate keys. */
function measure(root: YamlNode): Shape {
  const stack: { node: unknown; depth: number }[] = [{ node: root, depth: 0 }];
  let firstAlias: number | undefined;
  const duplicateKeys: { key: string; offset: number }[] = [];
  const protoKeys: number[] = [];
  const aliases: { name: string; offset: number }[] = [];
  const anchors = new Map<string, number>();
  while (stack.length > 0) {
    const top = stack.pop();
    if (top === undefined) break;
    const { node, depth } = top;
    if (isAlias(node)) {
      const at = node.range?.[0];
      if (at !== undefined && (firstAlias === undefined || at < firstAlias)) firstAlias = at;
      aliases.push({ name: node.source, offset: at ?? 0 });
      continue;
    }
    if (isNode(node) && node.anchor !== undefined) {
      const at = node.range?.[0] ?? 0;
      anchors.set(node.anchor, Math.min(at, anchors.get(node.anchor) ?? at));
    }
    if (isMap(node) || isSeq(node)) {
      const d = depth + 1;
      if (d > MAX_DEPTH) return { tooDeepAt: node.range?.[0] ?? 0, duplicateKeys: [], protoKeys: [] };
      if (isMap(node)) {
        const seen = new Set<string>();
        for (const pair of node.items) {
          if (!isScalar(pair.key)) continue;
          const key = String(pair.key.value);
          if (seen.has(key)) duplicateKeys.push({ key, offset: pair.key.range?.[0] ?? 0 });
          if (key === "__proto__") protoKeys.push(pair.key.range?.[0] ?? 0);
          seen.add(key);
        }
      }
      for (const item of node.items) {
        if (isPair(item)) {
          stack.push({ node: item.key, depth: d });
          stack.push({ node: item.value, depth: d });
        } else stack.push({ node: item, depth: d });
      }
    }
  }
  duplicateKeys.sort((a, b) => a.offset - b.offset);
  protoKeys.sort((a, b) => a - b);
  // 7.1 of YAML 1.2: an alias refers to the most recent anchor of its name before it.
  const unresolvedAlias = aliases
    .sort((a, b) => a.offset - b.offset)
    .find((a) => !((anchors.get(a.name) ?? Number.POSITIVE_INFINITY) < a.offset));
  return {
    duplicateKeys,
    protoKeys,
    ...(firstAlias !== undefined ? { firstAlias } : {}),
    ...(unresolvedAlias !== undefined ? { unresolvedAlias } : {}),
  };
}

/** `cite: [707.10]` would be the number 707.1: keep rule numbers as written. */
function citeAsWritten(data: unknown, root: YamlNode, text: string): unknown {
  if (typeof data !== "object" || data === null || Array.isArray(data) || !isMap(root)) return data;
  const record = data as Record<string, unknown>;
  const cite = record.cite;
  const node = root.get("cite", true);
  const written = (value: unknown, n: unknown): unknown => {
    if (typeof value !== "number" || !isScalar(n) || !n.range) return value;
    return text.slice(n.range[0], n.range[1]).trim();
  };
  if (Array.isArray(cite) && isSeq(node)) {
    return { ...record, cite: cite.map((c, i) => written(c, node.items[i])) };
  }
  if (typeof cite === "number") return { ...record, cite: written(cite, node) };
  return data;
}

// ---------------------------------------------------------------------------------------------
// zod issues -> problems

interface SchemaProblem {
  readonly code: ProblemCode;
  readonly message: string;
  readonly path: (string | number)[];
  /** Where to look for the line: the path, or the map that lacks a key. */
  readonly locatePath: (string | number)[];
  readonly key: boolean;
  /** For a number out of range: the limit it broke (the tightest one is reported, not each). */
  readonly bound?: number;
}

type Issue = z.core.$ZodIssue;

function schemaProblems(issues: readonly Issue[], data: unknown, base: Path): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  for (const issue of issues) {
    if (out.length >= MAX_PROBLEMS) break;
    out.push(...issueProblems(issue, data, base));
  }
  return tightestBounds(out);
}

/**
 * One problem per number out of range: zod checks `.int()` against the largest safe integer as
 * well as against the schema's own limit, and a value beyond both broke both.
 */
function tightestBounds(problems: readonly SchemaProblem[]): SchemaProblem[] {
  const best = new Map<string, SchemaProblem>();
  for (const p of problems) {
    if (p.bound === undefined) continue;
    const key = formatPath(p.path);
    const seen = best.get(key);
    if (seen?.bound === undefined || p.bound < seen.bound) best.set(key, p);
  }
  return problems.filter((p) => p.bound === undefined || best.get(formatPath(p.path)) === p);
}

function issueProblems(issue: Issue, data: unknown, base: Path): SchemaProblem[] {
  const path = [...base, ...issue.path.map((s) => (typeof s === "symbol" ? String(s) : s))];
  const where = path.length === 0 ? "the top level" : formatPath(path);
  const at = valueAt(data, path);
  const simple = (code: ProblemCode, message: string): SchemaProblem[] => [
    { code, message, path, locatePath: path, key: false },
  ];
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.slice(0, MAX_PROBLEMS).map((key) => {
        // Either game's keys: a misspelt key may be one of the other format's.
        const guess = key.length >= 3 ? closest(key, [...new Set([...KNOWN_KEYS, ...GA_KNOWN_KEYS])], 2)[0] : undefined;
        const differs = guess === undefined ? null : keyDifference(key, guess);
        const hint =
          guess === undefined
            ? ""
            : guess === key
              ? " (the format has this key elsewhere, not here)"
              : ` (did you mean "${guess}"?${differs === null ? "" : ` ${differs}`})`;
        return {
          code: "schema.unknownKey",
          message: `unknown key ${quote(key)} at ${where}${hint}`,
          path: [...path, key],
          locatePath: [...path, key],
          key: true,
        };
      });
    case "invalid_type":
    case "invalid_union": {
      if (!at.present) {
        const parent = path.slice(0, -1);
        const key = path[path.length - 1];
        return [
          {
            code: "schema.missingKey",
            message: `missing required key "${String(key)}"${parent.length > 0 ? ` at ${formatPath(parent)}` : ""}`,
            path,
            locatePath: parent,
            key: false,
          },
        ];
      }
      if (issue.code === "invalid_union") {
        const branch = pickBranch(issue.errors, at.value);
        if (branch !== undefined) return schemaProblems(branch, data, path);
        const phrase = isDefaultMessage(issue.message) ? "a valid value" : issue.message;
        return simple("schema.wrongType", `expected ${phrase} at ${where}, got ${describe(at.value)}`);
      }
      const v = at.value;
      if (typeof v === "number" && !Number.isFinite(v)) {
        return simple("schema.numberOutOfRange", `${describe(v)} at ${where} is not a finite number`);
      }
      if (typeof v === "number" && issue.expected === "int") {
        return simple("schema.numberOutOfRange", `${v} at ${where} is not a whole number`);
      }
      const hint =
        issue.expected === "boolean" && typeof v === "string" && /^(?:yes|no|on|off)$/i.test(v)
          ? " (write true or false)"
          : "";
      return simple("schema.wrongType", `expected ${expectedPhrase(issue)} at ${where}, got ${describe(v)}${hint}`);
    }
    case "too_big":
    case "too_small": {
      const limit = String(issue.code === "too_big" ? issue.maximum : issue.minimum);
      if (issue.origin === "number" || issue.origin === "int") {
        const bound = issue.code === "too_big" ? `at most ${limit}` : `at least ${limit}`;
        const message = `${describe(at.value)} at ${where} is out of range (${bound})`;
        return [
          {
            code: "schema.numberOutOfRange",
            message,
            path,
            locatePath: path,
            key: false,
            bound: Math.abs(Number(limit)),
          },
        ];
      }
      if (issue.origin === "string") return simple("schema.badValue", `empty text at ${where} is not allowed`);
      if (issue.origin === "array") {
        return simple(
          "schema.badValue",
          issue.code === "too_small"
            ? `${where} needs at least ${entries(limit)}`
            : `${where} has more than ${entries(limit)}`,
        );
      }
      return simple("schema.badValue", `${describe(at.value)} at ${where} is out of range`);
    }
    case "invalid_value": {
      const values = issue.values.map((v) => String(v));
      const expected =
        values.length === COLORS.length && values.every((v, i) => v === COLORS[i])
          ? "a color: white, blue, black, red, green (or W, U, B, R, G)"
          : values.length === 1
            ? String(values[0])
            : `one of ${values.join(", ")}`;
      return simple("schema.badValue", `${describe(at.value)} is not a valid value at ${where}; expected ${expected}`);
    }
    case "invalid_format":
      return simple("schema.badValue", `${describe(at.value)} at ${where}: ${issue.message}`);
    default:
      return simple("schema.badValue", `invalid value at ${where}: ${issue.message}`);
  }
}

/**
 * The union branch that best explains the error: never one whose very type differs from the
 * value's (a string given where a map was one option), then the one with fewest issues.
 */
function pickBranch(branches: readonly (readonly Issue[])[], value: unknown): readonly Issue[] | undefined {
  let best: readonly Issue[] | undefined;
  for (const branch of branches) {
    const typeMismatch = branch.some(
      (i) =>
        i.path.length === 0 &&
        ((i.code === "invalid_type" && i.expected !== "int") ||
          (i.code === "invalid_value" && !i.values.some((v) => typeof v === typeof value))),
    );
    if (typeMismatch) continue;
    if (best === undefined || branch.length <= best.length) best = branch;
  }
  return best;
}

function isDefaultMessage(message: string): boolean {
  return message === "" || message.startsWith("Invalid input") || message.startsWith("Invalid option");
}

function expectedPhrase(issue: Extract<Issue, { code: "invalid_type" }>): string {
  if (!isDefaultMessage(issue.message)) return issue.message;
  switch (issue.expected) {
    case "string":
      return "text";
    case "number":
      return "a number";
    case "int":
      return "a whole number";
    case "boolean":
      return "true or false";
    case "array":
      return "a list";
    case "object":
    case "record":
    case "map":
      return "a map";
    case "null":
      return "null";
    default:
      return `a value of type ${issue.expected}`;
  }
}

/** "1 entry", "3 entries". */
function entries(n: string): string {
  return n === "1" ? "1 entry" : `${n} entries`;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return "nothing (null)";
  if (typeof value === "string") {
    const short = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return JSON.stringify(short);
  }
  if (typeof value === "number") {
    if (Number.isNaN(value)) return ".nan";
    if (!Number.isFinite(value)) return value > 0 ? ".inf" : "-.inf";
    return String(value);
  }
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return "a list";
  // YAML's own tags make values that are neither lists nor maps.
  if (value instanceof Uint8Array) return "binary data (a !!binary value)";
  if (value instanceof Date) return "a date (a !!timestamp value)";
  if (value instanceof Set) return "a set (a !!set value)";
  if (value instanceof Map) return "an ordered map (a !!omap value)";
  if (typeof value === "object") return "a map";
  return typeof value;
}

function valueAt(data: unknown, path: Path): { present: boolean; value: unknown } {
  let cur: unknown = data;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === "number") {
      if (seg < 0 || seg >= cur.length) return { present: false, value: undefined };
      cur = cur[seg];
    } else if (typeof cur === "object" && cur !== null && !Array.isArray(cur)) {
      const key = String(seg);
      if (!Object.hasOwn(cur, key)) return { present: false, value: undefined };
      cur = (cur as Record<string, unknown>)[key];
    } else return { present: false, value: undefined };
  }
  return { present: true, value: cur };
}
