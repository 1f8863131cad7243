import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { namesAndCountsCase, runNamesAndCountsCase } from "./namesAndCounts.js";
import { isCliSeed, runCliCase } from "./cliFuzz.js";
import type { CardSet } from "./cardDraw.js";
import { fuzzGame, gameAsScenario, playGame } from "./play.js";
import { Rng } from "./rng.js";
import { type CorpusFile, fuzzCase, runFuzzCase } from "./yamlFuzz.js";

export type FuzzMode = "play" | "yaml";

/** The outcome of one fuzz case, as a worker reports it. */
export interface CaseReport {
  readonly mode: FuzzMode;
  readonly seed: number;
  readonly ms: number;
  /** Null when every check passed. */
  readonly failure: {
    readonly what: string;
    readonly message: string;
    readonly detail: string;
    readonly reproduction: string;
  } | null;
}

export interface CaseLimits {
  /** Actions per random game. */
  readonly maxActions: number;
  /** One action of a game (or one YAML case) slower than this is a failure. */
  readonly slowMs: number;
  /** Where random games take their cards (cardDraw.ts). */
  readonly cards: CardSet;
}

/** One case for a worker (caseWorker.ts): a mode and a seed, with its limits and the corpus YAML cases mutate. */
export interface CaseTask {
  readonly mode: FuzzMode;
  readonly seed: number;
  readonly limits: CaseLimits;
  readonly corpusRoot: string;
}

// 15 s of wall time: the machines are shared (5 s failed under a load of 25 on 2 cores); runaway loops are also bounded by count.
export const DEFAULT_LIMITS: CaseLimits = { maxActions: 60, slowMs: 15_000, cards: "pool" };

let scratch: string | null = null;

/** Runs one case of a mode from its seed: the same seed always runs the same case. Never throws. */
export function runCase(
  mode: FuzzMode,
  seed: number,
  corpus: readonly CorpusFile[],
  limits: CaseLimits = DEFAULT_LIMITS,
): CaseReport {
  const t0 = Date.now();
  try {
    if (mode === "play") {
      const r = fuzzGame(seed, {
        maxActions: limits.maxActions,
        replayAsScenario: true,
        slowMs: limits.slowMs,
        cards: limits.cards,
      });
      if (!r.failure) return { mode, seed, ms: Date.now() - t0, failure: null };
      // The game written as a scenario, up to the failing action, with answers (setup choices can't be written).
      const recorded = playGame(seed, {
        maxActions: limits.maxActions,
        checks: true,
        roundTripAt: null,
        hostile: 0.1,
        slowMs: limits.slowMs,
        record: true,
        cards: limits.cards,
      });
      const f = r.failure;
      return {
        mode,
        seed,
        ms: Date.now() - t0,
        failure: {
          what: f.invariant,
          message: f.message,
          detail: [`action ${f.step}: ${f.action ?? "(whole game)"}`, ...r.history.map((h, i) => `  ${i}. ${h}`)].join(
            "\n",
          ),
          reproduction: gameAsScenario(recorded, `random game ${seed}: ${f.invariant}`),
        },
      };
    }
    scratch ??= mkdtempSync(join(tmpdir(), "doppel-fuzz-"));
    if (isCliSeed(seed)) {
      const o = runCliCase(new Rng(seed), corpus, scratch, limits.slowMs);
      return {
        mode,
        seed,
        ms: Date.now() - t0,
        failure: o.failure === null ? null : { what: "cli", message: o.failure, detail: o.how, reproduction: "" },
      };
    }
    const rng = new Rng(seed);
    // One YAML case in ten checks names that are JavaScript built-ins and huge counts (namesAndCounts.ts).
    if (rng.chance(0.1)) return namesAndCountsReport(seed, rng, corpus, t0);
    const c = fuzzCase(rng, corpus);
    const o = runFuzzCase(c, limits.slowMs, scratch);
    return {
      mode,
      seed,
      ms: Date.now() - t0,
      failure: o.failure === null ? null : { what: "yaml", message: o.failure, detail: o.how, reproduction: c.text },
    };
  } catch (e) {
    const message = e instanceof Error ? `${e.message}\n${e.stack ?? ""}` : String(e);
    return {
      mode,
      seed,
      ms: Date.now() - t0,
      failure: { what: "crash", message, detail: "an exception escaped the fuzz harness", reproduction: "" },
    };
  }
}

/**
 * The input of YAML case `seed` as `runCase` builds it (a names-and-counts case one time in ten, a
 * fuzzed file otherwise), to save the input of a case that hung; null for a case of the CLI.
 */
export function yamlInput(seed: number, corpus: readonly CorpusFile[]): { text: string; how: string } | null {
  if (isCliSeed(seed)) return null;
  const rng = new Rng(seed);
  return rng.chance(0.1) ? namesAndCountsCase(rng, corpus) : fuzzCase(rng, corpus);
}

function namesAndCountsReport(seed: number, rng: Rng, corpus: readonly CorpusFile[], t0: number): CaseReport {
  const c = namesAndCountsCase(rng, corpus);
  const failure = runNamesAndCountsCase(c);
  return {
    mode: "yaml",
    seed,
    ms: Date.now() - t0,
    failure:
      failure === null ? null : { what: "namesAndCounts", message: failure, detail: c.how, reproduction: c.text },
  };
}
