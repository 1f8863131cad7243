import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parse as parseYaml, stringify } from "yaml";
import { formatProblem, type Problem } from "../kernel/problem.js";
import { drawCard } from "./cardDraw.js";
import { STEPS } from "../mtg/model/turn.js";
import { LIBRARY_CATALOG } from "../scenario/catalog.js";
import { scenarioFiles } from "../scenario/files.js";
import { parseScenario } from "../scenario/rulesets/load.js";
import { runScenario, type ScenarioResult } from "../scenario/rulesets/run.js";
import { runScenarioFile } from "../scenario/rulesets/runFile.js";
import { ACTION_KEYS } from "../scenario/schema.js";
import type { Rng } from "./rng.js";

/** One scenario file of the project, as fuzzing starts from it. */
export interface CorpusFile {
  readonly file: string;
  readonly text: string;
}

/** The project's scenarios (scenarios/**\/*.yaml), without the deliberately broken ones (scenarios/errors). */
export function loadCorpus(root = "scenarios"): CorpusFile[] {
  return scenarioFiles([root], [join(root, "errors")]).map((file) => ({ file, text: readFileSync(file, "utf8") }));
}

export interface FuzzCase {
  /** What was done to which file, for the report. */
  readonly how: string;
  /** The text to load; `bytes` instead for cases that are not text. */
  readonly text: string;
  readonly bytes?: Uint8Array;
  /** Also run it through the CLI path (a file on disk, `runScenarioFile`). */
  readonly viaFile: boolean;
}

export interface FuzzOutcome {
  readonly how: string;
  readonly status: "invalid" | ScenarioResult["status"];
  readonly ms: number;
  /** Why the case breaks the contract, or null. */
  readonly failure: string | null;
}

const NASTY_SCALARS: readonly unknown[] = [
  0,
  -1,
  1,
  2,
  7,
  1_000_000,
  1_000_001,
  -1_000_000,
  2 ** 31,
  2 ** 53,
  1e308,
  -0,
  0.5,
  3.14,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  "",
  " ",
  "~",
  "null",
  "true",
  "no",
  "all",
  "next",
  "front",
  "back",
  "Alice",
  "Bob",
  "Carol",
  "nobody",
  "main1",
  "cleanup",
  "{U}",
  "{X}{X}",
  "{2/W}",
  "{U/P}",
  "{",
  "*",
  "1+*",
  "-",
  "#",
  "&a",
  "*a",
  "!!binary",
  "%",
  "@",
  "`",
  "\t",
  "\u0000",
  "\u202e",
  "😀",
  "Creature — Bear",
  "Legendary Artifact",
  "+1/+1",
  "-1/-1",
  "loyalty",
  "a".repeat(300),
  null,
  true,
  false,
  [],
  {},
];

const TOKENS: readonly string[] = [
  ":",
  "-",
  "- ",
  "{",
  "}",
  "[",
  "]",
  ",",
  '"',
  "'",
  "#",
  "&",
  "*",
  "!",
  "|",
  ">",
  "%",
  "@",
  "`",
  "\t",
  "\r",
  "\n",
  "\u0000",
  "\u00a0",
  "\u202e",
  "\ufeff",
  "😀",
  "é",
  "  ",
  "...",
  "---",
  "null",
  "~",
  "yes",
  "no",
  "0",
  "-1",
  "999999999999",
  "1e9",
  "0x1F",
  ".nan",
];

const SCENARIO_KEYS = ["scenario", "rules", "cite", "players", "turn", "cards", "setup", "steps", "expect"];
/** Every registered step kind's key, then the keys every step may carry. */
const STEP_KEYS = [...ACTION_KEYS, "answers", "illegal", "check"];
/** Setup object keys that link objects (extensions: a melded permanent, a card exiled with a permanent). */
const SETUP_LINK_KEYS = ["meldedWith", "exiledWith"];
/** Another card's name: from the whole built-in pool (and the library), as random play deals them. */
const cardName = (rng: Rng) => drawCard(rng, "pool")?.name ?? "Clone";

/** A random case: a mutated scenario of the corpus (text or structure), or made-up input. */
export function fuzzCase(rng: Rng, corpus: readonly CorpusFile[]): FuzzCase {
  const src = rng.pick(corpus) ?? { file: "(none)", text: "scenario: x\n" };
  const viaFile = rng.chance(0.15);
  const r = rng.float();
  if (r < 0.4) {
    const n = rng.range(1, 4);
    let text = src.text;
    const hows: string[] = [];
    for (let i = 0; i < n; i++) {
      const m = mutateText(rng, text, corpus);
      text = m.text;
      hows.push(m.how);
    }
    return { how: `${src.file}: ${hows.join(", ")}`, text, viaFile };
  }
  if (r < 0.85) {
    const m = mutateStructure(rng, src.text, corpus);
    return { how: `${src.file}: ${m.how}`, text: m.text, viaFile };
  }
  if (r < 0.95) return { how: "made-up scenario", text: stringify(randomDocument(rng, 0), { lineWidth: 0 }), viaFile };
  const bytes = Uint8Array.from({ length: rng.range(0, 200) }, () => rng.int(256));
  return { how: "random bytes", text: Buffer.from(bytes).toString("utf8"), bytes, viaFile: true };
}

function mutateText(rng: Rng, text: string, corpus: readonly CorpusFile[]): { text: string; how: string } {
  const lines = text.split("\n");
  const i = rng.int(lines.length);
  const line = lines[i] ?? "";
  switch (rng.int(9)) {
    case 0:
      lines.splice(i, 1);
      return { text: lines.join("\n"), how: `delete line ${i + 1}` };
    case 1:
      lines.splice(i, 0, line);
      return { text: lines.join("\n"), how: `duplicate line ${i + 1}` };
    case 2: {
      const j = rng.int(lines.length);
      lines[i] = lines[j] ?? "";
      lines[j] = line;
      return { text: lines.join("\n"), how: `swap lines ${i + 1} and ${j + 1}` };
    }
    case 3: {
      const words = [...line.matchAll(/[A-Za-z0-9+\-/{}.']+/g)];
      const w = rng.pick(words);
      const by = rng.chance(0.5)
        ? (rng.pick(TOKENS) ?? "")
        : String(rng.pick(NASTY_SCALARS.filter((v) => typeof v !== "object")) ?? "");
      if (!w || w.index === undefined) return { text: `${text}${by}`, how: `append ${JSON.stringify(by)}` };
      lines[i] = `${line.slice(0, w.index)}${by}${line.slice(w.index + w[0].length)}`;
      return { text: lines.join("\n"), how: `line ${i + 1}: ${JSON.stringify(w[0])} → ${JSON.stringify(by)}` };
    }
    case 4: {
      const at = rng.int(line.length + 1);
      const ins = Array.from({ length: rng.range(1, 3) }, () => rng.pick(TOKENS) ?? "").join("");
      lines[i] = `${line.slice(0, at)}${ins}${line.slice(at)}`;
      return { text: lines.join("\n"), how: `line ${i + 1}: insert ${JSON.stringify(ins)}` };
    }
    case 5: {
      const at = rng.int(text.length + 1);
      return { text: text.slice(0, at), how: `truncate at ${at}` };
    }
    case 6:
      lines[i] = rng.chance(0.5) ? `  ${line}` : line.replace(/^ {1,2}/, "");
      return { text: lines.join("\n"), how: `reindent line ${i + 1}` };
    case 7: {
      const other = (rng.pick(corpus)?.text ?? "").split("\n");
      const from = rng.int(other.length);
      const chunk = other.slice(from, from + rng.range(1, 6));
      lines.splice(i, 0, ...chunk);
      return { text: lines.join("\n"), how: `splice ${chunk.length} line(s) of another scenario at line ${i + 1}` };
    }
    default: {
      const name = cardName(rng);
      const m = /card: (.+)$/.exec(line);
      if (!m) return { text: lines.join("\n"), how: "no-op" };
      lines[i] = line.replace(/card: .+$/, `card: ${JSON.stringify(name)}`);
      return { text: lines.join("\n"), how: `line ${i + 1}: card → ${name}` };
    }
  }
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function mutateStructure(rng: Rng, text: string, corpus: readonly CorpusFile[]): { text: string; how: string } {
  let doc: Json;
  try {
    doc = parseYaml(text) as Json;
  } catch {
    return { text, how: "unparsable source" };
  }
  const hows: string[] = [];
  const n = rng.range(1, 3);
  if (rng.chance(0.6)) {
    for (let k = 0; k < n + 1; k++) {
      const m = mutateMeaning(rng, doc);
      doc = m.doc;
      hows.push(m.how);
    }
    return { text: stringify(doc, { lineWidth: 0 }), how: hows.join(", ") };
  }
  for (let k = 0; k < n; k++) {
    const nodes = collect(doc);
    const target = rng.pick(nodes);
    if (!target) break;
    const where = target.path.join(".") || "(root)";
    switch (rng.int(8)) {
      case 0:
        doc = replaceAt(doc, target.path, randomScalar(rng));
        hows.push(`${where} := scalar`);
        break;
      case 1:
        doc = deleteAt(doc, target.path);
        hows.push(`delete ${where}`);
        break;
      case 2: {
        const donor = collect(safeParse(rng.pick(corpus)?.text ?? ""));
        const piece = rng.pick(donor)?.value ?? null;
        doc = replaceAt(doc, target.path, piece);
        hows.push(`${where} := a piece of another scenario`);
        break;
      }
      case 3:
        if (Array.isArray(target.value)) {
          const item = rng.pick(target.value);
          doc = replaceAt(doc, target.path, [...target.value, ...(item === undefined ? [] : [item, item])]);
          hows.push(`${where}: repeat an item`);
        } else {
          doc = replaceAt(doc, target.path, [target.value, target.value]);
          hows.push(`${where} := list of it twice`);
        }
        break;
      case 4:
        if (typeof target.value === "number") {
          const v = rng.pick([0, -1, 1_000_000, 999_999, 2 ** 31, 0.5, 100, 40]) ?? 0;
          doc = replaceAt(doc, target.path, v);
          hows.push(`${where} := ${v}`);
        } else if (typeof target.value === "string") {
          const v = rng.chance(0.5) ? cardName(rng) : (rng.pick(STEPS) ?? "main1");
          doc = replaceAt(doc, target.path, v);
          hows.push(`${where} := ${JSON.stringify(v)}`);
        } else {
          doc = replaceAt(doc, target.path, randomDocument(rng, 2));
          hows.push(`${where} := random map`);
        }
        break;
      case 5:
        if (Array.isArray(target.value) && target.value.length > 1) {
          doc = replaceAt(doc, target.path, rng.shuffle(target.value));
          hows.push(`shuffle ${where}`);
        }
        break;
      case 6:
        if (isMap(target.value)) {
          const key =
            rng.pick([
              ...STEP_KEYS,
              ...SCENARIO_KEYS,
              ...SETUP_LINK_KEYS,
              "id",
              "card",
              "x",
              "count",
              "to",
              "of",
              "object",
              "targets",
            ]) ?? "x";
          doc = replaceAt(doc, target.path, { ...target.value, [key]: randomScalar(rng) });
          hows.push(`${where}.${key} := scalar`);
        }
        break;
      default: {
        const anchor = `${stringify(doc, { lineWidth: 0 })}`;
        return {
          text: anchor.replace(/\n(\s*)- /, `\n$1- &a `).replace(/(\n\s*\w+: )\S.*$/m, "$1*a"),
          how: `${hows.join(", ")}${hows.length ? ", " : ""}alias`,
        };
      }
    }
  }
  let out: string;
  try {
    out = stringify(doc, { lineWidth: 0 });
  } catch {
    out = text;
  }
  return { text: out, how: hows.join(", ") || "no-op" };
}

/**
 * Mutations that keep the file valid most of the time, so that the runner goes deep: another
 * card, another id where an id is, another small (or the largest allowed) number, steps removed,
 * repeated, swapped or turned into `resolve: all`.
 */
function mutateMeaning(rng: Rng, doc: Json): { doc: Json; how: string } {
  const nodes = collect(doc);
  const ids = [
    ...new Set(
      nodes.flatMap((n) => (n.path[n.path.length - 1] === "id" && typeof n.value === "string" ? [n.value] : [])),
    ),
  ];
  const at = (pred: (n: { path: (string | number)[]; value: Json }) => boolean) => rng.pick(nodes.filter(pred));
  switch (rng.int(6)) {
    case 0: {
      const n = at((x) => x.path[x.path.length - 1] === "card" && typeof x.value === "string");
      const name = cardName(rng);
      return n ? { doc: replaceAt(doc, n.path, name), how: `${n.path.join(".")} := ${name}` } : { doc, how: "no card" };
    }
    case 1: {
      const n = at((x) => typeof x.value === "string" && ids.includes(x.value) && x.path[x.path.length - 1] !== "id");
      const other = rng.pick(ids) ?? "x";
      return n
        ? { doc: replaceAt(doc, n.path, other), how: `${n.path.join(".")} := ${other}` }
        : { doc, how: "no reference" };
    }
    case 2: {
      const n = at((x) => typeof x.value === "number");
      const v = rng.chance(0.85) ? rng.range(0, 6) : (rng.pick([1_000_000, 999, 100, 40]) ?? 0);
      return n ? { doc: replaceAt(doc, n.path, v), how: `${n.path.join(".")} := ${v}` } : { doc, how: "no number" };
    }
    case 3: {
      const n = at((x) => x.path.length === 2 && (x.path[0] === "steps" || x.path[0] === "expect"));
      return n ? { doc: deleteAt(doc, n.path), how: `delete ${n.path.join(".")}` } : { doc, how: "no step" };
    }
    case 4: {
      const steps = isMap(doc) && Array.isArray(doc.steps) ? doc.steps : null;
      if (!steps || steps.length === 0 || !isMap(doc)) return { doc, how: "no steps" };
      const i = rng.int(steps.length);
      const j = rng.int(steps.length);
      const moved = [...steps];
      const [step] = moved.splice(i, 1);
      if (step !== undefined) moved.splice(j, 0, ...(rng.chance(0.5) ? [step, step] : [step]));
      return { doc: { ...doc, steps: moved }, how: `move step ${i} to ${j}` };
    }
    default: {
      if (!isMap(doc)) return { doc, how: "not a map" };
      const steps = Array.isArray(doc.steps) ? doc.steps : [];
      const extras: Json[] = [
        { resolve: "all" },
        { pass: true },
        { endTurn: true },
        { advance: rng.pick(STEPS) ?? "end" },
      ];
      const extra = rng.pick(extras) ?? null;
      const i = rng.int(steps.length + 1);
      return {
        doc: { ...doc, steps: [...steps.slice(0, i), extra, ...steps.slice(i)] },
        how: `insert ${JSON.stringify(extra)} at step ${i}`,
      };
    }
  }
}

function safeParse(text: string): Json {
  try {
    return parseYaml(text) as Json;
  } catch {
    return null;
  }
}

function isMap(v: Json): v is { [k: string]: Json } {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function collect(
  doc: Json,
  path: (string | number)[] = [],
  out: { path: (string | number)[]; value: Json }[] = [],
): { path: (string | number)[]; value: Json }[] {
  out.push({ path, value: doc });
  if (out.length > 5000) return out;
  if (Array.isArray(doc)) for (const [i, v] of doc.entries()) collect(v, [...path, i], out);
  else if (isMap(doc)) for (const [k, v] of Object.entries(doc)) collect(v, [...path, k], out);
  return out;
}

function replaceAt(doc: Json, path: readonly (string | number)[], value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(doc) && typeof head === "number")
    return doc.map((v, i) => (i === head ? replaceAt(v, rest, value) : v));
  if (isMap(doc) && typeof head === "string") return { ...doc, [head]: replaceAt(doc[head] ?? null, rest, value) };
  return doc;
}

function deleteAt(doc: Json, path: readonly (string | number)[]): Json {
  if (path.length === 0) return null;
  const [head, ...rest] = path;
  if (rest.length === 0) {
    if (Array.isArray(doc)) return doc.filter((_, i) => i !== head);
    if (isMap(doc) && typeof head === "string") {
      const { [head]: _gone, ...kept } = doc;
      return kept;
    }
    return doc;
  }
  if (Array.isArray(doc) && typeof head === "number") return doc.map((v, i) => (i === head ? deleteAt(v, rest) : v));
  if (isMap(doc) && typeof head === "string") return { ...doc, [head]: deleteAt(doc[head] ?? null, rest) };
  return doc;
}

function randomScalar(rng: Rng): Json {
  const v = rng.pick(NASTY_SCALARS);
  if (typeof v === "number" && !Number.isFinite(v)) return String(v);
  if (Array.isArray(v)) return [];
  if (typeof v === "object" && v !== null) return {};
  return (v ?? null) as Json;
}

function randomDocument(rng: Rng, depth: number): Json {
  if (depth > 3 || rng.chance(0.3)) return randomScalar(rng);
  if (rng.chance(0.3)) return Array.from({ length: rng.range(0, 3) }, () => randomDocument(rng, depth + 1));
  const keys =
    depth === 0
      ? SCENARIO_KEYS
      : [...STEP_KEYS, "id", "card", "controller", "battlefield", "hand", "to", "of", "object"];
  const out: { [k: string]: Json } = depth === 0 ? { scenario: "made up" } : {};
  for (let i = rng.range(1, 4); i > 0; i--) out[rng.pick(keys) ?? "x"] = randomDocument(rng, depth + 1);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Running a case

/**
 * Loads and runs one case the way the CLI does, and checks the contract: never an exception,
 * never an `engine.internal` problem, a result that is `passed`, `failed` or an `error` whose
 * problems each say something, within `limitMs`.
 */
export function runFuzzCase(c: FuzzCase, limitMs: number, tmp?: string): FuzzOutcome {
  const t0 = performance.now();
  let status: FuzzOutcome["status"] = "invalid";
  let failure: string | null = null;
  try {
    const parsed = parseScenario(c.text, "fuzz.yaml", LIBRARY_CATALOG);
    if (!parsed.ok) {
      failure = checkProblems(parsed.problems, "parseScenario");
    } else {
      const r = runScenario(parsed.value);
      status = r.status;
      failure = checkResult(r, "runScenario");
    }
    if (failure === null && c.viaFile) {
      const dir = tmp ?? mkdtempSync(join(tmpdir(), "doppel-fuzz-"));
      const path = join(dir, "case.yaml");
      writeFileSync(path, c.bytes ?? c.text);
      try {
        const r = runScenarioFile(path);
        failure = checkResult(r, "runScenarioFile");
        if (!parsed.ok && r.status !== "error")
          failure = `runScenarioFile says ${r.status} but parseScenario refused the same text`;
      } finally {
        if (!tmp) rmSync(dir, { recursive: true, force: true });
      }
    }
  } catch (e) {
    failure = `exception: ${e instanceof Error ? `${e.message}\n${e.stack ?? ""}` : String(e)}`;
  }
  const ms = performance.now() - t0;
  if (failure === null && ms > limitMs) failure = `took ${Math.round(ms)} ms (limit ${limitMs} ms)`;
  return { how: c.how, status, ms, failure };
}

function checkProblems(problems: readonly Problem[], where: string): string | null {
  if (problems.length === 0) return `${where}: an error without problems`;
  for (const p of problems) {
    if (typeof p.message !== "string" || p.message.trim() === "")
      return `${where}: a problem without a message (${p.code})`;
    if (p.code === "engine.internal") return `${where}: ${formatProblem(p)}`;
    formatProblem(p);
  }
  return null;
}

function checkResult(r: ScenarioResult, where: string): string | null {
  if (!["passed", "failed", "error"].includes(r.status)) return `${where}: status ${String(r.status)}`;
  if (r.status === "error") return checkProblems(r.problems, where);
  if (r.status === "failed" && r.failures.length === 0) return `${where}: failed without failures`;
  for (const f of r.failures)
    if (typeof f.message !== "string" || f.message.trim() === "")
      return `${where}: a failure without a message at ${f.at}`;
  JSON.stringify({ failures: r.failures, problems: r.problems, warnings: r.warnings });
  return null;
}
