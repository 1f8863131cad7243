import { performance } from "node:perf_hooks";
import { parse as parseYaml, stringify } from "yaml";
import { formatProblem } from "../kernel/problem.js";
import { derive } from "../mtg/layers/derive.js";
import type { GameState } from "../mtg/model/state.js";
import { COLOR_WORDS } from "../mtg/model/color.js";
import { type ApplyOptions, applyAction } from "../mtg/rules/applyAction.js";
import type { Answer, Chooser, Decision } from "../mtg/game/decision.js";
import { act } from "../mtg/game/draft.js";
import {
  type Action,
  type ActionKind,
  CONVENIENCE_KINDS,
  describeAction,
  legalActions,
  PLAYER_ACTION_KINDS,
} from "../mtg/rules/legalActions.js";
import { gameOver } from "../mtg/rules/gameOver.js";
import { STEPS } from "../mtg/model/turn.js";
import { type Aliases, buildSetup, emptyGame } from "../scenario/buildState.js";
import { LIBRARY_CATALOG } from "../scenario/catalog.js";
import { parseScenario } from "../scenario/rulesets/load.js";
import { magicScenario, runScenario } from "../scenario/rulesets/run.js";
import { abilitySourceName, aliasTarget, selectAll } from "../scenario/refs.js";
import { checkExplanations, checkState, firstDifference, type InvariantName, type Violation } from "./invariants.js";
import type { CardSet } from "./cardDraw.js";
import { randomBoard } from "./randomBoard.js";
import { DecisionLimitError, RandomChooser } from "./randomChooser.js";
import { Rng } from "./rng.js";

export interface PlayOptions {
  /** Actions tried per game (refused ones included). */
  readonly maxActions: number;
  /** Check the state invariants after every action (and refusals byte for byte). */
  readonly checks: boolean;
  /** Before this action, continue from a JSON copy of the state (null: never). */
  readonly roundTripAt: number | null;
  /** Probability, before each action, of also trying a random action that may well be illegal. */
  readonly hostile: number;
  /** An action slower than this is a failure (104.4b: no runaway loop). */
  readonly slowMs: number;
  /** Record scenario steps, to write the game as a scenario file. */
  readonly record: boolean;
  /** Where the board's cards come from: the whole built-in pool, or the library only. */
  readonly cards: CardSet;
}

export const DEFAULT_PLAY: PlayOptions = {
  maxActions: 40,
  checks: true,
  roundTripAt: null,
  hostile: 0.1,
  slowMs: 15_000,
  record: false,
  cards: "pool",
};

export interface GameFailure extends Violation {
  /** 0-based index of the action, or -1 for the board. */
  readonly step: number;
  readonly action: string | null;
}

export interface GameResult {
  readonly seed: number;
  readonly boardYaml: string;
  /** Descriptions of the actions tried, with their outcome. */
  readonly history: readonly string[];
  /** Scenario steps of the actions performed (when recording). */
  readonly steps: readonly Record<string, unknown>[];
  readonly finalJson: string;
  readonly failure: GameFailure | null;
  /** Decisions made while building the board (a scenario file can't give those answers). */
  readonly setupDecisions: number;
  /** Whether every recorded step names its objects the way a scenario file can. */
  readonly expressible: boolean;
  readonly stats: { performed: number; refused: number; probes: number; kinds: Partial<Record<ActionKind, number>> };
  /** A hash of the state's JSON after each action performed, to find where two runs part. */
  readonly hashes: readonly string[];
}

/** How often each kind of action is picked, when available. */
const WEIGHTS: Record<ActionKind, number> = {
  pass: 28,
  cast: 22,
  activate: 10,
  playLand: 8,
  turnFaceUp: 5,
  attack: 10,
  block: 10,
  resolve: 8,
  advance: 4,
  becomeCopy: 4,
  createTokenCopy: 3,
  copySpell: 4,
  move: 3,
  damage: 3,
  foretell: 3,
  suspend: 3,
  // Not listed by legalActions: never picked.
  addCounters: 0,
  removeCounters: 0,
  createToken: 0,
  transform: 0,
  endTurn: 0,
};

/** Plays one random game from a seed; stops at the first violated invariant. Never throws. */
export function playGame(seed: number, options: PlayOptions = DEFAULT_PLAY): GameResult {
  try {
    return play(seed, options);
  } catch (e) {
    // An exception out of legalActions, derive or a check: no action was there to catch it.
    const message = `an exception escaped: ${e instanceof Error ? `${e.message} ${e.stack?.split("\n")[1]?.trim() ?? ""}` : String(e)}`;
    return {
      seed,
      boardYaml: "",
      history: [],
      steps: [],
      finalJson: "",
      failure: { invariant: "noInternalError", message, step: -1, action: null },
      setupDecisions: 0,
      expressible: false,
      stats: { performed: 0, refused: 0, probes: 0, kinds: {} },
      hashes: [],
    };
  }
}

function play(seed: number, options: PlayOptions): GameResult {
  const rng = new Rng(seed);
  const history: string[] = [];
  const steps: Record<string, unknown>[] = [];
  const stats: GameResult["stats"] = { performed: 0, refused: 0, probes: 0, kinds: {} };
  const hashes: string[] = [];
  const chooser = new RandomChooser(rng);
  let boardYaml = "";
  let setupDecisions = 0;
  let expressible = true;
  const done = (state: GameState | null, failure: GameFailure | null): GameResult => ({
    seed,
    boardYaml,
    history,
    steps,
    finalJson: state ? JSON.stringify(state) : "",
    failure,
    setupDecisions,
    expressible,
    stats,
    hashes,
  });
  const fail = (
    invariant: InvariantName,
    message: string,
    step: number,
    action: string | null,
    state: GameState | null,
  ) => done(state, { invariant, message, step, action });

  // A board whose setup the rules refuse (a `copyOf` on a permanent that lost its copy ability to
  // Humility, say) is replaced by the next one; a board the loader rejects is a failure.
  let aliases: Aliases = new Map();
  let built: GameState | null = null;
  for (let tries = 0; built === null; tries++) {
    const board = randomBoard(rng, seed, options.cards);
    boardYaml = board.yaml;
    const read = parseScenario(board.yaml, `random-board-${seed}.yaml`, LIBRARY_CATALOG);
    const parsed = read.ok ? magicScenario(read.value, "random play") : read;
    if (!parsed.ok) return fail("boardBuilds", parsed.problems.map(formatProblem).join("; "), -1, null, null);
    aliases = new Map();
    const setupAliases = aliases;
    const setup = act(emptyGame(parsed.value, LIBRARY_CATALOG), (draft) =>
      buildSetup({ state: draft, chooser }, parsed.value, setupAliases),
    );
    if (setup.ok) built = setup.value;
    else if (tries >= 5 || setup.problems.some((p) => p.code === "engine.internal")) {
      return fail(
        setup.problems.some((p) => p.code === "engine.internal") ? "noInternalError" : "boardBuilds",
        setup.problems.map(formatProblem).join("; "),
        -1,
        "setup",
        null,
      );
    }
  }
  let state = built;
  setupDecisions = chooser.log.length;
  if (options.checks) {
    const v = checkState(state)[0];
    if (v) return fail(v.invariant, v.message, -1, "setup", state);
  }

  for (let step = 0; step < options.maxActions && !gameOver(state); step++) {
    if (step === options.roundTripAt) state = JSON.parse(JSON.stringify(state)) as GameState;
    if (rng.chance(options.hostile)) {
      stats.probes++;
      const probe = hostileAction(rng, state);
      const r = attempt(state, probe, chooser, options, null);
      history.push(`probe: ${describeAction(probe)} → ${r.outcome}`);
      if (r.violation)
        return fail(r.violation.invariant, r.violation.message, step, `probe: ${describeAction(probe)}`, state);
    }
    const action = pickAction(rng, legalActions(state));
    if (!action)
      return fail(
        "noInternalError",
        "no legal action although the game is not over (passing is always possible)",
        step,
        null,
        state,
      );
    const recorder = options.record ? new StepRecorder(chooser, aliases) : null;
    const r = attempt(state, action, recorder ?? chooser, options, recorder);
    history.push(`${describeAction(action)} → ${r.outcome}`);
    stats.kinds[action.kind] = (stats.kinds[action.kind] ?? 0) + 1;
    if (r.next && recorder) {
      steps.push(recorder.step(state, r.next, action));
      if (!recorder.expressible) expressible = false;
    }
    if (r.violation)
      return fail(r.violation.invariant, r.violation.message, step, describeAction(action), r.next ?? state);
    if (r.next) {
      state = r.next;
      stats.performed++;
      hashes.push(`${step}:${hash(JSON.stringify(state))}`);
    } else {
      stats.refused++;
    }
  }
  return done(state, null);
}

/** FNV-1a, 32 bits, as hex: enough to tell two states apart. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
}

interface Attempt {
  readonly next: GameState | null;
  readonly outcome: string;
  readonly violation: Violation | null;
}

/** Performs one action and checks what follows from it. */
function attempt(
  state: GameState,
  action: Action,
  chooser: Chooser,
  options: PlayOptions,
  recorder: StepRecorder | null,
): Attempt {
  const before = options.checks ? JSON.stringify(state) : "";
  if (chooser instanceof RandomChooser) chooser.reset();
  recorder?.reset();
  const t0 = performance.now();
  const applyOptions: ApplyOptions = recorder ? { observe: (draft) => recorder.observe(draft) } : {};
  const r = applyAction(state, action, chooser, applyOptions);
  const ms = performance.now() - t0;
  if (ms > options.slowMs)
    return {
      next: null,
      outcome: "slow",
      violation: { invariant: "bounded", message: `the action took ${Math.round(ms)} ms (limit ${options.slowMs} ms)` },
    };
  if (!r.ok) {
    const internal = r.problems.find((p) => p.code === "engine.internal");
    if (internal) {
      const limit =
        internal.message.includes(DecisionLimitError.name) || internal.message.includes("decisions in one action");
      return {
        next: null,
        outcome: "internal error",
        violation: { invariant: limit ? "bounded" : "noInternalError", message: internal.message },
      };
    }
    const outcome = `refused: ${r.problems.map((p) => `${p.code} ${p.message}${p.rule ? ` (${p.rule})` : ""}`).join("; ")}`;
    if (r.problems.length === 0 || r.problems.some((p) => p.message.trim() === "")) {
      return {
        next: null,
        outcome,
        violation: { invariant: "refusalUntouched", message: "refused without saying why" },
      };
    }
    if (options.checks && JSON.stringify(state) !== before) {
      return {
        next: null,
        outcome,
        violation: {
          invariant: "refusalUntouched",
          message: `the refused action changed the state: ${firstDifference(JSON.parse(before), state)}`,
        },
      };
    }
    return { next: null, outcome, violation: null };
  }
  if (options.checks) {
    const v = checkState(r.value)[0];
    if (v) return { next: r.value, outcome: "performed", violation: v };
  }
  return { next: r.value, outcome: "performed", violation: null };
}

function pickAction(rng: Rng, actions: readonly Action[]): Action | undefined {
  const kinds = [...new Set(actions.map((a) => a.kind))];
  const kind = rng.weighted(
    kinds,
    kinds.map((k) => WEIGHTS[k]),
  );
  return rng.pick(actions.filter((a) => a.kind === kind));
}

/** A random action built from random parts: mostly illegal; it must be refused cleanly (or be legal). */
function hostileAction(rng: Rng, state: GameState): Action {
  const ids = Object.keys(state.objects);
  const names = state.players.map((p) => p.name);
  const obj = () => (rng.chance(0.05) ? "nope" : (rng.pick(ids) ?? "nope"));
  const who = () => rng.pick(names) ?? "Alice";
  const kinds: readonly ActionKind[] = [...PLAYER_ACTION_KINDS, ...CONVENIENCE_KINDS];
  switch (rng.pick(kinds)) {
    case "pass":
      return { kind: "pass", player: who() };
    case "cast":
      return {
        kind: "cast",
        player: who(),
        object: obj(),
        ...(rng.chance(0.2) ? { faceDown: true } : {}),
        ...(rng.chance(0.2) ? { kicked: true } : {}),
        ...(rng.chance(0.2) ? { modes: [rng.range(0, 3)] } : {}),
      };
    case "activate":
      return {
        kind: "activate",
        player: who(),
        object: obj(),
        ability: rng.range(1, 4),
        manaAbility: false,
        text: "?",
      };
    case "playLand":
      return { kind: "playLand", player: who(), object: obj() };
    case "turnFaceUp":
      return { kind: "turnFaceUp", player: who(), object: obj() };
    case "attack":
      return {
        kind: "attack",
        player: who(),
        attackers: Array.from({ length: rng.range(0, 2) }, () => ({
          attacker: obj(),
          defender: rng.chance(0.7) ? who() : obj(),
        })),
      };
    case "block":
      return {
        kind: "block",
        player: who(),
        blockers: Array.from({ length: rng.range(0, 2) }, () => ({ blocker: obj(), attacker: obj() })),
      };
    case "resolve":
      return { kind: "resolve", player: who(), count: rng.chance(0.5) ? "all" : rng.range(1, 3) };
    case "advance":
      return { kind: "advance", player: who(), to: rng.pick(STEPS) ?? "main2", nextTurn: rng.chance(0.3) };
    case "becomeCopy":
      return { kind: "becomeCopy", player: who(), object: obj(), of: obj() };
    case "createTokenCopy":
      return { kind: "createTokenCopy", player: who(), of: obj() };
    case "move":
      return {
        kind: "move",
        player: who(),
        object: obj(),
        to: rng.pick(["battlefield", "hand", "graveyard", "exile", "library"] as const) ?? "exile",
      };
    case "damage":
      return { kind: "damage", player: who(), to: rng.chance(0.3) ? who() : obj(), amount: rng.range(0, 5) };
    default:
      return { kind: "copySpell", player: who(), of: obj(), newTargets: rng.chance(0.5) };
  }
}

// ---------------------------------------------------------------------------------------------
// Writing a game as scenario steps

type RawRef = string | { select: Record<string, unknown> };

/** The scenario's way to name an object now: its setup id (followed through zone changes) or a selector. */
function refFor(state: GameState, aliases: Aliases, id: string): RawRef | null {
  if (state.players.some((p) => p.name === id)) return id;
  for (const alias of aliases.keys()) if (aliasTarget(state, aliases, alias) === id) return alias;
  const o = state.objects[id];
  if (!o) return null;
  const name = o.ability ? abilitySourceName(state, o.ability) : (derive(state).get(id)?.name ?? null);
  const sel: Record<string, unknown> = { zone: o.zone, name, ...(o.ability ? { ability: true } : {}) };
  const all = selectAll(state, aliases, sel);
  const index = all.indexOf(id);
  return { select: all.length > 1 && index >= 0 ? { ...sel, index } : sel };
}

/** Records the answers of one action as scenario answers, and turns the action into a step. */
class StepRecorder implements Chooser {
  private draft: GameState | null = null;
  private answers: unknown[] = [];

  constructor(
    private readonly inner: RandomChooser,
    private readonly aliases: Aliases,
  ) {}

  reset(): void {
    this.answers = [];
    this.draft = null;
    this.inner.reset();
  }

  observe(draft: GameState): void {
    this.draft = draft;
  }

  choose(d: Decision): Answer {
    const a = this.inner.choose(d);
    this.answers.push(d.kind === "orderReplacements" ? { replacementOrder: this.raw(a) } : this.raw(a));
    return a;
  }

  /** False once an object was named that a scenario file can't name (gone, or not by id where an id is needed). */
  expressible = true;

  private ref(id: string): RawRef {
    const r = this.draft ? refFor(this.draft, this.aliases, id) : null;
    if (r === null) this.expressible = false;
    return r ?? id;
  }

  private raw(a: Answer): unknown {
    switch (a.kind) {
      case "object":
        return a.id === null ? null : this.ref(a.id);
      case "player":
        return a.player;
      case "color":
        return COLOR_WORDS[a.color];
      case "text":
        return a.value;
      case "yesNo":
        return a.yes;
      case "number":
        return a.n;
      case "targets":
        return a.targets.map((t) => this.ref(t));
      case "order":
        return [...a.order];
    }
  }

  /** The scenario step for an action performed from `before` (its objects named as they were then). */
  step(before: GameState, after: GameState, a: Action): Record<string, unknown> {
    const ref = (id: string): RawRef => {
      const r = refFor(before, this.aliases, id);
      if (r === null) this.expressible = false;
      return r ?? id;
    };
    // Attack and block steps name creatures by id only.
    const idRef = (id: string): string => {
      const r = ref(id);
      if (typeof r === "string") return r;
      this.expressible = false;
      return id;
    };
    const answers = this.answers.length > 0 ? { answers: this.answers } : {};
    const alias = (prefix: string, id: string | undefined) => {
      if (id === undefined) return {};
      let n = 1;
      while (this.aliases.has(`${prefix}${n}`)) n++;
      const name = `${prefix}${n}`;
      this.aliases.set(name, id);
      return { id: name };
    };
    switch (a.kind) {
      case "pass":
        return { pass: true, ...answers };
      case "cast":
        return {
          cast: {
            object: ref(a.object),
            by: a.player,
            ...(a.modes ? { modes: a.modes.map((m) => m + 1) } : {}),
            ...(a.kicked ? { kicked: true } : {}),
            ...(a.faceDown ? { faceDown: true } : {}),
          },
          ...answers,
        };
      case "activate":
        return { activate: { object: ref(a.object), ability: a.ability, by: a.player }, ...answers };
      case "playLand":
        return { playLand: ref(a.object), ...answers };
      case "turnFaceUp":
        return { turnFaceUp: ref(a.object), ...answers };
      case "attack":
        return {
          attack: Object.fromEntries(a.attackers.map((x) => [idRef(x.attacker), idRef(x.defender)])),
          ...answers,
        };
      case "block":
        return { block: Object.fromEntries(a.blockers.map((x) => [idRef(x.blocker), idRef(x.attacker)])), ...answers };
      case "resolve":
        return { resolve: a.count, ...answers };
      case "advance":
        return { advance: a.nextTurn ? { to: a.to, turn: "next" } : a.to, ...answers };
      case "becomeCopy":
        return { becomeCopy: { object: ref(a.object), of: ref(a.of) }, ...answers };
      case "createTokenCopy": {
        const token = after.battlefield.find(
          (id) => !before.battlefield.includes(id) && after.objects[id]?.token?.copyOf !== undefined,
        );
        return { createCopy: { of: ref(a.of), controller: a.player, ...alias("token", token) }, ...answers };
      }
      case "copySpell": {
        const copy = after.stack.find((id) => !before.stack.includes(id) && after.objects[id]?.isCopyOfSpell);
        return {
          copySpell: { of: ref(a.of), controller: a.player, newTargets: a.newTargets, ...alias("copy", copy) },
          ...answers,
        };
      }
      case "move":
        return {
          move: { object: typeof a.object === "string" ? ref(a.object) : a.object.map(ref), to: a.to },
          ...answers,
        };
      case "damage":
        return { damage: { to: ref(a.to), amount: a.amount }, ...answers };
      case "foretell":
      case "suspend":
      case "transform":
        return { [a.kind]: ref(a.object), ...answers };
      case "addCounters":
      case "removeCounters":
        return { [a.kind]: { object: ref(a.object), counters: { ...a.counters } }, ...answers };
      case "endTurn":
        return { endTurn: true, ...answers };
      case "createToken":
        // A token's definition is written in a scenario as inline card text, which this record doesn't keep.
        this.expressible = false;
        return { create: { token: { name: a.token.faces[0]?.name ?? "Token" }, controller: a.player }, ...answers };
    }
  }
}

/** The game as a scenario file: the board, then the actions performed (with their answers). */
export function gameAsScenario(result: GameResult, title: string): string {
  const doc = parseYaml(result.boardYaml) as Record<string, unknown>;
  doc.scenario = title;
  const steps =
    result.steps.length > 0
      ? `${stringify({ steps: result.steps }, { lineWidth: 0, flowCollectionPadding: true })}`
      : "";
  const { scenario, ...rest } = doc;
  const head = stringify({ scenario }, { lineWidth: 0 });
  const failure = result.failure
    ? `# ${result.failure.invariant} at action ${result.failure.step}: ${result.failure.message.replace(/\n/g, " ")}\n`
    : "";
  return `${head}# Random game, seed ${result.seed} (npm run fuzz -- --seed ${result.seed} --only play).\n${failure}${stringify(rest, { lineWidth: 0, flowCollectionPadding: true })}${steps}`;
}

export interface FuzzGameOptions {
  readonly maxActions: number;
  /** Also write the game as a scenario and check that running it ends in the same state. */
  readonly replayAsScenario: boolean;
  readonly slowMs: number;
  readonly cards: CardSet;
}

/**
 * One random game with every check: the invariants after each action (run A); the same seed
 * again, continued from a JSON copy of the state at a random point (run C), which must end
 * byte-identical (determinism and JSON round trip; on a difference, a plain rerun tells which
 * failed); and, optionally, the game written as a scenario file, which must replay to the same state.
 */
export function fuzzGame(seed: number, options: FuzzGameOptions): GameResult {
  const base: PlayOptions = {
    maxActions: options.maxActions,
    checks: true,
    roundTripAt: null,
    hostile: 0.1,
    slowMs: options.slowMs,
    record: options.replayAsScenario,
    cards: options.cards,
  };
  const a = playGame(seed, base);
  if (a.failure) return a;
  const explained = checkExplanations(JSON.parse(a.finalJson) as GameState)[0];
  if (explained) return { ...a, failure: { ...explained, step: -1, action: "explaining the final state" } };
  const at = new Rng(seed ^ 0x2f6b).range(0, Math.max(0, a.history.length - 1));
  const c = playGame(seed, { ...base, checks: false, record: false, roundTripAt: at });
  if (c.finalJson !== a.finalJson || c.hashes.join() !== a.hashes.join()) {
    const b = playGame(seed, { ...base, checks: false, record: false });
    const deterministic = b.finalJson === a.finalJson && b.hashes.join() === a.hashes.join();
    const other = deterministic ? c : b;
    const parted = a.hashes.find((h, i) => other.hashes[i] !== h) ?? "(the end)";
    return {
      ...a,
      failure: {
        invariant: deterministic ? "roundTrip" : "determinism",
        message: `${deterministic ? `continuing from a JSON copy made before action ${at}` : "a second run of the same seed"} parts from the first run after action ${parted.split(":")[0]} and ends differently: ${firstDifference(JSON.parse(a.finalJson), JSON.parse(other.finalJson))}`,
        step: deterministic ? at : -1,
        action: null,
      },
    };
  }
  if (options.replayAsScenario && a.setupDecisions === 0 && a.expressible) {
    const yaml = gameAsScenario(a, `random game ${seed}`);
    const parsed = parseScenario(yaml, `random-game-${seed}.yaml`, LIBRARY_CATALOG);
    const run = parsed.ok ? runScenario(parsed.value) : null;
    const problem = !parsed.ok
      ? parsed.problems.map(formatProblem).join("; ")
      : run && run.status !== "passed"
        ? run.problems.map(formatProblem).join("; ")
        : null;
    if (problem !== null || !run?.final)
      return {
        ...a,
        failure: {
          invariant: "scenarioReplay",
          message: `the game written as a scenario doesn't run: ${problem}`,
          step: -1,
          action: null,
        },
      };
    const replayed = JSON.stringify(run.final.state);
    if (replayed !== a.finalJson) {
      return {
        ...a,
        failure: {
          invariant: "scenarioReplay",
          message: `the game written as a scenario ends differently: ${firstDifference(JSON.parse(a.finalJson), run.final.state)}`,
          step: -1,
          action: null,
        },
      };
    }
  }
  return a;
}
