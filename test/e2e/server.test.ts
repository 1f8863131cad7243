/**
 * The workbench server over HTTP, without a browser (these run in `npm test` as well as in
 * `npm run e2e`): request validation and limits, the pending-decision round trip, refused
 * actions, the suite, export round-tripping through the scenario runner the CLI uses.
 */
import assert from "node:assert/strict";
import type { Server } from "node:http";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { runScenario } from "../../src/scenario/rulesets/run.js";
import { NEW_SCENARIO } from "../../src/web/docEdit.js";
import type { Edit, RunResponse } from "../../src/web/protocol.js";
import { PROJECT_ROOT, startServer } from "../../src/web/server.js";
import { FIVE_TOKENS_CAST } from "../scenario/fiveTokens.js";

let server: Server;
let base: string;

before(async () => {
  // No page is needed here: a missing build directory serves the "not built" page.
  const started = await startServer({ port: 0, staticDir: join(PROJECT_ROOT, "dist", "no-such-dir") });
  server = started.server;
  base = started.url.replace(/\/$/, "");
});

after(() => {
  server.closeAllConnections();
  server.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function run(yaml: string, edit?: Edit, extra: Record<string, unknown> = {}): Promise<RunResponse> {
  const res = await post("/api/run", { yaml, lang: "en", ...(edit ? { edit } : {}), ...extra });
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as RunResponse;
}

describe("workbench server: requests", () => {
  it("serves the page with a content security policy, and only under its own host name", async () => {
    const res = await fetch(`${base}/`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-security-policy") ?? "", /default-src 'self'/);
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    const port = new URL(base).port;
    const http = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path: "/", headers: { Host: `evil.example:${port}` } },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end();
    });
    assert.equal(status, 421);
  });

  it("refuses bad requests: not JSON, wrong shape, unknown keys, other sites, too large, too deep", async () => {
    assert.equal((await post("/api/run", "{not json")).status, 400);
    assert.equal((await post("/api/run", { yaml: 1, lang: "en" })).status, 400);
    assert.equal((await post("/api/run", { yaml: "scenario: x", lang: "de" })).status, 400);
    assert.equal((await post("/api/run", { yaml: "scenario: x", lang: "en", extra: true })).status, 400);
    assert.equal(
      (
        await post("/api/run", {
          yaml: "scenario: x",
          lang: "en",
          edit: { kind: "appendStep", step: { explode: true } },
        })
      ).status,
      400,
    );
    assert.equal(
      (await post("/api/run", { yaml: "scenario: x", lang: "en" }, { Origin: "http://evil.example" })).status,
      403,
    );
    const plain = await fetch(`${base}/api/run`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "{}",
    });
    assert.equal(plain.status, 415);
    for (const type of ["application/json-patch+json", "application/jsonx", "text/json"])
      assert.equal(
        (await post("/api/run", { yaml: "scenario: x", lang: "en" }, { "Content-Type": type })).status,
        415,
        type,
      );
    assert.equal(
      (
        await post(
          "/api/run",
          { yaml: "scenario: x", lang: "en" },
          { "Content-Type": "Application/JSON; charset=utf-8" },
        )
      ).status,
      200,
    );
    assert.equal((await post("/api/run", { yaml: "x".repeat(3 * 1024 * 1024), lang: "en" })).status, 413);
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    assert.equal(
      (await post("/api/run", { yaml: "scenario: x", lang: "en", edit: { kind: "answer", step: 0, answer: deep } }))
        .status,
      400,
    );
    // Wide bodies: a long list, a map of many keys (the page never sends more than a few dozen).
    const wide = await post("/api/run", {
      yaml: "scenario: x",
      lang: "en",
      edit: { kind: "answer", step: 0, answer: Array.from({ length: 130_000 }, () => 1) },
    });
    assert.equal(wide.status, 400);
    assert.match(((await wide.json()) as { error: string }).error, /more than 1000 entries/);
    assert.equal(
      (await post("/api/run", Object.fromEntries(Array.from({ length: 150_000 }, (_, i) => [`k${i}`, 1])))).status,
      400,
    );
    const many = await post("/api/run", {
      yaml: "scenario: x",
      lang: "en",
      edit: {
        kind: "answer",
        step: 0,
        answer: Array.from({ length: 1000 }, () => Array.from({ length: 1000 }, () => 1)),
      },
    });
    assert.equal(many.status, 400);
    assert.match(((await many.json()) as { error: string }).error, /more than 10000 values/);
    assert.equal((await fetch(`${base}/api/nothing`)).status, 404);
    assert.equal((await fetch(`${base}/api/run`, { method: "DELETE" })).status, 405);
  });

  it("opens only the suite's own files", async () => {
    const list = (await (await fetch(`${base}/api/suite`)).json()) as { scenarios: { path: string; name: string }[] };
    assert.ok(list.scenarios.some((s) => s.path === "scenarios/showcase/svogthos.yaml"));
    assert.ok(!list.scenarios.some((s) => s.path.startsWith("scenarios/errors/")));
    const ok = await fetch(`${base}/api/suite/file?path=scenarios/showcase/svogthos.yaml`);
    assert.equal(ok.status, 200);
    for (const path of [
      "../package.json",
      "/etc/passwd",
      "scenarios/errors/empty-file.yaml",
      "scenarios/showcase/../../package.json",
    ]) {
      assert.equal((await fetch(`${base}/api/suite/file?${new URLSearchParams({ path })}`)).status, 404, path);
    }
  });

  it("searches cards by English or French name, type or text", async () => {
    const get = async (q: string) =>
      (
        (await (await fetch(`${base}/api/cards?${new URLSearchParams({ q })}`)).json()) as { cards: { name: string }[] }
      ).cards.map((c) => c.name);
    assert.ok((await get("chimeric")).includes("Chimeric Staff"));
    assert.ok((await get("baton chimerique")).includes("Chimeric Staff"));
    assert.ok((await get("shapeshifter")).includes("Clone"));
    assert.ok((await get("enter as a copy")).includes("Clone"));
    assert.equal((await fetch(`${base}/api/cards?limit=100000`)).status, 400);
  });

  it("searches the whole pool by name from its index, and gives a card's rulings", async () => {
    const search = async (q: string) =>
      (await (await fetch(`${base}/api/cards?${new URLSearchParams({ q })}`)).json()) as {
        total: number;
        cards: { name: string; typeLine: string }[];
      };
    const twin = await search("evil twin");
    assert.equal(twin.cards[0]?.name, "Evil Twin");
    assert.equal(twin.cards[0]?.typeLine, "Creature — Shapeshifter");
    assert.ok((await search("helice d'ether")).cards.some((c) => c.name === "Aether Helix"));
    const many = await search("dragon");
    assert.ok(many.total > 60 && many.cards.length === 60, `${many.total} dragons, ${many.cards.length} shown`);
    const r = await fetch(`${base}/api/rulings?${new URLSearchParams({ name: "vésuva" })}`);
    assert.equal(r.status, 200);
    const body = (await r.json()) as { name: string; rulings: { date: string; text: string }[] };
    assert.equal(body.name, "Vesuva");
    assert.ok(body.rulings.length > 0 && body.rulings.every((x) => /^\d{4}-\d{2}-\d{2}$/.test(x.date)));
    assert.equal((await fetch(`${base}/api/rulings?name=No%20Such%20Card`)).status, 404);
    assert.equal((await fetch(`${base}/api/rulings`)).status, 400);
  });
});

describe("workbench server: the scenario is the state", () => {
  it("asks the decisions a step raises, then keeps the answers in the scenario", async () => {
    let r = await run(NEW_SCENARIO, {
      kind: "addObject",
      zone: "battlefield",
      player: "Alice",
      card: "Chimeric Staff",
    });
    assert.equal(r.rejected, null);
    r = await run(r.yaml, { kind: "appendStep", step: { activate: { object: "chimeric-staff", ability: 1 } } });
    assert.equal(r.pending?.kind, "chooseNumber");
    assert.equal(r.pending?.step, 0);
    r = await run(r.yaml, { kind: "answer", step: 0, answer: 5 });
    assert.equal(r.pending, null);
    r = await run(r.yaml, { kind: "appendStep", step: { resolve: 1 } });
    r = await run(r.yaml, { kind: "addObject", zone: "hand", player: "Alice", card: "Clone" });
    r = await run(r.yaml, { kind: "appendStep", step: { cast: "clone" } });
    r = await run(r.yaml, { kind: "appendStep", step: { resolve: 1 } });
    assert.equal(r.pending?.kind, "chooseObject");
    const option = r.pending?.kind === "chooseObject" ? r.pending.options[0] : undefined;
    assert.equal(option?.value, "chimeric-staff");
    r = await run(r.yaml, { kind: "answer", step: 3, answer: "chimeric-staff" });
    assert.equal(r.status, "passed");
    const clone = r.board?.players[0]?.battlefield.find((o) => o.alias === "clone");
    assert.deepEqual(
      [clone?.name, clone?.types, clone?.power, clone?.copy],
      ["Chimeric Staff", ["Artifact"], null, true],
    );
    assert.match(r.yaml, /- \{ resolve: 1, answers: \[ chimeric-staff \] \}/);
    // The same text, run by the scenario runner as `doppel test` runs it, reaches the same state.
    const loaded = parseScenario(r.yaml, "x.yaml", LIBRARY_CATALOG);
    assert.ok(loaded.ok);
    const cli = runScenario(loaded.value);
    assert.equal(cli.status, "passed");
  });

  it("refuses edits of a text the loader refused, in the loader's words, however deep the text", async () => {
    for (const yaml of ["scenario: [x\n  : :", `scenario: ${"[".repeat(20_000)}${"]".repeat(20_000)}`]) {
      const r = await run(yaml, { kind: "rename", name: "y" });
      assert.equal(r.yaml, yaml);
      assert.deepEqual(
        r.rejected?.map((p) => p.message),
        ["fix the scenario's problems first (import a corrected file)"],
      );
      assert.ok(
        r.problems.length > 0 && r.problems.every((p) => /^(yaml|schema)\./.test(p.code)),
        JSON.stringify(r.problems),
      );
    }
  });

  it("refuses an illegal action and a wrong answer, leaving the scenario unchanged", async () => {
    const start = (
      await run(NEW_SCENARIO, {
        kind: "addObject",
        zone: "battlefield",
        player: "Alice",
        card: "Grizzly Bears",
        id: "bear",
      })
    ).yaml;
    const illegal = await run(start, { kind: "appendStep", step: { activate: { object: "bear", ability: 1 } } });
    assert.ok(illegal.rejected && illegal.rejected.length > 0);
    assert.equal(illegal.yaml, start);
    const unknown = await run(start, { kind: "addObject", zone: "hand", player: "Alice", card: "No Such Card" });
    assert.match(unknown.rejected?.[0]?.message ?? "", /unknown card|No Such Card/i);
    const dup = await run(start, { kind: "addObject", zone: "hand", player: "Alice", card: "Clone", id: "bear" });
    assert.ok(dup.rejected);
    const badPlayer = await run(start, { kind: "addObject", zone: "hand", player: "Zed", card: "Clone" });
    assert.ok(badPlayer.rejected);
  });

  it("shows the board after any step, drops steps, and explains in French", async () => {
    const file = await (await fetch(`${base}/api/suite/file?path=scenarios/showcase/svogthos.yaml`)).json();
    const yaml = (file as { yaml: string }).yaml;
    const end = await run(yaml);
    const tomb = end.board?.players[0]?.battlefield.find((o) => o.alias === "tomb");
    assert.equal(tomb?.power, 11);
    const early = await run(yaml, undefined, { at: 2 });
    assert.equal(early.board?.players[0]?.battlefield.find((o) => o.alias === "tomb")?.power, 3);
    const dropped = await run(yaml, { kind: "truncate", from: 2 });
    assert.equal(dropped.steps.length, 2);
    const fr = await (await post("/api/run", { yaml, lang: "fr", explain: tomb?.id })).json();
    const text = (fr as RunResponse).explanation?.text ?? "";
    assert.match(text, /Svogthos, la tombe sans repos|couche 7b/);
    assert.ok((fr as RunResponse).explanation?.lines.some((l) => l.rules.includes("613.4b")));
  });

  it("exports a scenario whose expectations state the board, and doppel test passes it", async () => {
    const file = (await (
      await fetch(`${base}/api/suite/file?path=scenarios/showcase/humility-opalescence-honor.yaml`)
    ).json()) as { yaml: string };
    const exported = (await (await post("/api/export", { yaml: file.yaml, expectations: true })).json()) as {
      yaml: string;
      note: string | null;
    };
    assert.equal(exported.note, null);
    assert.match(exported.yaml, /The state the workbench showed/);
    const loaded = parseScenario(exported.yaml, "x.yaml", LIBRARY_CATALOG);
    assert.ok(loaded.ok);
    assert.equal(runScenario(loaded.value).status, "passed");
  });

  it("moves an imported scenario's final expectations to the step they were about", async () => {
    const file = (await (await fetch(`${base}/api/suite/file?path=scenarios/showcase/svogthos.yaml`)).json()) as {
      yaml: string;
    };
    const r = await run(file.yaml, { kind: "appendStep", step: { advance: "end" } });
    assert.equal(r.rejected, null);
    assert.equal(r.status, "passed");
    assert.doesNotMatch(r.yaml, /^expect:/m);
    assert.match(r.yaml, /check:/);
  });

  it("offers selectors, not engine ids, to order the triggers of tokens the scenario did not name", async () => {
    let r = await run(FIVE_TOKENS_CAST, { kind: "appendStep", step: { resolve: 1 } });
    assert.equal(r.pending?.kind, "orderTriggers");
    const values = r.pending?.kind === "orderTriggers" ? r.pending.triggers.map((t) => t.value) : [];
    assert.equal(values.length, 5);
    for (const v of values) assert.ok(typeof v === "object" && v !== null && "select" in v, JSON.stringify(v));
    r = await run(r.yaml, { kind: "answer", step: 1, answer: [...values].reverse() });
    assert.equal(r.pending, null);
    assert.equal(r.status, "passed");
  });
});
