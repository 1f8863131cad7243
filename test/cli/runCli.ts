import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** The built CLI (dist/src/cli/main.js). */
export const CLI = join(import.meta.dirname, "..", "..", "src", "cli", "main.js");

/** Runs `doppel ...args` without colors; fails the test if it doesn't end within `timeout` ms. */
export function doppel(args: readonly string[], timeout = 60_000) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    encoding: "utf8",
    timeout,
    env: { ...process.env, NO_COLOR: "1" },
  });
  assert.equal(r.error, undefined, `doppel ${args.join(" ")} did not end: ${r.error?.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
