import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { compileAsConsumer, consumerProject, removeProject, runConsumer } from "./consumer.js";

const ROOT = process.cwd();
const GA_FILE = "scenarios/ga/current/copying-abilities-1a-modes-stay-the-same.yaml";

/** A consumer's program using only the public API (issue 18, "Done when"). */
function program(gaText: string): string {
  return `
import {
  type Action, applyAction, buildState, chooserOf, derive, explain, type GameState,
  LIBRARY_CARDS, legalActions, parseScenario, parseState,
} from "doppel";
import { explainGaState, runGaScenario } from "doppel/ga";

const built = buildState({
  setup: {
    battlefield: [{ id: "bear", card: "Grizzly Bears", controller: "Alice" }],
    hand: { Alice: [{ id: "clone", card: "Clone" }] },
  },
});
if (!built.ok) throw new Error(built.problems.map((p) => p.message).join("; "));
const chooser = chooserOf({ chooseObject: (d) => ({ kind: "object", id: d.options[0] ?? null }) });
let state: GameState = built.value.state;
const listed: Action[] = legalActions(state, { player: "Alice" });
const steps: (Action | undefined)[] = [listed.find((a) => a.kind === "cast"), { kind: "pass", player: "Alice" }, { kind: "pass", player: "Bob" }];
for (const action of steps) {
  if (action === undefined) throw new Error("Clone can't be cast");
  const next = applyAction(state, action, chooser);
  if (!next.ok) throw new Error(next.problems.map((p) => p.message).join("; "));
  state = next.value;
}
const clone = state.battlefield.find((id) => id !== built.value.ids.get("bear")) ?? "";
const back = parseState(JSON.stringify(state));
if (!back.ok) throw new Error("the state did not round-trip");
const ga = parseScenario(${JSON.stringify(gaText)}, "ga.yaml", LIBRARY_CARDS);
if (!ga.ok) throw new Error(ga.problems.map((p) => p.message).join("; "));
const gaRun = runGaScenario(ga.value);
console.log(JSON.stringify({
  name: derive(back.value).get(clone)?.name,
  en: explain(state, clone)?.split("\\n")[1],
  fr: explain(state, clone, { lang: "fr" })?.split("\\n")[1],
  ga: gaRun.ok ? gaRun.value.status : gaRun.problems,
  gaExplained: gaRun.ok && gaRun.value.final !== null && explainGaState(gaRun.value.final.state) !== null,
}));
`;
}

test("the packed tarball installs in a strict TypeScript project without Node types, and works", () => {
  const packDir = mkdtempSync(join(tmpdir(), "doppel-pack-"));
  let project: string | undefined;
  try {
    const packed = JSON.parse(
      execFileSync("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", packDir], {
        cwd: ROOT,
        encoding: "utf8",
      }),
    ) as { filename: string; files: { path: string }[] }[];
    const tarball = packed[0];
    assert.ok(tarball);
    const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
      exports: Record<string, unknown>;
      sideEffects: boolean;
    };
    assert.equal(manifest.scripts.prepare, undefined, "`prepare` would run in every consumer's install");
    assert.deepEqual(Object.keys(manifest.exports), [".", "./node", "./ga", "./package.json"]);
    assert.equal(manifest.sideEffects, false);
    assert.ok(!tarball.files.some((f) => f.path.startsWith("dist/test/") || f.path.startsWith("src/")));

    // Installed as npm lays a package out: the tarball's contents under node_modules/doppel, its dependencies beside it.
    project = consumerProject(program(readFileSync(join(ROOT, GA_FILE), "utf8")));
    const modules = join(project, "node_modules");
    mkdirSync(modules);
    execFileSync("tar", ["-xzf", join(packDir, tarball.filename), "-C", packDir]);
    renameSync(join(packDir, "package"), join(modules, "doppel"));
    for (const dep of ["yaml", "zod"]) symlinkSync(join(ROOT, "node_modules", dep), join(modules, dep), "dir");

    assert.deepEqual(compileAsConsumer([join(project, "main.ts")]), []);
    const out = JSON.parse(runConsumer(project)) as Record<string, unknown>;
    assert.equal(out.name, "Grizzly Bears");
    assert.match(String(out.en), /copy effects/);
    assert.match(String(out.fr), /effets de copie/);
    assert.equal(out.ga, "passed");
    assert.equal(out.gaExplained, true);
  } finally {
    rmSync(packDir, { recursive: true, force: true });
    if (project !== undefined) removeProject(project);
  }
});
