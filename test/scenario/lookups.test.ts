import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import type { GameObject } from "../../src/mtg/model/object.js";
import type { GameState } from "../../src/mtg/model/state.js";
import { derive } from "../../src/mtg/layers/derive.js";
import type { Aliases } from "../../src/scenario/buildState.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { scenarioFiles } from "../../src/scenario/files.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { selectAll } from "../../src/scenario/refs.js";
import { runScenario } from "../../src/scenario/rulesets/run.js";
import { runScenarioFile } from "../../src/scenario/rulesets/runFile.js";
import { Naming } from "../../src/web/view.js";

// Issue 16, item 2: naming every object of a board, or selecting by zone, must not scan every
// object of the game once per lookup. Counted, not timed: the state's object table is wrapped so
// that each enumeration of it (Object.values, Object.keys, for…in) is counted.

function finalState(text: string): { state: GameState; aliases: Aliases } {
  const loaded = parseScenario(text, "lookups.yaml", LIBRARY_CATALOG);
  if (!loaded.ok) assert.fail(loaded.problems[0]?.message);
  const r = runScenario(loaded.value);
  assert.equal(r.status, "passed", JSON.stringify(r.problems));
  assert.ok(r.final);
  return r.final;
}

function board(libraryCards: number): { state: GameState; aliases: Aliases } {
  const library = Array.from(
    { length: libraryCards },
    (_, i) => `{ card: ${i % 2 === 0 ? "Grizzly Bears" : "Island"} }`,
  ).join(", ");
  return finalState(`scenario: a large board
setup:
  battlefield:
    - { card: Grizzly Bears, controller: Alice }
    - { card: Grizzly Bears, controller: Alice }
    - { id: clone, card: Clone, controller: Bob }
  library:
    Alice: [${library}]
    Bob: [${library}]
`);
}

/** The state with its object table counting enumerations. */
function counting(state: GameState): { state: GameState; scans: () => number } {
  let scans = 0;
  const objects = new Proxy(state.objects, {
    ownKeys(target) {
      scans++;
      return Reflect.ownKeys(target);
    },
  });
  const watched: GameState = { ...state, objects };
  derive(watched); // the derivation itself reads every object once, as it must
  scans = 0;
  return { state: watched, scans: () => scans };
}

describe("lookups are indexed", () => {
  for (const size of [200, 2000]) {
    it(`names every object of a board with ${2 * size} library cards with one enumeration of the objects`, () => {
      const { state, aliases } = board(size);
      const watched = counting(state);
      const n = new Naming(watched.state, aliases, "en");
      const ids = Object.keys(state.objects);
      const refs = ids.map((id) => n.ref(id));
      assert.ok(watched.scans() <= 2, `${watched.scans()} enumerations for ${ids.length} objects`);
      // And each reference still names exactly its object.
      for (const [i, id] of ids.entries()) {
        const ref = refs[i];
        const zone = state.objects[id]?.zone;
        if (ref === undefined || typeof ref === "string" || zone === undefined) continue;
        assert.deepEqual(selectAll(state, aliases, { ...ref.select, zone }), [id]);
      }
    });
  }

  it("selects in a zone, or by id, without enumerating every object", () => {
    const { state, aliases } = board(500);
    const watched = counting(state);
    assert.equal(selectAll(watched.state, aliases, { zone: "battlefield", name: "Grizzly Bears" }).length, 2);
    assert.equal(selectAll(watched.state, aliases, { zone: "library", controller: "Bob", name: "Island" }).length, 250);
    assert.equal(selectAll(watched.state, aliases, { id: "clone" }).length, 1);
    assert.equal(watched.scans(), 0);
  });

  it("selects what a scan of every object selects, in every zone of every scenario's final state", () => {
    const zones = ["battlefield", "stack", "hand", "library", "graveyard", "exile", "command"] as const;
    const root = join("scenarios");
    for (const file of scenarioFiles([root], [join(root, "errors"), join(root, "ga")])) {
      const final = runScenarioFile(file).final;
      if (!final) continue;
      const all = Object.values(final.state.objects).sort((a: GameObject, b: GameObject) => a.timestamp - b.timestamp);
      for (const zone of zones) {
        const expected = all.filter((o) => o.zone === zone).map((o) => o.id);
        assert.deepEqual(selectAll(final.state, final.aliases, { zone }), expected, `${file}: ${zone}`);
      }
    }
  });
});
