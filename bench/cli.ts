/**
 * `doppel test` of one scenario as a user runs it (a new process): wall time and maximum resident
 * memory, for a scenario naming library cards only and one naming cards of the built-in pool
 * (issue 20: the pool is read lazily, so the second must stay within 1.3× the time and +80 MB).
 * Maximum RSS comes from `/usr/bin/time` where it exists; otherwise only the time is measured.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface CliRun {
  readonly wallMs: number;
  readonly maxRssMb: number | null;
}

export interface CliBench {
  readonly libraryScenario: CliRun;
  readonly poolScenario: CliRun;
  readonly poolOverLibraryTime: number;
  readonly poolMinusLibraryMb: number | null;
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CLI = fileURLToPath(new URL("../src/cli/main.js", import.meta.url));
const LIBRARY_SCENARIO = "scenarios/showcase/blood-moon-urborg-dependency.yaml";
const POOL_SCENARIO = "bench/scenarios/pool-cards.yaml";
const TIME = "/usr/bin/time";

function runOnce(scenario: string): CliRun {
  const withTime = existsSync(TIME);
  const args = withTime ? ["-f", "%M", process.execPath, CLI, "test", scenario] : [CLI, "test", scenario];
  const start = performance.now();
  const r = spawnSync(withTime ? TIME : process.execPath, args, { cwd: ROOT, encoding: "utf8" });
  const wallMs = performance.now() - start;
  if (r.status !== 0) throw new Error(`doppel test ${scenario} failed: ${r.stdout}${r.stderr}`);
  const kb = withTime ? Number(/(\d+)\s*$/.exec(r.stderr)?.[1]) : Number.NaN;
  return { wallMs, maxRssMb: Number.isFinite(kb) ? kb / 1024 : null };
}

/** The median wall time and the largest RSS of `rounds` runs. */
function measure(scenario: string, rounds: number): CliRun {
  const runs = Array.from({ length: rounds }, () => runOnce(scenario));
  const times = runs.map((r) => r.wallMs).sort((a, b) => a - b);
  const rss = runs.map((r) => r.maxRssMb).filter((m): m is number => m !== null);
  return {
    wallMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    maxRssMb: rss.length > 0 ? Math.round(Math.max(...rss)) : null,
  };
}

export function measureCli(quick: boolean): CliBench {
  const rounds = quick ? 1 : 5;
  const libraryScenario = measure(LIBRARY_SCENARIO, rounds);
  const poolScenario = measure(POOL_SCENARIO, rounds);
  return {
    libraryScenario,
    poolScenario,
    poolOverLibraryTime: Math.round((100 * poolScenario.wallMs) / Math.max(libraryScenario.wallMs, 1)) / 100,
    poolMinusLibraryMb:
      poolScenario.maxRssMb !== null && libraryScenario.maxRssMb !== null
        ? poolScenario.maxRssMb - libraryScenario.maxRssMb
        : null,
  };
}
