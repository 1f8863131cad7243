import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { buildBoard } from "../../bench/boards.js";
import { searchBoard } from "../../bench/search.js";
import { cloneState } from "../../src/mtg/model/cloneState.js";
import { LIBRARY } from "../../src/mtg/cards/library.js";
import { addCopyEffect } from "../../src/mtg/copy/copyEffect.js";
import { takeSnapshot } from "../../src/mtg/copy/snapshot.js";
import { derive, derivedAgain } from "../../src/mtg/layers/derive.js";
import type { GameState } from "../../src/mtg/model/state.js";
import { changed, newEffectTimestamp } from "../../src/mtg/game/draft.js";
import { createObject } from "../../src/mtg/game/objects.js";
import { endEffects, recordEffect } from "../../src/mtg/game/recordEffect.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { buildSetup, emptyGame } from "../../src/scenario/buildState.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { magicScenario } from "../../src/scenario/rulesets/run.js";
import { act } from "../../src/mtg/game/draft.js";
import { randomBoard } from "../../src/reliability/randomBoard.js";
import { RandomChooser } from "../../src/reliability/randomChooser.js";
import { Rng } from "../../src/reliability/rng.js";
import { writable } from "../../src/mtg/model/writableObject.js";
import { removeObject } from "../../src/mtg/model/objectRecords.js";

/**
 * Re-deriving only what a change reaches (src/mtg/layers/rederive.ts) must give exactly what a
 * derivation from scratch gives. Random boards (the reliability generator's, and the benchmark's
 * B1, and the search board, whose layer 4 is ordered by dependency) get random changes reported the way the engine reports them (`changed(state, id)`, new
 * objects, copy effects, effects beginning and ending); after each, the derivation of the state is
 * compared, object by object, with the derivation of a JSON copy (a cold cache).
 */

const PERMANENTS = LIBRARY.cards
  .filter((c) => !c.faces[0]?.types.some((t) => t === "Instant" || t === "Sorcery"))
  .map((c) => c.name);

function randomState(seed: number): GameState | null {
  const rng = new Rng(seed);
  const board = randomBoard(rng, seed, "library");
  const read = parseScenario(board.yaml, `random-board-${seed}.yaml`, LIBRARY_CATALOG);
  const parsed = read.ok ? magicScenario(read.value, "this test") : read;
  if (!parsed.ok) return null;
  const chooser = new RandomChooser(rng);
  const setup = act(emptyGame(parsed.value, LIBRARY_CATALOG), (draft) =>
    buildSetup({ state: draft, chooser }, parsed.value, new Map()),
  );
  return setup.ok ? setup.value : null;
}

function pick<T>(rng: Rng, list: readonly T[]): T {
  const v = list[rng.int(list.length)];
  if (v === undefined) throw new Error("pick from an empty list");
  return v;
}

/** One random change, reported as the engine reports it. */
function change(state: GameState, rng: Rng): string {
  const ids = Object.keys(state.objects);
  const some = () => ids[rng.int(ids.length)] ?? "";
  const onBattlefield = () => state.battlefield[rng.int(state.battlefield.length)] ?? "";
  const players = state.players.map((p) => p.name);
  switch (rng.int(12)) {
    case 0: {
      const id = some();
      const found = state.objects[id];
      if (!found) return "nothing";
      const o = writable(state, found);
      const kind = pick(rng, ["+1/+1", "-1/-1", "loyalty", "defense"]);
      o.counters[kind] = (o.counters[kind] ?? 0) + 1;
      changed(state, id);
      return `counter ${kind} on ${id}`;
    }
    case 1: {
      const card = pick(rng, PERMANENTS);
      createObject(state, { card, token: null, owner: pick(rng, players), zone: "battlefield" });
      return `${card} enters`;
    }
    case 2: {
      const target = onBattlefield();
      const of = onBattlefield();
      const snap = target && of ? takeSnapshot(derive(state), of, { exceptions: [] }) : null;
      if (!snap) return "nothing";
      addCopyEffect(state, {
        target,
        snapshot: snap.snapshot,
        sourceId: null,
        sourceName: "test",
        controller: pick(rng, players),
        timestamp: newEffectTimestamp(state),
        duration: "endOfTurn",
        text: "becomes a copy",
        rule: "707.4",
      });
      return `${target} becomes a copy of ${of}`;
    }
    case 3: {
      const affected = state.battlefield.filter(() => rng.chance(0.3));
      const n = rng.range(-2, 3);
      const grant = rng.chance(0.5);
      recordEffect(state, {
        sourceId: null,
        sourceName: "test",
        controller: pick(rng, players),
        duration: "endOfTurn",
        affected,
        parts: [
          { op: "modifyPT", power: n, toughness: n },
          ...(grant
            ? [
                {
                  op: "addAbilities" as const,
                  abilities: [{ kind: "keyword" as const, text: "Trample", keyword: "trample" as const }],
                },
              ]
            : []),
        ],
        rule: "611.2",
        text: "pump",
      });
      return `pump ${n} on ${affected.length}${grant ? " with trample" : ""}`;
    }
    case 4: {
      const record = state.effects[rng.int(state.effects.length)];
      if (!record) return "nothing";
      endEffects(state, (e) => e === record);
      return `${record.id} ends`;
    }
    case 5: {
      const id = onBattlefield();
      const o = state.objects[id];
      const host = onBattlefield();
      if (!o || !host) return "nothing";
      writable(state, o).attachedTo = host;
      changed(state, id);
      return `${id} attached to ${host}`;
    }
    case 6: {
      const id = onBattlefield();
      if (!state.objects[id]) return "nothing";
      removeObject(state, "objects", id);
      state.battlefield.splice(state.battlefield.indexOf(id), 1);
      changed(state, id);
      return `${id} leaves the game`;
    }
    case 7: {
      const id = onBattlefield();
      const found = state.objects[id];
      if (!found) return "nothing";
      const o = writable(state, found);
      if (rng.chance(0.5)) o.status.faceDown = !o.status.faceDown;
      else o.status.phasedOut = !o.status.phasedOut;
      changed(state, id);
      return `${id} turned or phased`;
    }
    case 8: {
      // What no step of the layers reads by itself (speedups/unseenChanges.ts): tapped, combat, damage.
      const id = onBattlefield();
      const found = state.objects[id];
      if (!found) return "nothing";
      const o = writable(state, found);
      o.status.tapped = !o.status.tapped;
      if (rng.chance(0.5)) o.attacking = o.attacking === null ? pick(rng, players) : null;
      if (rng.chance(0.5)) o.damage += 1;
      changed(state, id);
      return `${id} tapped, attacking or damaged`;
    }
    case 9: {
      // An ability put on the stack (113.7a: independent of its source, a blank object).
      const sourceId = onBattlefield();
      if (!sourceId) return "nothing";
      const o = createObject(state, { card: null, token: null, owner: pick(rng, players), zone: "stack" });
      o.ability = {
        sourceId,
        abilityKey: "p0:0",
        abilityText: "an ability",
        kind: "activated",
        def: null,
        triggerObject: null,
      };
      changed(state, o.id);
      return `an ability of ${sourceId} on the stack`;
    }
    case 10: {
      // The top of the stack leaves it (a resolved ability ceases to exist).
      const id = state.stack[state.stack.length - 1];
      if (id === undefined || !state.objects[id]) return "nothing";
      removeObject(state, "objects", id);
      state.stack.pop();
      changed(state, id);
      return `${id} leaves the stack`;
    }
    default: {
      const id = onBattlefield();
      const o = state.objects[id];
      if (!o) return "nothing";
      writable(state, o).controller = pick(rng, players);
      changed(state, id);
      return `${id} now controlled by ${o.controller}`;
    }
  }
}

function sameAsCold(state: GameState): string | null {
  const warm = derive(state);
  const cold = derive(JSON.parse(JSON.stringify(state)) as GameState);
  for (const id of Object.keys(state.objects)) {
    if (!isDeepStrictEqual(warm.get(id), cold.get(id)))
      return `${id}: ${JSON.stringify(warm.get(id))}\n  cold: ${JSON.stringify(cold.get(id))}`;
    if (!isDeepStrictEqual(warm.copiable(id), cold.copiable(id))) return `${id}: copiable values differ`;
  }
  return null;
}

let searchBoardState: GameState | null = null;
function dependent(): GameState {
  searchBoardState ??= searchBoard();
  return searchBoardState;
}

describe("re-derivation after a change", () => {
  it("equals a derivation from scratch, after each of many random changes on random boards", () => {
    let incremental = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0x7fffffff }), (seed) => {
        if (process.env.DOPPEL_REDERIVE_TRACE) console.error(`seed ${seed}`);
        // The search board's layer 4 is ordered by dependency (613.8: Blood Moon and Urborg).
        let state =
          seed % 4 === 0 ? buildBoard("B1", true).state : seed % 4 === 1 ? cloneState(dependent()) : randomState(seed);
        if (!state) return true;
        const rng = new Rng(seed ^ 0x5bd1e995);
        derive(state);
        const history: string[] = [];
        for (let i = 0; i < 12; i++) {
          // Half the changes are made to a working copy, as `applyAction` makes them (the original's objects stay as they were).
          if (rng.chance(0.5)) state = cloneState(state);
          history.push(change(state, rng));
          if (process.env.DOPPEL_REDERIVE_TRACE) console.error(`  ${history[history.length - 1]}`);
          const difference = sameAsCold(state);
          if (derivedAgain(state)) incremental++;
          assert.equal(difference, null, `seed ${seed} after: ${history.join("; ")}\n${difference}`);
        }
        return true;
      }),
      { numRuns: Number(process.env.DOPPEL_REDERIVE_RUNS ?? 120), seed: Number(process.env.DOPPEL_FC_SEED ?? 613) },
    );
    // The test must exercise the incremental path, not only the fallback.
    assert.ok(incremental > 100, `only ${incremental} changes were re-derived incrementally`);
    if (process.env.DOPPEL_REDERIVE_RUNS) console.log(`${incremental} incremental re-derivations`);
  });
});
