#!/usr/bin/env node
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "../cli/args.js";
import { type CaseReport, type CaseTask, DEFAULT_LIMITS, type FuzzMode, runCase, yamlInput } from "./cases.js";
import { runPool, type TaskFailure } from "../cli/workerPool.js";
import { CASE_WORKER } from "./guarded.js";
import { CARD_SETS } from "./cardDraw.js";
import { mixSeed } from "./rng.js";
import { type CorpusFile, loadCorpus } from "./yamlFuzz.js";

const USAGE = `Usage: npm run fuzz -- [--minutes N] [--seed S] [--only play|yaml] [--cards pool|library] [--base B] [--jobs J] [--max-actions N] [--out DIR]
  --minutes N      run random games and YAML fuzzing for N minutes (default 1)
  --seed S         replay one case (the seed a failure report gives) and stop
  --only MODE      only random play, or only YAML fuzzing
  --cards SET      random boards from the whole built-in pool (default) or the library's cards only
  --base B         the run's base seed (default: from the clock; printed)
  --jobs J         worker threads (default: the number of CPUs, at most 4)
  --max-actions N  actions per random game (default ${DEFAULT_LIMITS.maxActions})
  --out DIR        where failing cases are written (default: doppel-fuzz-failures in the temp directory)
Exit code 0: no failure; 1: failures (each with the seed that replays it); 2: bad usage.`;

/** A case that runs longer than this is a hang: its worker is stopped and the case reported. */
const HANG_MS: Record<FuzzMode, number> = { play: 120_000, yaml: 30_000 };
/** YAML cases per random game when a worker does both. */
const YAML_PER_GAME = 25;
const CORPUS_ROOT = "scenarios";

interface Failure {
  readonly report: CaseReport;
  readonly file: string | null;
}

function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(
    argv,
    ["minutes", "seed", "only", "cards", "base", "jobs", "max-actions", "out"],
    ["minutes", "seed", "only", "cards", "base", "jobs", "max-actions", "out", "help"],
  );
  const num = (name: string, def: number) => {
    const v = args.flags.get(name);
    if (v === undefined) return def;
    const n = Number(v);
    if (typeof v !== "string" || !Number.isFinite(n) || n < 0) args.errors.push(`--${name} needs a number`);
    return n;
  };
  if (args.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return Promise.resolve(0);
  }
  const only = args.flags.get("only");
  if (only !== undefined && only !== "play" && only !== "yaml") args.errors.push("--only is play or yaml");
  const modes: FuzzMode[] = only === "play" ? ["play"] : only === "yaml" ? ["yaml"] : ["play", "yaml"];
  const minutes = num("minutes", 1);
  const cards = args.flags.get("cards") ?? DEFAULT_LIMITS.cards;
  const set = CARD_SETS.find((c) => c === cards);
  if (set === undefined) args.errors.push("--cards is pool or library");
  const limits = {
    ...DEFAULT_LIMITS,
    maxActions: num("max-actions", DEFAULT_LIMITS.maxActions),
    cards: set ?? DEFAULT_LIMITS.cards,
  };
  const out = resolve(
    typeof args.flags.get("out") === "string" ? String(args.flags.get("out")) : join(tmpdir(), "doppel-fuzz-failures"),
  );
  const seedFlag = args.flags.get("seed");
  const seed = seedFlag === undefined ? null : num("seed", 0);
  if (args.errors.length > 0 || args.positional.length > 0) {
    process.stderr.write(
      `${[...args.errors, ...args.positional.map((p) => `unexpected argument ${p}`)].join("\n")}\n${USAGE}\n`,
    );
    return Promise.resolve(2);
  }
  if (seed !== null) return Promise.resolve(replay(seed >>> 0, modes, limits, out));
  const base = num("base", Date.now() % 2_000_000_000) >>> 0;
  const jobs = Math.max(1, Math.min(num("jobs", Math.min(4, availableParallelism())), 16));
  return run({ minutes, base, jobs, modes, limits, out });
}

/** Replays one seed in this thread, with the full story. */
function replay(seed: number, modes: readonly FuzzMode[], limits: typeof DEFAULT_LIMITS, out: string): number {
  const corpus = loadCorpus();
  let failed = false;
  for (const mode of modes) {
    const r = runCase(mode, seed, corpus, limits);
    if (!r.failure) {
      process.stdout.write(`${mode} seed ${seed}: every check passed (${r.ms} ms)\n`);
      continue;
    }
    failed = true;
    const file = writeFailure(out, r);
    process.stdout.write(
      `${mode} seed ${seed}: FAILED ${r.failure.what}: ${r.failure.message}\n${r.failure.detail}\n${file ? `reproduction: ${file}\n` : ""}`,
    );
  }
  return failed ? 1 : 0;
}

interface RunOptions {
  readonly minutes: number;
  readonly base: number;
  readonly jobs: number;
  readonly modes: readonly FuzzMode[];
  readonly limits: typeof DEFAULT_LIMITS;
  readonly out: string;
}

/** Runs workers until the deadline, restarting any worker whose case hangs; reports every failure. */
function run(o: RunOptions): Promise<number> {
  const started = Date.now();
  const deadline = started + o.minutes * 60_000;
  const failures: Failure[] = [];
  const counts: Record<FuzzMode, { cases: number; ms: number }> = {
    play: { cases: 0, ms: 0 },
    yaml: { cases: 0, ms: 0 },
  };
  process.stdout.write(
    `fuzzing for ${o.minutes} minute(s): base seed ${o.base}, ${o.jobs} worker(s), ${o.modes.join(" + ")}, cards from the ${o.limits.cards}\n`,
  );

  // With two workers or more, each does one mode; a single worker alternates (one game, then YAML cases).
  const playJobs = o.modes.length === 2 && o.jobs >= 2 ? Math.ceil(o.jobs / 2) : 0;
  const modeOf = (slot: number): FuzzMode | null =>
    o.modes.length === 1 ? (o.modes[0] ?? "play") : playJobs > 0 ? (slot < playJobs ? "play" : "yaml") : null;
  // Each mode's cases are numbered in the order they are dealt, whatever the number of workers.
  const dealt: Record<FuzzMode, number> = { play: 0, yaml: 0 };
  let yamlLeft = 0;
  const next = (slot: number): CaseTask | undefined => {
    if (Date.now() >= deadline) return undefined;
    let mode = modeOf(slot);
    if (mode === null) {
      mode = yamlLeft > 0 ? "yaml" : "play";
      yamlLeft = mode === "play" ? YAML_PER_GAME : yamlLeft - 1;
    }
    const seed = mixSeed(o.base + (mode === "yaml" ? 1 : 0), dealt[mode]++);
    return { mode, seed, limits: o.limits, corpusRoot: CORPUS_ROOT };
  };

  const report = (r: CaseReport) => {
    counts[r.mode].cases++;
    counts[r.mode].ms += r.ms;
    if (!r.failure) return;
    const file = writeFailure(o.out, r);
    failures.push({ report: r, file });
    process.stdout.write(
      `FAIL ${r.mode} seed ${r.seed}: ${r.failure.what}: ${firstLine(r.failure.message)}\n  replay: npm run fuzz -- --seed ${r.seed} --only ${r.mode}${o.limits.cards === DEFAULT_LIMITS.cards ? "" : ` --cards ${o.limits.cards}`}${file ? `\n  case: ${file}` : ""}\n`,
    );
  };

  let corpus: CorpusFile[] | null = null;
  /** A case without a result: hung (a YAML case is rebuilt here from its seed, so that its input is saved) or its worker died. */
  const lost = (t: CaseTask, f: TaskFailure): CaseReport => {
    if (f.why !== "hung")
      return {
        mode: t.mode,
        seed: t.seed,
        ms: f.ms,
        failure: { what: "crash", message: f.message, detail: "the worker died during this case", reproduction: "" },
      };
    if (t.mode === "yaml") corpus ??= loadCorpus();
    const input = t.mode === "yaml" && corpus ? yamlInput(t.seed, corpus) : null;
    return {
      mode: t.mode,
      seed: t.seed,
      ms: f.ms,
      failure: {
        what: "hang",
        message: `the case didn't finish in ${HANG_MS[t.mode] / 1000} s`,
        detail: input ? `stopped by the watchdog: ${input.how}` : "stopped by the watchdog",
        reproduction: input?.text ?? "",
      },
    };
  };
  return runPool<CaseTask, CaseReport>({
    script: CASE_WORKER,
    jobs: o.jobs,
    next,
    done: (t, outcome) => report(outcome.ok ? outcome.value : lost(t, outcome)),
    hangMs: (t) => HANG_MS[t.mode],
  }).then(summary);

  function summary(): number {
    const secs = Math.round((Date.now() - started) / 1000);
    const line = (m: FuzzMode) =>
      `${counts[m].cases} ${m === "play" ? "random games" : "YAML cases"} (${counts[m].cases ? Math.round(counts[m].ms / counts[m].cases) : 0} ms each)`;
    process.stdout.write(`\n${o.modes.map(line).join(", ")} in ${secs} s; base seed ${o.base}\n`);
    if (failures.length === 0) {
      process.stdout.write("no failure\n");
      return 0;
    }
    process.stdout.write(`${failures.length} failure(s):\n`);
    for (const f of failures)
      process.stdout.write(
        `  ${f.report.mode} seed ${f.report.seed}: ${f.report.failure?.what}: ${firstLine(f.report.failure?.message ?? "")}\n`,
      );
    return 1;
  }
}

function firstLine(s: string): string {
  const l = s.split("\n")[0] ?? "";
  return l.length > 300 ? `${l.slice(0, 300)}…` : l;
}

/** Writes the failing case (a scenario file for games, the input for YAML cases) and its report. */
function writeFailure(dir: string, r: CaseReport): string | null {
  if (!r.failure) return null;
  try {
    mkdirSync(dir, { recursive: true });
    const base = join(dir, `${r.mode}-${r.seed}`);
    writeFileSync(
      `${base}.txt`,
      `${r.mode} seed ${r.seed}: ${r.failure.what}\n${r.failure.message}\n\n${r.failure.detail}\n`,
    );
    if (r.failure.reproduction) writeFileSync(`${base}.yaml`, r.failure.reproduction);
    return `${base}.${r.failure.reproduction ? "yaml" : "txt"}`;
  } catch {
    return null;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`fuzz: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
