/**
 * `src/web/rulesText.ts` is kept current by this test, not by a build step (a build never rewrites
 * a tracked file): it has every rule number the sources and scenarios cite, and, where the
 * reference Comprehensive Rules are available, it is exactly what `npm run web:rules` writes.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { RULE_TEXT, RULES_NOT_IN_TEXT } from "../../src/web/rulesText.js";
import { citedRules, DEFAULT_RULES, generate } from "../../src/web/tools/generateRules.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

describe("rule texts of the workbench", () => {
  it("have every rule number the engine and the scenarios cite", () => {
    const missing = [...citedRules(ROOT)].filter((r) => RULE_TEXT[r] === undefined && !RULES_NOT_IN_TEXT.includes(r));
    assert.deepEqual(missing, [], "run npm run web:rules");
  });

  it("are what npm run web:rules writes from the reference rules", { skip: !existsSync(DEFAULT_RULES) }, () => {
    const { next } = generate(readFileSync(DEFAULT_RULES, "utf8"), basename(DEFAULT_RULES), citedRules(ROOT));
    assert.ok(
      next === readFileSync(join(ROOT, "src/web/rulesText.ts"), "utf8"),
      "src/web/rulesText.ts is out of date: run npm run web:rules",
    );
  });
});
