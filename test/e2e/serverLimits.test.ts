/**
 * The workbench server's time limit and worker pool (also part of `npm test`; no browser): a run
 * that goes past its limit is stopped with a clear answer while other requests are served, a
 * client that goes away stops its run, and a full queue is answered at once.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import type { Server } from "node:http";
import { join } from "node:path";
import { describe, it } from "node:test";
import type { WorkerTask } from "../../src/web/api.js";
import { NEW_SCENARIO } from "../../src/web/docEdit.js";
import { RunPool } from "../../src/web/runPool.js";
import { PROJECT_ROOT, startServer } from "../../src/web/server.js";

/** A scenario that takes far longer than any limit here: thousands of creatures, a hundred turns. */
function slowScenario(): string {
  const lines = [
    "scenario: Slow",
    "players: [Alice, Bob]",
    "turn: { active: Alice, step: main1, number: 1 }",
    "setup:",
    "  battlefield:",
  ];
  for (let i = 0; i < 5000; i++) lines.push(`    - { card: Grizzly Bears, controller: ${i % 2 ? "Alice" : "Bob"} }`);
  lines.push("  library:");
  for (const p of ["Alice", "Bob"])
    lines.push(`    ${p}: [${Array.from({ length: 200 }, () => "{ card: Island }").join(", ")}]`);
  lines.push("steps:");
  for (let i = 0; i < 100; i++) lines.push("  - endTurn: true");
  return `${lines.join("\n")}\n`;
}

async function withServer(
  options: { runTimeoutMs: number; workers: number },
  f: (base: string) => Promise<void>,
): Promise<void> {
  const { server, url } = await startServer({
    port: 0,
    staticDir: join(PROJECT_ROOT, "dist", "no-such-dir"),
    ...options,
  });
  try {
    await f(url.replace(/\/$/, ""));
  } finally {
    stop(server);
  }
}

function stop(server: Server): void {
  server.closeAllConnections();
  server.close();
}

function post(base: string, yaml: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${base}/api/run`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ yaml, lang: "en" }),
    ...(signal ? { signal } : {}),
  });
}

describe("workbench server: runs off the main thread, within a time limit", () => {
  it("stops a run that goes past its limit with a clear answer, and serves other requests meanwhile", async () => {
    await withServer({ runTimeoutMs: 3000, workers: 2 }, async (base) => {
      // Both workers loaded: the limit counts the run, not the worker's start.
      assert.deepEqual(
        (await Promise.all([post(base, NEW_SCENARIO), post(base, NEW_SCENARIO)])).map((r) => r.status),
        [200, 200],
      );
      let slowAnswered = false;
      const slow = post(base, slowScenario()).then(async (r) => {
        slowAnswered = true;
        return { status: r.status, body: (await r.json()) as { error?: string } };
      });
      const quick = await post(base, NEW_SCENARIO);
      const cards = await fetch(`${base}/api/cards?q=clone`);
      assert.equal(quick.status, 200);
      assert.equal(cards.status, 200);
      assert.equal(slowAnswered, false, "the other requests were answered while the slow run went on");
      const s = await slow;
      assert.equal(s.status, 503);
      assert.match(s.body.error ?? "", /took longer than 3 s, the workbench's limit for one run, and was stopped/);
      // The stopped worker was replaced: runs go on.
      assert.equal(
        (await Promise.all([post(base, NEW_SCENARIO), post(base, NEW_SCENARIO)])).every((r) => r.status === 200),
        true,
      );
    });
  });

  it("stops the run of a client that went away", async () => {
    // One worker and a limit far longer than the test: the next run is answered only if the
    // abandoned one was stopped.
    const limitMs = 60_000;
    await withServer({ runTimeoutMs: limitMs, workers: 1 }, async (base) => {
      assert.equal((await post(base, NEW_SCENARIO)).status, 200);
      const client = new AbortController();
      const abandoned = post(base, slowScenario(), client.signal).catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 300));
      client.abort();
      assert.ok((await abandoned) instanceof Error);
      let limitPassed = false;
      const limit = setTimeout(() => {
        limitPassed = true;
      }, limitMs);
      const next = await post(base, NEW_SCENARIO);
      clearTimeout(limit);
      assert.equal(next.status, 200);
      assert.equal(limitPassed, false);
    });
  });
});

describe("the server's settings", () => {
  it("refuses a time limit or a number of workers that is not a number in range, and says which", () => {
    const server = join(PROJECT_ROOT, "dist", "src", "web", "server.js");
    for (const [name, value] of [
      ["DOPPEL_RUN_TIMEOUT_MS", "ten"],
      ["DOPPEL_RUN_TIMEOUT_MS", "5"],
      ["DOPPEL_WORKERS", "0"],
      ["DOPPEL_WORKERS", "100"],
    ] as const) {
      const r = spawnSync(process.execPath, [server], {
        env: { ...process.env, PORT: "0", [name]: value },
        encoding: "utf8",
        timeout: 30_000,
      });
      assert.equal(r.status, 2, `${name}=${value}`);
      assert.match(r.stderr, new RegExp(`^${name} must be a number of .* not "${value}"`));
    }
  });
});

describe("the run pool", () => {
  it("answers 'busy' at once when its queue is full, and cancels a waiting task whose signal aborts", async () => {
    const pool = new RunPool<WorkerTask>({
      script: new URL("../../src/web/runWorker.js", import.meta.url),
      size: 1,
      timeoutMs: 60_000,
      maxQueued: 1,
    });
    try {
      const running = new AbortController();
      const first = pool.run({ kind: "run", req: { yaml: slowScenario(), lang: "en" } }, running.signal);
      const waiting = new AbortController();
      const second = pool.run({ kind: "run", req: { yaml: NEW_SCENARIO, lang: "en" } }, waiting.signal);
      assert.deepEqual(
        await pool.run({ kind: "run", req: { yaml: NEW_SCENARIO, lang: "en" } }, new AbortController().signal),
        { kind: "busy" },
      );
      waiting.abort();
      assert.deepEqual(await second, { kind: "cancelled" });
      running.abort();
      assert.deepEqual(await first, { kind: "cancelled" });
      const after = await pool.run(
        { kind: "export", req: { yaml: NEW_SCENARIO, expectations: false } },
        new AbortController().signal,
      );
      assert.equal(after.kind, "done");
    } finally {
      await pool.close();
    }
  });
});
