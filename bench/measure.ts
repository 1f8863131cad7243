/**
 * The measures of one board (issue 7): floor, full, singleChange, snapshot, serialize,
 * bytesPerState. Each measure repeats after a warm-up run, as many times as its share of the
 * board's time budget allows (at least once). Results are reported as they come, so that a board
 * stopped at its time limit still gives the measures it finished.
 */
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { findCard } from "../src/mtg/cards/registry.js";
import { addCopyEffect } from "../src/mtg/copy/copyEffect.js";
import { takeSnapshot } from "../src/mtg/copy/snapshot.js";
import { derive } from "../src/mtg/layers/derive.js";
import { cloneState } from "../src/mtg/model/cloneState.js";
import type { AbilityDef } from "../src/mtg/abilities/ability.js";
import { printedNumber } from "../src/mtg/model/card.js";
import type { Color } from "../src/mtg/model/color.js";
import { colorsOfManaCost } from "../src/mtg/model/manaCost.js";
import type { ObjectId } from "../src/mtg/model/object.js";
import type { GameState } from "../src/mtg/model/state.js";
import { changed } from "../src/mtg/game/draft.js";
import { createObject } from "../src/mtg/game/objects.js";
import { endEffects } from "../src/mtg/game/recordEffect.js";
import { type Board, type BoardCounts, type BoardName, buildBoard } from "./boards.js";
import { writable } from "../src/mtg/model/writableObject.js";
import { removeObject } from "../src/mtg/model/objectRecords.js";

/** Milliseconds over the runs of one measure. `lowerBound`: stopped at the time limit, the value is "at least". */
export interface Stats {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly runs: number;
  readonly lowerBound?: true;
}

export const CHANGE_NAMES = ["counterAdded", "staticEnters", "copyBegins", "effectEnds"] as const;
export type ChangeName = (typeof CHANGE_NAMES)[number];

export interface Bytes {
  /** Heap bytes per state, from the heap growth over many structured clones held at once (needs gc), else null. */
  readonly heapPerClone: number | null;
  /** Size of the state's JSON (UTF-8 bytes). */
  readonly json: number;
}

/** The measures of a board, each present once finished. */
export interface BoardMeasures {
  counts?: BoardCounts;
  description?: string;
  buildMs?: number;
  floor?: Stats;
  /** The engine's working copy of the state (`cloneState`, what `act()` makes for every action). */
  snapshot?: Stats;
  /** `structuredClone(state)`, for comparison with the generic deep copy. */
  structuredClone?: Stats;
  serialize?: Stats;
  bytes?: Bytes;
  full?: Stats;
  output?: Output;
  singleChanges?: Partial<Record<ChangeName, Stats>>;
}

/**
 * How much a derivation must produce per object: derived ability instances, and entries of the
 * locked sets of resolved effects (each one an application). Per-object cost can only stay flat
 * across boards whose output per object does.
 */
export interface Output {
  readonly abilitiesPerObject: number;
  readonly lockedEntriesPerObject: number;
}

function outputOf(state: GameState): Output {
  const d = derive(state);
  const ids = Object.keys(state.objects);
  let abilities = 0;
  for (const id of ids) abilities += d.get(id)?.abilities.length ?? 0;
  let locked = 0;
  for (const e of state.effects) if (!e.copy) locked += e.affected.length;
  const n = Math.max(ids.length, 1);
  return { abilitiesPerObject: round(abilities / n), lockedEntriesPerObject: round(locked / n) };
}

export type Report = <K extends keyof BoardMeasures>(key: K, value: NonNullable<BoardMeasures[K]>) => void;

/** Hears each run begin and each timed sample end (for a board stopped at its time limit). */
export interface Progress {
  start(measure: string): void;
  sample(measure: string, ms: number): void;
}

export interface MeasureOptions {
  readonly quick: boolean;
  /** Time this board may use; measures take shares of it. */
  readonly budgetMs: number;
  readonly progress?: Progress;
  /** For B1, B2 and B4: the number of players (two unless given). */
  readonly players?: number;
}

export function stats(samples: readonly number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const n = s.length;
  if (n === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 };
  const mid = Math.floor(n / 2);
  const median = n % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
  return { median: round(median), min: round(s[0] ?? 0), max: round(s[n - 1] ?? 0), runs: n };
}

export function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

function now(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

interface Repeat {
  readonly measure: string;
  /** Time for the warm-up and the timed runs together. */
  readonly budgetMs: number;
  readonly minRuns: number;
  readonly maxRuns: number;
  /** Warm-up runs: at least one, then more (at most this many) while within a third of the budget, so the JIT settles. */
  readonly warmup: number;
  readonly progress: Progress | undefined;
}

/**
 * The share of a measure's budget its warm-up may use. A re-derivation runs once per change, so
 * V8 optimizes it only after a few hundred changes; with a tenth of the budget (about 100 changes
 * on B2) the timed runs still ran partly unoptimized and their median was half as high again.
 */
const WARMUP_SHARE = 1 / 3;

/**
 * Runs `once` after warm-up runs, repeatedly, for about `budgetMs` (between `minRuns` and
 * `maxRuns` timed runs). `once` returns the milliseconds to count (it may do untimed work too).
 */
function repeat(once: () => number, r: Repeat): Stats {
  const start = now();
  let estimate = 0;
  for (let i = 0; i < r.warmup && (i === 0 || now() - start + estimate <= r.budgetMs * WARMUP_SHARE); i++) {
    r.progress?.start(r.measure);
    const t = now();
    once();
    estimate = now() - t;
  }
  const samples: number[] = [];
  const spent = () => now() - start;
  while (samples.length < r.maxRuns && (samples.length < r.minRuns || spent() + estimate <= r.budgetMs)) {
    r.progress?.start(r.measure);
    const t = now();
    const ms = once();
    estimate = now() - t;
    samples.push(ms);
    r.progress?.sample(r.measure, ms);
  }
  return stats(samples);
}

/** What the floor pass writes for each object: its printed characteristics, as read, once. */
interface FloorRecord {
  readonly name: string;
  readonly manaCost: string | null;
  readonly colors: readonly Color[];
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly power: number | null;
  readonly toughness: number | null;
  readonly loyalty: number | null;
  readonly defense: number | null;
  readonly abilities: readonly { readonly key: string; readonly def: AbilityDef }[];
  readonly controller: string;
}

/**
 * The floor: one pass reading every object's printed characteristics (its card's face from the
 * library, or its token face) and writing one record per object — what any derivation must at
 * least do, with no rule applied (no copy effect, no layer, no dependency).
 */
export function floorPass(state: GameState): Map<ObjectId, FloorRecord> {
  const out = new Map<ObjectId, FloorRecord>();
  for (const id in state.objects) {
    const o = state.objects[id];
    if (!o) continue;
    const faces = o.token ? o.token.faces : o.card ? (findCard(state, o.card)?.faces ?? []) : [];
    const i = Math.min(o.status.face, Math.max(faces.length - 1, 0));
    const f = faces[i];
    if (!f) continue;
    out.set(id, {
      name: f.name,
      manaCost: f.manaCost,
      colors: f.colors ? [...f.colors] : f.colorIndicator ? [...f.colorIndicator] : colorsOfManaCost(f.manaCost),
      supertypes: [...f.supertypes],
      types: [...f.types],
      subtypes: [...f.subtypes],
      power: printedNumber(f.power),
      toughness: printedNumber(f.toughness),
      loyalty: printedNumber(f.loyalty),
      defense: printedNumber(f.defense),
      abilities: f.abilities.map((def, k) => ({ key: `p${i}:${k}`, def })),
      controller: o.controller,
    });
  }
  return out;
}

/** A full derivation from a cold cache: the revision changes, so the memo can't answer. */
function fullDerivation(state: GameState): number {
  state.rev++;
  const t = now();
  derive(state);
  return now() - t;
}

interface Change {
  apply(state: GameState): void;
  revert(state: GameState): void;
}

/** The four single changes, each undone exactly (save the revision, which only grows). */
function changes(board: Board): Record<ChangeName, Change> {
  const p = board.probes;
  let saved: { nextId: number; nextTimestamp: number; logLength: number; effects: GameState["effects"] } | null = null;
  const save = (s: GameState) => {
    saved = { nextId: s.nextId, nextTimestamp: s.nextTimestamp, logLength: s.log.length, effects: [...s.effects] };
  };
  const restore = (s: GameState) => {
    if (!saved) return;
    s.nextId = saved.nextId;
    s.nextTimestamp = saved.nextTimestamp;
    s.log.length = saved.logLength;
    s.effects = saved.effects;
    saved = null;
    s.rev++;
  };
  let counterBefore: number | undefined;
  let entered: ObjectId | null = null;
  return {
    counterAdded: {
      apply: (s) => {
        const o = s.objects[p.creature];
        if (!o) throw new Error("bench: no probe creature");
        counterBefore = o.counters["+1/+1"];
        writable(s, o).counters["+1/+1"] = (counterBefore ?? 0) + 1;
        changed(s, p.creature); // as the engine's addCountersTo reports it
      },
      revert: (s) => {
        const o = s.objects[p.creature];
        if (!o) return;
        const counters = writable(s, o).counters;
        if (counterBefore === undefined) delete counters["+1/+1"];
        else counters["+1/+1"] = counterBefore;
        s.rev++;
      },
    },
    staticEnters: {
      apply: (s) => {
        save(s);
        entered = createObject(s, {
          card: p.staticCard,
          token: null,
          owner: p.staticController,
          zone: "battlefield",
        }).id;
      },
      revert: (s) => {
        if (entered !== null) {
          removeObject(s, "objects", entered);
          const i = s.battlefield.indexOf(entered);
          if (i >= 0) s.battlefield.splice(i, 1);
          entered = null;
        }
        restore(s);
      },
    },
    copyBegins: {
      apply: (s) => {
        save(s);
        // 707.4 (Cytoshape-like): the creature becomes a copy of another; the snapshot is taken
        // from the derivation already memoized for the state before the change.
        const snap = takeSnapshot(derive(s), p.copySource, { exceptions: [] });
        if (!snap) throw new Error("bench: nothing to copy");
        addCopyEffect(s, {
          target: p.creature,
          snapshot: snap.snapshot,
          sourceId: null,
          sourceName: "bench",
          controller: p.staticController,
          timestamp: s.nextTimestamp++,
          duration: "endOfTurn",
          text: "becomes a copy until end of turn",
          rule: "707.4",
        });
      },
      revert: restore,
    },
    effectEnds: {
      apply: (s) => {
        save(s);
        endEffects(s, (e) => e.id === p.endingEffect);
      },
      revert: restore,
    },
  };
}

let gcFunction: (() => void) | null | undefined;

/** `global.gc` if exposed; otherwise exposed at run time through V8 flags. Null if neither works. */
export function gc(): (() => void) | null {
  if (gcFunction !== undefined) return gcFunction;
  const g = (globalThis as { gc?: () => void }).gc;
  if (typeof g === "function") {
    gcFunction = g;
    return g;
  }
  try {
    setFlagsFromString("--expose-gc");
    const f: unknown = runInNewContext("gc");
    gcFunction = typeof f === "function" ? () => (f as () => void)() : null;
  } catch {
    gcFunction = null;
  }
  return gcFunction;
}

/** Heap growth per state over `n` working copies (`cloneState`) held at once, after full collections. */
function heapPerClone(state: GameState, n: number): number | null {
  const collect = gc();
  if (!collect) return null;
  collect();
  collect();
  const before = getHeapStatistics().used_heap_size;
  const held: GameState[] = [];
  for (let i = 0; i < n; i++) held.push(cloneState(state));
  collect();
  collect();
  const after = getHeapStatistics().used_heap_size;
  if (held.length !== n) return null;
  return Math.round((after - before) / n);
}

/** Measures one board; `report` receives each measure as soon as it is known. */
export function measureBoard(name: BoardName, options: MeasureOptions, report: Report): void {
  const { quick, budgetMs, progress } = options;
  const maxRuns = quick ? 3 : 50;
  const t0 = now();
  const board = buildBoard(name, quick, options.players);
  report("buildMs", round(now() - t0));
  report("counts", board.counts);
  report("description", board.description);
  const state = board.state;
  const timed = (work: () => void) => () => {
    const t = now();
    work();
    return now() - t;
  };

  // Cheap measures first: a board stopped at its time limit still has them.
  let sink = 0;
  const cheap = { budgetMs: budgetMs * 0.04, warmup: quick ? 1 : 100, progress };
  report(
    "floor",
    repeat(
      timed(() => (sink += floorPass(state).size)),
      { ...cheap, measure: "floor", minRuns: quick ? 1 : 5, maxRuns: quick ? 3 : 500 },
    ),
  );
  report(
    "snapshot",
    repeat(
      timed(() => (sink += cloneState(state).nextId)),
      { ...cheap, measure: "snapshot", minRuns: 1, maxRuns: quick ? 3 : 200 },
    ),
  );
  report(
    "structuredClone",
    repeat(
      timed(() => (sink += structuredClone(state).nextId)),
      { ...cheap, measure: "structuredClone", minRuns: 1, maxRuns: quick ? 3 : 200 },
    ),
  );
  report(
    "serialize",
    repeat(
      timed(() => (sink += (JSON.parse(JSON.stringify(state)) as GameState).nextId)),
      { ...cheap, measure: "serialize", minRuns: 1, maxRuns: quick ? 3 : 200 },
    ),
  );
  const json = Buffer.byteLength(JSON.stringify(state), "utf8");
  // Enough clones for about 20 MB of JSON, so the heap growth stands well above the noise.
  const clones = Math.min(200, Math.max(3, Math.round(20e6 / json)));
  report("bytes", { heapPerClone: heapPerClone(state, clones), json });

  // The copies held for the memory measure are garbage now: collected here, not during the derivations.
  gc()?.();
  const full = repeat(() => fullDerivation(state), {
    measure: "full",
    budgetMs: budgetMs * 0.35,
    minRuns: 1,
    maxRuns,
    warmup: quick ? 1 : 1000,
    progress,
  });
  report("full", full);
  report("output", outputOf(state));

  // One change, re-derived: the state's previous derivation is memoized first (an incremental
  // engine may use it), the change is made, the derivation after it is timed, and the change
  // is undone (and the state derived again, untimed) for the next run.
  const all = changes(board);
  const singles: Partial<Record<ChangeName, Stats>> = {};
  const perChange = (budgetMs * 0.5) / CHANGE_NAMES.length;
  for (const c of CHANGE_NAMES) {
    const change = all[c];
    derive(state);
    const once = () => {
      change.apply(state);
      const t = now();
      derive(state);
      const ms = now() - t;
      change.revert(state);
      derive(state);
      return ms;
    };
    singles[c] = repeat(once, {
      measure: `singleChange.${c}`,
      budgetMs: perChange,
      minRuns: 1,
      maxRuns: quick ? maxRuns : 300,
      warmup: quick ? 0 : 2000,
      progress,
    });
    report("singleChanges", { ...singles });
  }
  if (sink < 0) console.error(sink); // keeps the measured work observable
}
