import assert from "node:assert/strict";
import { availableParallelism } from "node:os";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { Problem } from "../../src/kernel/problem.js";
import type { GameState } from "../../src/mtg/model/state.js";
import { applyAction } from "../../src/mtg/rules/applyAction.js";
import { legalActions } from "../../src/mtg/rules/legalActions.js";
import type { CaseReport } from "../../src/reliability/cases.js";
import { runGuarded } from "../../src/reliability/guarded.js";
import { checkState } from "../../src/reliability/invariants.js";
import { DEFAULT_PLAY, playGame } from "../../src/reliability/play.js";
import { RandomChooser } from "../../src/reliability/randomChooser.js";
import { Rng } from "../../src/reliability/rng.js";

/**
 * Random play (docs/reliability.md). The seeds come from fast-check with a fixed seed, so that
 * `npm test` is deterministic; DOPPEL_FC_SEED=<n> explores others. Each failure names the game's
 * seed: `npm run fuzz -- --seed <seed> --only play` replays it and writes it as a scenario.
 */
const FC_SEED = Number(process.env.DOPPEL_FC_SEED ?? 707);
const GAMES = Number(process.env.DOPPEL_GAMES ?? 24);
const seeds = (n: number, salt: number) =>
  fc.sample(fc.integer({ min: 0, max: 0x7fffffff }), { numRuns: n, seed: FC_SEED + salt });

function explain(reports: readonly CaseReport[]): string {
  return reports
    .filter((r) => r.failure)
    .map(
      (r) =>
        `${r.mode} seed ${r.seed}: ${r.failure?.what}: ${r.failure?.message}\n  replay: npm run fuzz -- --seed ${r.seed} --only ${r.mode}\n${r.failure?.detail ?? ""}`,
    )
    .join("\n\n");
}

describe("random play", () => {
  it(`${GAMES} random games keep every invariant, replay from a seed and from a JSON copy, and replay as scenarios`, async () => {
    const reports = await runGuarded(
      seeds(GAMES, 0).map((seed) => ({ mode: "play" as const, seed })),
      {
        hangMs: 60_000,
        workers: Math.min(2, availableParallelism()),
        limits: { maxActions: 40, slowMs: 5000, cards: "pool" },
      },
    );
    assert.equal(reports.filter((r) => r.failure).length, 0, explain(reports));
  });

  it("every listed action is either performed, leaving a valid state, or refused with the state untouched", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 0, max: 20 }), (seed, length) => {
        // A state from the middle of a random game…
        const game = playGame(seed, { ...DEFAULT_PLAY, checks: false, hostile: 0, maxActions: length });
        const state = JSON.parse(game.finalJson) as GameState;
        // …and a sample of every kind of action listed there.
        const rng = new Rng(seed ^ 0x1ac7);
        const listed = legalActions(state);
        const sample = [...new Set(listed.map((a) => a.kind))].flatMap((k) =>
          rng.shuffle(listed.filter((a) => a.kind === k)).slice(0, 3),
        );
        const before = JSON.stringify(state);
        for (const action of sample) {
          const r = applyAction(state, action, new RandomChooser(rng.fork()));
          const where = `seed ${seed}, after ${length} actions: ${JSON.stringify(action)}`;
          if (r.ok) {
            const v = checkState(r.value)[0];
            assert.equal(v, undefined, `${where}: ${v?.invariant}: ${v?.message}`);
          } else {
            const internal = r.problems.find((p: Problem) => p.code === "engine.internal");
            assert.equal(internal, undefined, `${where}: ${internal?.message}`);
            assert.ok(r.problems.every((p) => p.message.length > 0));
          }
          assert.equal(JSON.stringify(state), before, `${where}: the state given to applyAction changed`);
        }
      }),
      { numRuns: 6, seed: FC_SEED, endOnFailure: true },
    );
  });

  it("the enumeration is useful: few listed actions are refused when tried", () => {
    let performed = 0;
    let refused = 0;
    for (const seed of seeds(6, 1)) {
      const g = playGame(seed, { ...DEFAULT_PLAY, checks: false, hostile: 0 });
      performed += g.stats.performed;
      refused += g.stats.refused;
    }
    assert.ok(performed > 100, `only ${performed} actions performed`);
    assert.ok(refused <= performed * 0.2, `${refused} refusals for ${performed} actions performed`);
  });
});
