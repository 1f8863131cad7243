/**
 * Issue 7's benchmark suite: `npm run bench` (a readable table), `npm run bench --json` or
 * `npm run bench -- --json` (one JSON object on stdout, also written to bench/results.json;
 * bench/results.quick.json with `--quick`), `--quick` (tiny boards, few runs),
 * `--only=B2,B3,scenarios` (a subset, not saved), `--jobs=N` (the scenarios' loaded-and-run rounds on
 * N worker threads, the pool of `doppel test --jobs`).
 *
 * Each board is measured in its own worker thread with a time limit: a board whose derivation is
 * too slow to finish is stopped, and the measure it was in is reported as a lower bound ("≥").
 * Scenarios are run in this thread after the boards. See docs/performance.md.
 */
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { runFilesInWorkers } from "../src/cli/testPool.js";
import { DEFAULT_TIMEOUT_SECONDS, deadlineIn } from "../src/scenario/deadline.js";
import { scenarioFiles } from "../src/scenario/files.js";
import { LIBRARY_CATALOG } from "../src/scenario/catalog.js";
import { loadScenarioFile } from "../src/scenario/rulesets/loadFile.js";
import { runScenario } from "../src/scenario/rulesets/run.js";
import { runScenarioFile } from "../src/scenario/rulesets/runFile.js";
import type { Scenario } from "../src/scenario/rulesets/scenario.js";
import { BOARD_NAMES, type BoardCounts, type BoardName } from "./boards.js";
import { type CliBench, measureCli } from "./cli.js";
import { measureSearch, NODE_KINDS, type SearchBench } from "./search.js";
import {
  type BoardMeasures,
  CHANGE_NAMES,
  type ChangeName,
  gc,
  type Output,
  round,
  type Stats,
  stats,
} from "./measure.js";
import type { WorkerInput, WorkerMessage } from "./worker.js";

export interface BoardResult {
  readonly description: string | null;
  readonly objects: number | null;
  readonly permanents: number | null;
  /** Static + copy + other stored effects. */
  readonly effects: number | null;
  readonly counts: BoardCounts | null;
  readonly buildMs: number | null;
  readonly floor: Stats | null;
  readonly full: Stats | null;
  /** Median of the four changes' medians; min and max over all their runs. */
  readonly singleChange: Stats | null;
  readonly singleChanges: Record<ChangeName, Stats | null>;
  /** `cloneState`: the engine's working copy of a state. */
  readonly snapshot: Stats | null;
  /** `structuredClone`, for comparison. */
  readonly structuredClone: Stats | null;
  readonly serialize: Stats | null;
  /** Heap bytes per structured clone when gc could be used, else the JSON size: see bytesPerStateMethod. */
  readonly bytesPerState: number | null;
  readonly bytesPerStateMethod: "heap" | "json" | null;
  readonly jsonBytes: number | null;
  readonly heapBytesPerClone: number | null;
  readonly fullOverFloor: number | null;
  /** Full derivation per object, microseconds. */
  readonly fullPerObjectUs: number | null;
  /** What a derivation produces per object (see measure.ts `Output`). */
  readonly output: Output | null;
  /** The board was stopped at its time limit while in this measure. */
  readonly stoppedIn: string | null;
  readonly limitSeconds: number;
  readonly error: string | null;
}

export interface ScenarioBench {
  readonly files: number;
  readonly rounds: number;
  /** Worker threads of the loaded-and-run rounds (1: this thread); the run-only rounds use this thread. */
  readonly jobs: number;
  /** Load (read + parse + validate) and run, as `doppel test` does. */
  readonly perSecond: number;
  /** Run only: scenarios loaded beforehand. */
  readonly runOnlyPerSecond: number;
  readonly passed: number;
  readonly failed: number;
  readonly errors: number;
}

export interface Target {
  readonly value: number | null;
  readonly limit: number;
  readonly comparison: "<=" | ">=";
  readonly ok: boolean;
  /** The value is "at least" (a board stopped at its time limit). */
  readonly lowerBound?: true;
}

export interface BenchResult {
  readonly quick: boolean;
  /** Present when B4 was dealt among another number of players than `B4_PLAYERS` (`--b4-players`). */
  readonly b4Players?: number;
  readonly date: string;
  readonly machine: {
    readonly node: string;
    readonly cpus: number;
    readonly cpuModel: string;
    readonly platform: string;
  };
  readonly gcExposed: boolean;
  readonly boards: Record<BoardName, BoardResult>;
  readonly scenariosPerSecond: number;
  readonly scenarios: ScenarioBench;
  /** `doppel test` of one scenario in a new process, library cards only and pool cards (`--only=cli`). */
  readonly cli: CliBench | null;
  /** Issue 18: one search node through the public reducer, and random self-play (`--only=search`). */
  readonly search: SearchBench | null;
  readonly ratios: {
    readonly B2fullMs: number | null;
    readonly B2fullOverFloor: number | null;
    readonly B2singleChangeOverFull: number | null;
    readonly B4perObjectOverB1perObject: number | null;
    /** Not a target: the same ratio for the floor pass (no rules), what the machine itself does with a state 100 times larger. */
    readonly B4floorPerObjectOverB1floorPerObject: number | null;
    readonly B3fullMs: number | null;
    readonly B2snapshotMs: number | null;
    readonly searchNodeMs: number | null;
    readonly selfPlayActionsPerSecond: number | null;
  };
  readonly targets: Record<string, Target>;
  readonly seconds: number;
}

export interface BenchOptions {
  readonly quick: boolean;
  /** Measure only these boards (and the scenarios only if "scenarios" is listed); default everything. */
  readonly only?: readonly string[];
  /**
   * B4 dealt among this many players instead of `B4_PLAYERS` (`--b4-players=N`; 2 is the board of
   * sessions 1–6, whose output per object is 17 times B1's). An experiment, not saved to a file.
   */
  readonly b4Players?: number;
  /** Worker threads for the scenarios' loaded-and-run throughput (`--jobs=N`, the pool of `doppel test --jobs`); default 1. */
  readonly jobs?: number;
  /** Progress lines (to stderr by default). */
  readonly log?: (line: string) => void;
}

/** Soft budget (how many runs) and hard limit (when the worker is stopped), seconds. */
const PLAN: Readonly<Record<BoardName, { budget: number; limit: number }>> = {
  B1: { budget: 6, limit: 20 },
  B2: { budget: 30, limit: 50 },
  B3: { budget: 30, limit: 50 },
  B4: { budget: 24, limit: 40 },
};
const QUICK_PLAN = { budget: 0.5, limit: 60 };
/**
 * Issue 18 item 6: B4 is dealt among 200 players, so that each player's share is B1's and so is
 * the output per object; its per-object cost is then compared with B1's (target ≤ 1.5×).
 */
export const B4_PLAYERS = 200;
/** The search measures' time (node samples, warm-up, timed rounds, self-play), in this thread. */
const SEARCH_BUDGET_SECONDS = 20;

function now(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** Runs one board's measures in a worker; stops it at `limitMs`, keeping what it finished. */
function measureInWorker(
  board: BoardName,
  quick: boolean,
  budgetMs: number,
  limitMs: number,
  players: number | undefined,
): Promise<{ measures: BoardMeasures; stoppedIn: string | null; error: string | null }> {
  const input: WorkerInput = { board, quick, budgetMs, ...(players !== undefined ? { players } : {}) };
  const worker = new Worker(new URL("./worker.js", import.meta.url), { workerData: input });
  const measures: BoardMeasures = {};
  const samples = new Map<string, number[]>();
  let current: { measure: string; since: number } | null = null;
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (stoppedIn: string | null, error: string | null) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      void worker.terminate();
      if (stoppedIn && current) {
        // The measure in progress: its finished runs, or else "at least" the time of the unfinished one.
        const done = samples.get(current.measure) ?? [];
        const partial: Stats = done.length > 0 ? stats(done) : { ...lowerBound(now() - current.since) };
        setMeasure(measures, current.measure, partial);
      }
      resolve({ measures, stoppedIn, error });
    };
    timer = setTimeout(() => finish(current?.measure ?? "build", null), limitMs);
    worker.on("message", (m: WorkerMessage) => {
      switch (m.kind) {
        case "measure":
          Object.assign(measures, { [m.key]: m.value });
          return;
        case "start":
          current = { measure: m.measure, since: now() };
          return;
        case "sample": {
          const list = samples.get(m.measure) ?? [];
          list.push(m.ms);
          samples.set(m.measure, list);
          return;
        }
        case "done":
          finish(null, null);
          return;
        case "error":
          finish(null, m.message);
          return;
      }
    });
    worker.on("error", (e) => finish(null, e instanceof Error ? e.message : String(e)));
    worker.on("exit", (code) => finish(null, code === 0 ? null : `worker exited with code ${code}`));
  });
}

function lowerBound(ms: number): Stats {
  const v = round(ms);
  return { median: v, min: v, max: v, runs: 0, lowerBound: true };
}

function setMeasure(m: BoardMeasures, measure: string, s: Stats): void {
  if (
    measure === "floor" ||
    measure === "snapshot" ||
    measure === "structuredClone" ||
    measure === "serialize" ||
    measure === "full"
  ) {
    m[measure] = s;
    return;
  }
  const change = measure.replace(/^singleChange\./, "") as ChangeName;
  if ((CHANGE_NAMES as readonly string[]).includes(change)) m.singleChanges = { ...m.singleChanges, [change]: s };
}

function median(values: readonly number[]): number {
  return stats(values).median;
}

function ratio(a: number | undefined | null, b: number | undefined | null, digits = 3): number | null {
  if (
    a === undefined ||
    a === null ||
    b === undefined ||
    b === null ||
    b === 0 ||
    !Number.isFinite(a) ||
    !Number.isFinite(b)
  )
    return null;
  const f = 10 ** digits;
  return Math.round((a / b) * f) / f;
}

function boardResult(
  measures: BoardMeasures,
  stoppedIn: string | null,
  error: string | null,
  limitSeconds: number,
): BoardResult {
  const c = measures.counts;
  const singles = measures.singleChanges ?? {};
  const singleChanges = Object.fromEntries(CHANGE_NAMES.map((n) => [n, singles[n] ?? null])) as Record<
    ChangeName,
    Stats | null
  >;
  const measured = CHANGE_NAMES.map((n) => singles[n]).filter((s): s is Stats => s !== undefined);
  const complete = measured.length === CHANGE_NAMES.length && measured.every((s) => !s.lowerBound);
  const singleChange: Stats | null = complete
    ? {
        median: round(median(measured.map((s) => s.median))),
        min: Math.min(...measured.map((s) => s.min)),
        max: Math.max(...measured.map((s) => s.max)),
        runs: measured.reduce((n, s) => n + s.runs, 0),
      }
    : null;
  const heap = measures.bytes?.heapPerClone ?? null;
  const json = measures.bytes?.json ?? null;
  const full = measures.full ?? null;
  return {
    description: measures.description ?? null,
    objects: c?.objects ?? null,
    permanents: c?.permanents ?? null,
    effects: c?.effects ?? null,
    counts: c ?? null,
    buildMs: measures.buildMs ?? null,
    floor: measures.floor ?? null,
    full,
    singleChange,
    singleChanges,
    snapshot: measures.snapshot ?? null,
    structuredClone: measures.structuredClone ?? null,
    serialize: measures.serialize ?? null,
    bytesPerState: heap ?? json,
    bytesPerStateMethod: heap !== null ? "heap" : json !== null ? "json" : null,
    jsonBytes: json,
    heapBytesPerClone: heap,
    fullOverFloor: ratio(full?.median, measures.floor?.median, 1),
    fullPerObjectUs: full && c ? round((full.median * 1000) / c.objects) : null,
    output: measures.output ?? null,
    stoppedIn,
    limitSeconds,
    error,
  };
}

/**
 * Every scenario (but scenarios/errors) of `root`: one warm-up round, then timed rounds, loaded and
 * run as `doppel test` does — in this thread, or with `jobs` > 1 on the same worker pool as
 * `doppel test --jobs N` (src/cli/testPool.ts: each round starts its workers, as a run would);
 * then run only, in this thread, the scenarios loaded beforehand. The counts are those of the last
 * round, the same whatever `jobs` is.
 */
export async function measureScenarios(
  quick: boolean,
  jobs = 1,
  root = fileURLToPath(new URL("../../scenarios", import.meta.url)),
): Promise<ScenarioBench> {
  const files = scenarioFiles([root], [`${root}/errors`]);
  const budgetMs = quick ? 0 : 5000;
  const maxRounds = quick ? 1 : 20;
  const round =
    jobs > 1
      ? () => runFilesInWorkers(files, jobs, deadlineIn(DEFAULT_TIMEOUT_SECONDS))
      : () => Promise.resolve(files.map((f) => runScenarioFile(f)));
  if (!quick && jobs === 1) await round();
  let rounds = 0;
  let passed = 0;
  let failed = 0;
  let errors = 0;
  const start = now();
  while (rounds < maxRounds && (rounds < (quick ? 1 : 2) || now() - start < budgetMs)) {
    passed = failed = errors = 0;
    for (const r of await round()) {
      if (r.status === "passed") passed++;
      else if (r.status === "failed") failed++;
      else errors++;
    }
    rounds++;
  }
  const perSecond = (files.length * rounds * 1000) / (now() - start);
  const loaded: Scenario[] = [];
  for (const f of files) {
    const l = loadScenarioFile(f, LIBRARY_CATALOG);
    if (l.ok) loaded.push(l.value);
  }
  const runStart = now();
  for (let i = 0; i < rounds; i++) for (const s of loaded) runScenario(s);
  const runOnlyPerSecond = (loaded.length * rounds * 1000) / (now() - runStart);
  return {
    files: files.length,
    rounds,
    jobs,
    perSecond: Math.round(perSecond),
    runOnlyPerSecond: Math.round(runOnlyPerSecond),
    passed,
    failed,
    errors,
  };
}

function target(value: number | null, limit: number, comparison: "<=" | ">=", lower = false): Target {
  const ok = value !== null && !lower && (comparison === "<=" ? value <= limit : value >= limit);
  // A lower bound above a maximum is a sure miss; it can never prove a target met.
  return { value, limit, comparison, ok, ...(lower ? { lowerBound: true as const } : {}) };
}

/** Runs the whole suite. */
export async function runBench(options: BenchOptions): Promise<BenchResult> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const start = now();
  const gcExposed = gc() !== null;
  const boards = {} as Record<BoardName, BoardResult>;
  const wanted = (name: string) => !options.only || options.only.includes(name);
  for (const name of BOARD_NAMES) {
    const plan = options.quick ? QUICK_PLAN : PLAN[name];
    if (!wanted(name)) {
      boards[name] = boardResult({}, null, "not measured (--only)", plan.limit);
      continue;
    }
    log(`bench: ${name} (budget ${plan.budget} s, limit ${plan.limit} s)…`);
    const r = await measureInWorker(
      name,
      options.quick,
      plan.budget * 1000,
      plan.limit * 1000,
      name === "B4" ? (options.b4Players ?? B4_PLAYERS) : undefined,
    );
    boards[name] = boardResult(r.measures, r.stoppedIn, r.error, plan.limit);
    if (r.error) log(`bench: ${name}: ${r.error}`);
    if (r.stoppedIn) log(`bench: ${name} stopped at its ${plan.limit} s limit during ${r.stoppedIn}`);
  }
  let scenarios: ScenarioBench = {
    files: 0,
    rounds: 0,
    jobs: options.jobs ?? 1,
    perSecond: 0,
    runOnlyPerSecond: 0,
    passed: 0,
    failed: 0,
    errors: 0,
  };
  if (wanted("scenarios")) {
    log("bench: scenarios…");
    scenarios = await measureScenarios(options.quick, options.jobs ?? 1);
  }
  let cli: CliBench | null = null;
  if (wanted("cli")) {
    log("bench: doppel test of one scenario…");
    cli = measureCli(options.quick);
  }
  let search: SearchBench | null = null;
  if (wanted("search")) {
    log(`bench: search nodes and self-play (budget ${SEARCH_BUDGET_SECONDS} s)…`);
    search = measureSearch(options.quick, SEARCH_BUDGET_SECONDS * 1000);
  }

  const b1 = boards.B1;
  const b2 = boards.B2;
  const b3 = boards.B3;
  const b4 = boards.B4;
  const perObject = (b: BoardResult) => (b.full && b.objects ? b.full.median / b.objects : null);
  const floorPerObject = (b: BoardResult) => (b.floor && b.objects ? b.floor.median / b.objects : null);
  const b4Lower = b4.full?.lowerBound === true;
  const ratios = {
    B2fullMs: b2.full?.median ?? null,
    B2fullOverFloor: b2.fullOverFloor,
    B2singleChangeOverFull: ratio(b2.singleChange?.median, b2.full?.median),
    B4perObjectOverB1perObject: ratio(perObject(b4), perObject(b1), 2),
    B4floorPerObjectOverB1floorPerObject: ratio(floorPerObject(b4), floorPerObject(b1), 2),
    B3fullMs: b3.full?.median ?? null,
    B2snapshotMs: b2.snapshot?.median ?? null,
    searchNodeMs: search?.node.median ?? null,
    selfPlayActionsPerSecond: search?.selfPlay.actionsPerSecond ?? null,
  };
  const targets: Record<string, Target> = {
    B2fullMs: target(ratios.B2fullMs, 5, "<=", b2.full?.lowerBound === true),
    B2fullOverFloor: target(ratios.B2fullOverFloor, 50, "<=", b2.full?.lowerBound === true),
    B2singleChangeOverFull: target(ratios.B2singleChangeOverFull, 0.1, "<="),
    B4perObjectOverB1perObject: target(ratios.B4perObjectOverB1perObject, 1.5, "<=", b4Lower),
    B3fullMs: target(ratios.B3fullMs, 2, "<=", b3.full?.lowerBound === true),
    B2snapshotMs: target(ratios.B2snapshotMs, 1, "<="),
    scenariosPerSecond: target(scenarios.perSecond, 300, ">="),
    cliPoolOverLibraryTime: target(cli?.poolOverLibraryTime ?? null, 1.3, "<="),
    cliPoolMinusLibraryMb: target(cli?.poolMinusLibraryMb ?? null, 80, "<="),
    searchNodeMs: target(ratios.searchNodeMs, 0.15, "<="),
    selfPlayActionsPerSecond: target(ratios.selfPlayActionsPerSecond, 6000, ">="),
  };
  const cpu = cpus();
  return {
    quick: options.quick,
    ...(options.b4Players !== undefined ? { b4Players: options.b4Players } : {}),
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: cpu.length,
      cpuModel: cpu[0]?.model ?? "unknown",
      platform: `${process.platform} ${process.arch}`,
    },
    gcExposed,
    boards,
    scenariosPerSecond: scenarios.perSecond,
    scenarios,
    cli,
    search,
    ratios,
    targets,
    seconds: round((now() - start) / 1000),
  };
}

function ms(s: Stats | null): string {
  if (!s) return "—";
  const v = s.median;
  const text = v >= 100 ? v.toFixed(0) : v >= 1 ? v.toFixed(2) : v.toFixed(3);
  return s.lowerBound ? `≥${text}` : text;
}

function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const r of rows) {
    r.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return rows
    .map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  "))
    .join("\n");
}

/** The readable report. */
export function formatResult(r: BenchResult): string {
  const out: string[] = [];
  out.push(
    `Doppel benchmark${r.quick ? " (quick)" : ""} — ${r.date}, Node ${r.machine.node}, ${r.machine.cpus} × ${r.machine.cpuModel}`,
  );
  if (r.b4Players !== undefined)
    out.push(
      `Experiment: B4 dealt among ${r.b4Players} players instead of ${B4_PLAYERS} (--b4-players); not the issue's board.`,
    );
  out.push("Times in ms (median of the runs); ≥: stopped at the board's time limit, a lower bound.\n");
  const rows: string[][] = [
    [
      "board",
      "objects",
      "effects",
      "floor",
      "full",
      "full/floor",
      "single",
      "+counter",
      "+static",
      "+copy",
      "-effect",
      "snapshot",
      "serialize",
      "bytes/state",
    ],
  ];
  for (const name of BOARD_NAMES) {
    const b = r.boards[name];
    const sc = b.singleChanges;
    const bytes =
      b.bytesPerState === null
        ? "—"
        : `${(b.bytesPerState / 1024).toFixed(0)} KiB${b.bytesPerStateMethod === "json" ? " (json)" : ""}`;
    rows.push([
      name,
      String(b.objects ?? "—"),
      String(b.effects ?? "—"),
      ms(b.floor),
      ms(b.full),
      b.fullOverFloor === null ? "—" : `${b.full?.lowerBound ? "≥" : ""}${b.fullOverFloor}×`,
      ms(b.singleChange),
      ms(sc.counterAdded),
      ms(sc.staticEnters),
      ms(sc.copyBegins),
      ms(sc.effectEnds),
      ms(b.snapshot),
      ms(b.serialize),
      bytes,
    ]);
  }
  out.push(table(rows));
  const runs = BOARD_NAMES.map((n) => `${n} full ${r.boards[n].full?.runs ?? 0}`).join(", ");
  const output = BOARD_NAMES.map((n) => {
    const o = r.boards[n].output;
    return `${n} ${o ? `${o.abilitiesPerObject} / ${o.lockedEntriesPerObject}` : "—"}`;
  }).join(", ");
  out.push(`\nOutput per object (derived abilities / locked-set entries): ${output}.`);
  out.push(
    `B4 / B1 per object for the floor pass (no rules, not a target): ${r.ratios.B4floorPerObjectOverB1floorPerObject ?? "—"}×.`,
  );
  out.push(
    `\nTimed runs: ${runs}. snapshot: cloneState (structuredClone: ${BOARD_NAMES.map((n) => `${n} ${ms(r.boards[n].structuredClone)}`).join(", ")}). bytes/state: heap growth per cloneState copy${r.gcExposed ? "" : " (gc unavailable: JSON size instead)"}.`,
  );
  for (const name of BOARD_NAMES) {
    const b = r.boards[name];
    if (b.stoppedIn)
      out.push(`${name}: stopped at its ${b.limitSeconds} s limit during ${b.stoppedIn}; later measures not taken.`);
    if (b.error) out.push(`${name}: error: ${b.error}`);
  }
  const s = r.scenarios;
  out.push(
    `\nScenarios: ${s.files} files × ${s.rounds} rounds: ${s.perSecond}/s loaded and run${s.jobs > 1 ? ` on ${s.jobs} worker threads` : ""} (${s.runOnlyPerSecond}/s run only); last round ${s.passed} passed, ${s.failed} failed, ${s.errors} errors.`,
  );
  if (r.cli) {
    const run = (c: CliBench["libraryScenario"]) => `${c.wallMs} ms, ${c.maxRssMb ?? "—"} MB`;
    out.push(
      `doppel test of one scenario (new process, median time, max RSS): library cards ${run(r.cli.libraryScenario)}; pool cards ${run(r.cli.poolScenario)}.`,
    );
  }
  if (r.search) {
    const s = r.search;
    const kinds = NODE_KINDS.map((k) => `${k} ${ms(s.nodes[k])}`).join(", ");
    out.push(
      `\nSearch (issue 18), ${s.permanents} permanents, ${s.objects} objects: node ${ms(s.node)} ms (legalActions + cloneState + applyAction + derive; medians of the parts ${s.parts.legalActions} + ${s.parts.cloneState} + ${s.parts.applyAction} + ${s.parts.derive}); by kind: ${kinds}.`,
    );
    out.push(
      `Random self-play: ${s.selfPlay.actions} actions (${s.selfPlay.refused} refused, ${s.selfPlay.games} games) in ${s.selfPlay.seconds} s: ${s.selfPlay.actionsPerSecond} actions/s in one thread (${s.selfPlay.cpuActionsPerSecond}/s of CPU time).`,
    );
  }
  out.push(r.quick ? "\nTargets (quick run: tiny boards, so these say nothing about the real targets):" : "\nTargets:");
  const names: Record<string, string> = {
    B2fullMs: "B2 full derivation (ms)",
    B2fullOverFloor: "B2 full / floor",
    B2singleChangeOverFull: "B2 single change / full",
    B4perObjectOverB1perObject: `B4 per-object / B1 per-object (B4 among ${B4_PLAYERS} players: B1's output per object)`,
    B3fullMs: "B3 full derivation (ms)",
    B2snapshotMs: "B2 snapshot (ms)",
    scenariosPerSecond: "scenarios per second",
    cliPoolOverLibraryTime: "doppel test, pool / library cards (time)",
    cliPoolMinusLibraryMb: "doppel test, pool − library cards (MB)",
    searchNodeMs: "search node (ms)",
    selfPlayActionsPerSecond: "random self-play (actions/s, one thread)",
  };
  out.push(
    table([
      ["target", "value", "limit", ""],
      ...Object.entries(r.targets).map(([k, t]) => [
        names[k] ?? k,
        t.value === null ? "—" : `${t.lowerBound ? "≥" : ""}${t.value}`,
        `${t.comparison} ${t.limit}`,
        t.ok ? "ok" : "MISSED",
      ]),
    ]),
  );
  out.push(`\n${r.seconds} s`);
  return out.join("\n");
}

/**
 * A switch given to the script (`npm run bench -- --json`) or to npm itself (`npm run bench --json`:
 * npm keeps it, and tells the script through its environment, npm_config_json).
 */
function flag(argv: readonly string[], name: "json" | "quick"): boolean {
  return argv.includes(`--${name}`) || process.env[`npm_config_${name}`] === "true";
}

async function main(argv: readonly string[]): Promise<void> {
  const json = flag(argv, "json");
  const quick = flag(argv, "quick");
  const only = argv
    .find((a) => a.startsWith("--only="))
    ?.slice("--only=".length)
    .split(",");
  const players = argv.find((a) => a.startsWith("--b4-players="))?.slice("--b4-players=".length);
  const b4Players = players === undefined ? undefined : Number(players);
  if (b4Players !== undefined && (!Number.isInteger(b4Players) || b4Players < 2 || b4Players > 1000)) {
    process.stderr.write(`bench: --b4-players must be a whole number from 2 to 1000, not "${players}"\n`);
    process.exitCode = 2;
    return;
  }
  const jobsFlag = argv.find((a) => a.startsWith("--jobs="))?.slice("--jobs=".length);
  const jobs = jobsFlag === undefined ? undefined : Number(jobsFlag);
  if (jobs !== undefined && (!Number.isInteger(jobs) || jobs < 1 || jobs > 64)) {
    process.stderr.write(`bench: --jobs must be a whole number from 1 to 64, not "${jobsFlag}"\n`);
    process.exitCode = 2;
    return;
  }
  const result = await runBench({
    quick,
    ...(only ? { only } : {}),
    ...(b4Players !== undefined ? { b4Players } : {}),
    ...(jobs !== undefined ? { jobs } : {}),
  });
  if (json) {
    const text = JSON.stringify(result, null, 2);
    // A partial run (--only) or an experiment (--b4-players) is not saved; a quick one is saved apart, not to hide the real results.
    if (!only && b4Players === undefined)
      writeFileSync(
        fileURLToPath(new URL(quick ? "../../bench/results.quick.json" : "../../bench/results.json", import.meta.url)),
        `${text}\n`,
      );
    process.stdout.write(`${text}\n`);
  } else {
    process.stdout.write(`${formatResult(result)}\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  });
}
