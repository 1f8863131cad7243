import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

interface LockPackage {
  readonly optionalDependencies?: Record<string, string>;
}

// `npm ci` refuses a lockfile that doesn't list every optional platform package; this registry
// doesn't serve other platforms' builds, so `npm install` drops them: run
// `node scripts/complete-lockfile.mjs` after it (docs/dependencies.md).
test("package-lock.json lists every optional platform package (npm ci needs them)", () => {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockPackage> };
  const missing: string[] = [];
  for (const pkg of Object.values(lock.packages)) {
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) {
      if (!lock.packages[`node_modules/${dep}`]) missing.push(dep);
    }
  }
  assert.deepEqual(missing, [], "run: node scripts/complete-lockfile.mjs");
});
