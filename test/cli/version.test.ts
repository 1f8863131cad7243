import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";

const root = join(import.meta.dirname, "..", "..", "..");
const cli = join(root, "dist", "src", "cli", "main.js");

describe("doppel --version", () => {
  it("prints the version of package.json and exits 0", () => {
    const pkg: unknown = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    assert.ok(typeof pkg === "object" && pkg !== null && "version" in pkg);
    for (const flag of ["--version", "-v"]) {
      const r = spawnSync(process.execPath, [cli, flag], { encoding: "utf8", timeout: 60_000 });
      assert.equal(r.status, 0);
      assert.equal(r.stdout, `${String(pkg.version)}\n`);
    }
  });
});
