// `doppel cards` over the whole pool (issue 20): a pool card by its French name, its rulings
// (text and JSON), and the shape of `doppel cards --coverage --json` (its numbers are the
// compiler's, raised by other work, and never asserted here).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, it } from "node:test";

const cli = join(import.meta.dirname, "..", "..", "src", "cli", "main.js");

function doppel(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: "utf8",
    timeout: 120_000,
    env: { ...process.env, DOPPEL_CARDS: "", HOME: "/nonexistent-home" },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const counts = (v: unknown): boolean =>
  typeof v === "object" &&
  v !== null &&
  ["cards", "fullyExecuted", "abilities", "abilitiesExecuted"].every(
    (k) => typeof (v as Record<string, unknown>)[k] === "number",
  );

describe("doppel cards over the pool", () => {
  it("finds a pool card by its French name without accents, and prints its rulings with their dates", () => {
    const r = doppel("cards", "helice d'ether", "--rulings");
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^Aether Helix \(fr: Hélice d'éther\)/);
    assert.match(r.stdout, /^ {2}rulings:\n {4}2021-04-16 {2}You must choose two legal targets/m);
  });

  it("--json gives each card its rulings", () => {
    const r = doppel("cards", "Vesuva", "--json");
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout) as { cards: { name: string; rulings: { date: string; text: string }[] }[] };
    const vesuva = out.cards[0];
    assert.equal(vesuva?.name, "Vesuva");
    assert.ok((vesuva?.rulings.length ?? 0) > 0);
    for (const ruling of vesuva?.rulings ?? []) assert.match(ruling.date, /^\d{4}-\d{2}-\d{2}$/);
  });

  it("--coverage --json reports the documented shape", () => {
    const r = doppel("cards", "--coverage", "--json", "--top", "3");
    assert.equal(r.status, 0, r.stderr);
    const report = JSON.parse(r.stdout) as Record<string, unknown>;
    assert.deepEqual(Object.keys(report).sort(), ["all", "byLayout", "byType", "copyCards", "notExecuted"]);
    assert.ok(counts(report.all) && counts(report.copyCards));
    for (const groups of [report.byLayout, report.byType])
      for (const c of Object.values(groups as Record<string, unknown>)) assert.ok(counts(c));
    assert.ok(Object.keys(report.byLayout as object).includes("transform"));
    const shapes = report.notExecuted as { shape: string; count: number; onlyBlocker: number; example: string }[];
    assert.ok(shapes.length <= 3);
    for (const s of shapes) {
      assert.deepEqual(
        [typeof s.shape, typeof s.count, typeof s.onlyBlocker, typeof s.example],
        ["string", "number", "number", "string"],
      );
      assert.ok(s.onlyBlocker <= s.count);
    }
  });
});
