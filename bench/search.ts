/**
 * Issue 18 item 4, the search measure: how fast an AI can walk the game tree through the public
 * reducer. On a seeded 50-permanent board in the middle of a game (copies, anthems, a layer-4
 * dependency, Auras and Equipment, cards in hand and library), built from library cards through
 * `buildState`:
 *
 * - one **search node** = `legalActions(s)` + `cloneState(s)` + `applyAction(copy, action)` +
 *   `derive(next)`, timed over real actions (cast, activate, playLand, attack, block, pass, and
 *   the pass that resolves the top of the stack, "resolve"), the same number of nodes of each kind,
 *   the states taken along seeded random games so that each node starts from a state derived
 *   the way the previous node left it;
 * - **random self-play**: the whole loop (list, pick at random, apply, derive), seeded, no invariant
 *   checks, in one thread, in actions performed per second; a game that ends, or runs
 *   `GAME_LENGTH` actions, starts again from the board.
 */
import { applyAction, buildState, cloneState, derive, legalActions } from "../src/index.js";
import type { Action } from "../src/mtg/rules/legalActions.js";
import type { GameState } from "../src/mtg/model/state.js";
import { RandomChooser } from "../src/reliability/randomChooser.js";
import { Rng } from "../src/reliability/rng.js";
import { CREATURES as SHAPED_BOARD_CREATURES, Prng } from "./boards.js";
import { round, type Stats, stats } from "./measure.js";

/** The kinds of node measured: the player actions, with a pass that resolves the top of the stack apart. */
export const NODE_KINDS = ["cast", "activate", "playLand", "attack", "block", "pass", "resolve"] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

export interface SearchBench {
  readonly permanents: number;
  readonly objects: number;
  /** Median of every timed node (the same number of each kind), ms. */
  readonly node: Stats;
  /** Per kind of action. */
  readonly nodes: Record<NodeKind, Stats | null>;
  /** Medians of the node's parts over the same nodes, ms. */
  readonly parts: {
    readonly legalActions: number;
    readonly cloneState: number;
    readonly applyAction: number;
    readonly derive: number;
  };
  readonly selfPlay: {
    readonly actions: number;
    /** Actions the reducer refused (listed, then refused once a choice made while acting turned out illegal). */
    readonly refused: number;
    readonly games: number;
    readonly seconds: number;
    /** Actions performed per second, the whole loop in one thread (wall time). */
    readonly actionsPerSecond: number;
    /** The same in CPU time of this process (`process.cpuUsage()`), which a descheduled thread doesn't accumulate: the fairer reading on a shared machine. */
    readonly cpuActionsPerSecond: number;
  };
}

const PLAYERS = ["p1", "p2"] as const;
/** A self-play game starts again from the board after this many actions. */
export const GAME_LENGTH = 200;

interface Entry {
  id?: string;
  card: string;
  controller?: string;
  tapped?: boolean;
  summoningSick?: boolean;
  counters?: Record<string, number>;
  attachedTo?: string;
  chosen?: Record<string, string>;
}

const CREATURES = [...SHAPED_BOARD_CREATURES, "Runeclaw Bear", "Birds of Paradise", "Triskelion"];
const HAND = [
  "Lightning Bolt",
  "Shock",
  "Giant Growth",
  "Clone",
  "Overrun",
  "Terror",
  "Counterspell",
  "Grizzly Bears",
  "Serra Angel",
  "Forest",
  "Plains",
  "Mountain",
  "Honor of the Pure",
  "Phantasmal Image",
];
const CHOSEN_TYPES = ["Bear", "Angel", "Elf", "Dragon", "Soldier"];

/**
 * The board's scenario document (docs/scenario-format.md §3), 25 permanents a player: 9 lands
 * (p2's Blood Moon and 8 lands against p1's Urborg, Mutavault and Treetop Village: 613.8
 * dependencies), 10 creatures (two of them Clones copying another, about one in three with
 * counters), an Honor of the Pure, an Adaptive Automaton and a Metallic Mimic with a chosen type, a
 * Giant Strength and a Colossus Hammer on creatures, a Sol Ring; 5 cards in hand (a Forest among
 * them) and 30 in the library; turn 5, p1's first main phase. Costs are paid automatically (no
 * mana pool), so every spell in hand can be cast.
 */
export function searchBoardDocument(seed = 18): Record<string, unknown> {
  const rng = new Prng(seed);
  const battlefield: Entry[] = [];
  const hand: Record<string, { card: string }[]> = {};
  const library: Record<string, { card: string }[]> = {};
  let n = 0;
  const id = () => `x${++n}`;
  for (const p of PLAYERS) {
    const lands = p === "p1" ? ["Urborg, Tomb of Yawgmoth", "Mutavault", "Treetop Village"] : ["Mutavault"];
    while (lands.length < (p === "p1" ? 9 : 8))
      lands.push(rng.pick(["Plains", "Island", "Swamp", "Mountain", "Forest"]));
    for (const card of lands) battlefield.push({ card, controller: p, tapped: rng.next() < 0.3 });
    if (p === "p2") battlefield.push({ card: "Blood Moon", controller: p });
    const creatures: string[] = [];
    for (let i = 0; i < 8; i++) {
      const c: Entry = { id: id(), card: rng.pick(CREATURES), controller: p, tapped: rng.next() < 0.2 };
      if (rng.next() < 0.3) c.counters = { "+1/+1": 1 + rng.int(2) };
      if (rng.next() < 0.15) c.summoningSick = true;
      battlefield.push(c);
      creatures.push(c.id as string);
    }
    for (let i = 0; i < 2; i++)
      battlefield.push({ id: id(), card: "Clone", controller: p, chosen: { copyOf: rng.pick(creatures) } });
    battlefield.push({ card: "Honor of the Pure", controller: p });
    battlefield.push({ card: "Adaptive Automaton", controller: p, chosen: { creatureType: rng.pick(CHOSEN_TYPES) } });
    battlefield.push({ card: "Metallic Mimic", controller: p, chosen: { creatureType: rng.pick(CHOSEN_TYPES) } });
    battlefield.push({ card: "Giant Strength", controller: p, attachedTo: rng.pick(creatures) });
    battlefield.push({ card: "Colossus Hammer", controller: p, attachedTo: rng.pick(creatures) });
    battlefield.push({ card: "Sol Ring", controller: p });
    hand[p] = [{ card: "Forest" }, ...Array.from({ length: 4 }, () => ({ card: rng.pick(HAND) }))];
    library[p] = Array.from({ length: 30 }, () => ({ card: rng.pick([...HAND, ...CREATURES]) }));
  }
  return {
    players: [...PLAYERS],
    turn: { number: 5, active: "p1", step: "main1" },
    setup: { battlefield, hand, library },
  };
}

/** The board, built through the public `buildState`, and derived. */
export function searchBoard(seed = 18): GameState {
  const built = buildState(searchBoardDocument(seed));
  if (!built.ok)
    throw new Error(`bench: the search board is refused: ${built.problems.map((p) => p.message).join("; ")}`);
  derive(built.value.state);
  return built.value.state;
}

/** The kind of node an action makes: a pass by the last player to pass with a non-empty stack resolves (117.4). */
export function nodeKind(state: GameState, a: Action): NodeKind | null {
  if (a.kind === "pass") {
    const live = state.players.filter((p) => !p.lost).length;
    return state.stack.length > 0 && state.passes + 1 >= live ? "resolve" : "pass";
  }
  return (NODE_KINDS as readonly string[]).includes(a.kind) ? (a.kind as NodeKind) : null;
}

/** An action picked at random: a kind among those listed, then one action of that kind. */
function pick(rng: Rng, actions: readonly Action[]): Action | undefined {
  const kinds = [...new Set(actions.map((a) => a.kind))];
  const kind = kinds[rng.int(kinds.length)];
  const of = actions.filter((a) => a.kind === kind);
  return of[rng.int(of.length)];
}

export interface SelfPlay {
  readonly actions: number;
  readonly refused: number;
  readonly games: number;
  /** The state after the last action. */
  readonly last: GameState;
}

/**
 * Random self-play from `board`: `actions` actions performed (refusals not counted, but their time
 * is part of the loop), each listed, picked, applied and derived; no invariant checks. Starts
 * again from the board when a game ends or has run `GAME_LENGTH` actions.
 */
export function selfPlay(board: GameState, actions: number, seed: number): SelfPlay {
  const rng = new Rng(seed);
  const chooser = new RandomChooser(rng);
  let state = board;
  let performed = 0;
  let refused = 0;
  let games = 1;
  let inGame = 0;
  while (performed < actions) {
    const listed = legalActions(state);
    const a = inGame < GAME_LENGTH ? pick(rng, listed) : undefined;
    if (a === undefined) {
      state = board;
      games++;
      inGame = 0;
      continue;
    }
    chooser.reset();
    chooser.log.length = 0;
    const r = applyAction(state, a, chooser);
    if (!r.ok) {
      refused++;
      if (refused > 50 * (performed + 1)) throw new Error("bench: self-play refuses everything");
      continue;
    }
    state = r.value;
    derive(state);
    performed++;
    inGame++;
  }
  return { actions: performed, refused, games, last: state };
}

interface Sample {
  readonly state: GameState;
  readonly action: Action;
  readonly kind: NodeKind;
  readonly seed: number;
}

/**
 * States and actions to time: seeded random games from the board; at each state one listed
 * action of each kind not yet sampled enough is kept, then the game moves on by a random action.
 */
export function nodeSamples(board: GameState, perKind: number, seed: number): Sample[] {
  const rng = new Rng(seed);
  const chooser = new RandomChooser(rng);
  const byKind = new Map<NodeKind, Sample[]>(NODE_KINDS.map((k) => [k, []]));
  let state = board;
  let inGame = 0;
  for (let step = 0; step < 500 + 100 * perKind * NODE_KINDS.length; step++) {
    const listed = legalActions(state);
    for (const k of NODE_KINDS) {
      const list = byKind.get(k) ?? [];
      if (list.length >= perKind) continue;
      const of = listed.filter((a) => nodeKind(state, a) === k);
      const a = of[rng.int(of.length)];
      if (a) list.push({ state, action: a, kind: k, seed: rng.next() });
    }
    if ([...byKind.values()].every((l) => l.length >= perKind)) break;
    const a = inGame < GAME_LENGTH ? pick(rng, listed) : undefined;
    const r = a ? applyAction(state, a, chooser) : null;
    chooser.reset();
    chooser.log.length = 0;
    if (r?.ok) {
      state = r.value;
      derive(state);
      inGame++;
    } else if (!a) {
      state = board;
      inGame = 0;
    }
  }
  return [...byKind.values()].flat();
}

function now(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

interface NodeTimes {
  readonly legalActions: number;
  readonly cloneState: number;
  readonly applyAction: number;
  readonly derive: number;
  readonly total: number;
}

/** One search node from a sample's state, its parts timed. The sample's state is left as it was. */
export function searchNode(s: Sample): NodeTimes {
  const chooser = new RandomChooser(new Rng(s.seed));
  const t0 = now();
  const listed = legalActions(s.state);
  const t1 = now();
  const copy = cloneState(s.state);
  const t2 = now();
  const r = applyAction(copy, s.action, chooser);
  const t3 = now();
  if (r.ok) derive(r.value);
  const t4 = now();
  if (listed.length === 0) throw new Error("bench: a node with no action");
  return { legalActions: t1 - t0, cloneState: t2 - t1, applyAction: t3 - t2, derive: t4 - t3, total: t4 - t0 };
}

/** The search measures, in this thread, within about `budgetMs`. */
export function measureSearch(quick: boolean, budgetMs: number): SearchBench {
  const board = searchBoard();
  const objects = Object.keys(board.objects).length;
  const permanents = board.battlefield.length;
  const samples = nodeSamples(board, quick ? 2 : 30, 7);
  // Warm-up: every sample a few times, then self-play, so that V8's optimizing compiler has settled.
  const start = now();
  for (let i = 0; i < (quick ? 1 : 40) && now() - start < budgetMs * 0.15; i++) for (const s of samples) searchNode(s);
  const times: NodeTimes[][] = samples.map(() => []);
  const rounds = quick ? 1 : 30;
  for (let i = 0; i < rounds && (i < 3 || now() - start < budgetMs * 0.45); i++)
    samples.forEach((s, k) => {
      times[k]?.push(searchNode(s));
    });
  // Each sample's median over the rounds, then the median over samples.
  const perSample = (f: (t: NodeTimes) => number) => samples.map((_, k) => stats((times[k] ?? []).map(f)).median);
  const totals = perSample((t) => t.total);
  const nodes = Object.fromEntries(
    NODE_KINDS.map((kind) => {
      const own = totals.filter((_, k) => samples[k]?.kind === kind);
      return [kind, own.length > 0 ? stats(own) : null];
    }),
  ) as Record<NodeKind, Stats | null>;
  const median = (f: (t: NodeTimes) => number) => stats(perSample(f)).median;

  // Self-play: a short warm-up, then games in chunks (each its own seed) until the budget is spent.
  selfPlay(board, quick ? 20 : 300, 1);
  const chunk = quick ? 100 : 500;
  const t = now();
  const cpu = process.cpuUsage();
  let total = { actions: 0, refused: 0, games: 0 };
  for (let seed = 2; total.actions === 0 || (!quick && now() - start < budgetMs); seed++) {
    const played = selfPlay(board, chunk, seed);
    total = {
      actions: total.actions + played.actions,
      refused: total.refused + played.refused,
      games: total.games + played.games,
    };
  }
  const seconds = (now() - t) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  return {
    permanents,
    objects,
    node: stats(totals),
    nodes,
    parts: {
      legalActions: median((x) => x.legalActions),
      cloneState: median((x) => x.cloneState),
      applyAction: median((x) => x.applyAction),
      derive: median((x) => x.derive),
    },
    selfPlay: {
      ...total,
      seconds: round(seconds),
      actionsPerSecond: Math.round(total.actions / seconds),
      cpuActionsPerSecond: Math.round(total.actions / Math.max(cpuSeconds, 1e-6)),
    },
  };
}
