/**
 * The workbench's engine side. Its state is a scenario (YAML text): an edit changes the
 * document, then the whole scenario is loaded by the scenario loader and replayed by the
 * scenario runner, exactly as `doppel test` does; a decision with no answer becomes a pending
 * decision for the page to ask, not an error.
 */
import { parse as parseYaml } from "yaml";
import type { Problem } from "../kernel/problem.js";
import { COLOR_WORDS } from "../mtg/model/color.js";
import { derive } from "../mtg/layers/derive.js";
import type { GameState } from "../mtg/model/state.js";
import type { Scenario } from "../scenario/ast.js";
import type { Aliases } from "../scenario/buildState.js";
import { LIBRARY_CATALOG } from "../scenario/catalog.js";
import { isCopy } from "../scenario/copyStatus.js";
import { parseScenario } from "../scenario/rulesets/load.js";
import { aliasTarget } from "../scenario/refs.js";
import { magicScenario, runScenario, type ScenarioResult } from "../scenario/rulesets/run.js";
import { appendExpectations, applyEdit, EditError, idsIn, stepTexts } from "./docEdit.js";
import { type CapturedDecision, captureDecision } from "./pending.js";
import type {
  CardNotesView,
  Edit,
  Json,
  ProblemView,
  RunRequest,
  RunResponse,
  SelectorJson,
  StepView,
} from "./protocol.js";
import { notExecutedProblems } from "../scenario/rulesets/strict.js";
import { cardNotes } from "./cardNotes.js";
import { logView, stepSentence } from "./logView.js";
import { boardView, explanationView, Naming, pendingView } from "./view.js";

/** The file name problems are reported against. */
export const WORKBENCH_FILE = "workbench.yaml";

interface Run {
  readonly scenario: Scenario | null;
  /** Why the scenario could not be loaded. */
  readonly loadProblems: readonly Problem[];
  readonly result: ScenarioResult | null;
  /** The decision the run stopped at, if it stopped for want of an answer. */
  readonly unanswered: CapturedDecision | null;
  /** The step (0-based) that is waiting for that answer. */
  readonly pendingStep: number | null;
  /** The log's length after the setup and after each step that ran (`onProgress`). */
  readonly marks: readonly number[];
}

const CACHE_SIZE = 24;
const cache = new Map<string, Run>();

/** Loads and runs the scenario text (the runs of recent texts are kept). */
export function run(yaml: string, stopBefore?: number): Run {
  const key = `${stopBefore ?? "all"}\u0000${yaml}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const r = runUncached(yaml, stopBefore);
  cache.set(key, r);
  if (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return r;
}

function runUncached(yaml: string, stopBefore?: number): Run {
  const read = parseScenario(yaml, WORKBENCH_FILE, LIBRARY_CATALOG);
  // The workbench shows Magic states: its ruleset decides whether the scenario is one.
  const loaded = read.ok ? magicScenario(read.value, "the workbench") : read;
  if (!loaded.ok)
    return {
      scenario: null,
      loadProblems: loaded.problems,
      result: null,
      unanswered: null,
      pendingStep: null,
      marks: [],
    };
  const scenario = loaded.value;
  const marks: number[] = [];
  const onProgress = (done: number, state: GameState) => {
    marks[done] = state.log.length;
  };
  let captured: { value: ScenarioResult; unanswered: CapturedDecision | null };
  try {
    captured = captureDecision((onUnanswered) =>
      runScenario(
        scenario,
        stopBefore === undefined ? { onUnanswered, onProgress } : { stopBefore, onUnanswered, onProgress },
      ),
    );
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const problem: Problem = {
      code: "engine.internal",
      message: `internal engine error: ${message}`,
      file: WORKBENCH_FILE,
    };
    return { scenario, loadProblems: [problem], result: null, unanswered: null, pendingStep: null, marks: [] };
  }
  const result = captured.value;
  const first = result.problems[0];
  let pendingStep: number | null = null;
  if (result.status === "error" && first?.code === "rules.unansweredDecision" && captured.unanswered) {
    const i = scenario.steps.findIndex((s) => s.line === first.line);
    pendingStep = i >= 0 ? i : null;
  }
  return {
    scenario,
    loadProblems: [],
    result,
    unanswered: pendingStep === null ? null : captured.unanswered,
    pendingStep,
    marks,
  };
}

function problemView(p: Problem): ProblemView {
  return {
    code: p.code,
    message: p.message,
    ...(p.line !== undefined ? { line: p.line } : {}),
    ...(p.rule !== undefined ? { rule: p.rule } : {}),
  };
}

function problemsOf(r: Run): Problem[] {
  if (r.loadProblems.length > 0) return [...r.loadProblems];
  const ps = r.result?.problems ?? [];
  return r.pendingStep !== null ? ps.filter((p) => p.code !== "rules.unansweredDecision") : [...ps];
}

function sameProblems(a: readonly Problem[], b: readonly Problem[]): boolean {
  return JSON.stringify(a.map((p) => [p.code, p.message])) === JSON.stringify(b.map((p) => [p.code, p.message]));
}

/** An edit is kept unless it makes the scenario fail in a new way (an illegal action, a bad answer, an unknown card). */
function refusal(before: Run, after: Run): Problem[] | null {
  if (after.loadProblems.length > 0)
    return sameProblems(before.loadProblems, after.loadProblems) ? null : [...after.loadProblems];
  if (after.result?.status !== "error" || after.pendingStep !== null) return null;
  const now = problemsOf(after);
  if (before.result?.status === "error" && before.pendingStep === null && sameProblems(problemsOf(before), now))
    return null;
  return now;
}

/** Runs the request: applies its edit (or refuses it), replays, and describes the result. */
export function handleRun(req: RunRequest): RunResponse {
  const before = run(req.yaml);
  let yaml = req.yaml;
  let current = before;
  let rejected: Problem[] | null = null;
  if (req.edit) {
    const edited = edit(req.yaml, before, req.edit);
    if (typeof edited !== "string") rejected = edited;
    else {
      const after = run(edited);
      const refused = refusal(before, after);
      if (refused) rejected = refused;
      else {
        yaml = edited;
        current = after;
      }
    }
  }
  return respond(yaml, current, req, rejected);
}

function edit(yaml: string, before: Run, e: Edit): string | Problem[] {
  // A text the loader refused (bad YAML, too deep, not a scenario) is never edited: its problems,
  // in the loader's words with their lines, are what the page shows.
  if (!before.scenario)
    return [{ code: "engine.unsupported", message: "fix the scenario's problems first (import a corrected file)" }];
  try {
    return applyEdit(yaml, e, idsIn(parseYaml(yaml, { uniqueKeys: false })), before.scenario.players);
  } catch (err) {
    const message = err instanceof EditError || err instanceof Error ? err.message : String(err);
    return [{ code: "schema.badValue", message }];
  }
}

function respond(yaml: string, r: Run, req: RunRequest, rejected: Problem[] | null): RunResponse {
  const scenario = r.scenario;
  // Strict reading changes what is reported, never what is kept: edits are judged on the plain run.
  const notExecuted = req.strict && r.result ? notExecutedProblems(r.result) : [];
  const texts = scenario ? safeStepTexts(yaml) : [];
  const count = scenario?.steps.length ?? 0;
  const at = req.at !== undefined && req.at < count ? req.at : count;
  const shown = at < count ? run(yaml, at) : r;
  const final = shown.result?.final ?? null;
  // The whole game's log names the steps of the history; the log shown is the state's shown.
  const whole = r.result?.final
    ? logView(new Naming(r.result.final.state, r.result.final.aliases, req.lang), r.marks)
    : [];
  const steps: StepView[] = (scenario?.steps ?? []).map((s, i) => ({
    index: i,
    text: texts[i] ?? s.kind,
    sentence: stepSentence(whole, i + 1),
    kind: s.kind,
    line: s.line,
  }));
  const inSetup = new Set<string>();
  if (scenario) {
    const s = scenario.setup;
    for (const o of [
      ...s.battlefield,
      ...[s.hand, s.library, s.graveyard, s.exile, s.command].flatMap((z) => Object.values(z).flat()),
    ])
      if (o.id) inSetup.add(o.id);
  }
  const naming = final ? new Naming(final.state, final.aliases, req.lang) : null;
  let pending = null;
  if (at === steps.length && r.unanswered && r.pendingStep !== null) {
    const u = r.unanswered;
    const n = u.state && u.aliases ? new Naming(u.state, u.aliases, req.lang) : naming;
    if (n) pending = pendingView(n, u.decision, r.pendingStep);
  }
  // The object to explain: a scenario id (followed through zone changes), else an engine id.
  const explain =
    req.explain !== undefined && final
      ? (aliasTarget(final.state, final.aliases, req.explain) ?? req.explain)
      : undefined;
  return {
    yaml,
    name: scenario?.name ?? "",
    players: scenario?.players ?? [],
    cite: scenario?.cite ?? [],
    status: notExecuted.length > 0 ? "error" : (r.result?.status ?? "error"),
    problems: [...problemsOf(r), ...notExecuted].map(problemView),
    failures: (r.result?.failures ?? []).map((f) => ({ at: f.at, message: f.message, line: f.line })),
    warnings: [...(r.result?.warnings ?? [])],
    pending,
    board: naming ? boardView(naming, inSetup) : null,
    steps,
    at,
    log: shown === r ? whole : naming ? logView(naming, shown.marks) : [],
    notes: naming && explain !== undefined ? notesOf(naming, explain) : [],
    explanation:
      naming && explain !== undefined && final?.state.objects[explain] ? explanationView(naming, explain) : null,
    rejected: rejected ? rejected.map(problemView) : null,
  };
}

/** The object's card, then the card whose name it has now if that is another (a copy's). */
function notesOf(n: Naming, id: string): CardNotesView[] {
  const printed = n.state.objects[id]?.card ?? null;
  const now = n.name(id);
  const names = [...new Set([printed, now].filter((x): x is string => x !== null))];
  return names.flatMap((name) => cardNotes(name) ?? []);
}

function safeStepTexts(yaml: string): string[] {
  try {
    return stepTexts(yaml);
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Export

/**
 * The scenario text to save. With `expectations`, an `expect:` list stating the current board
 * (each object's derived characteristics, the stack, the players) is added, so that `doppel test`
 * on the file checks that it reaches the same state.
 */
export function handleExport(yaml: string, expectations: boolean): { yaml: string; note: string | null } {
  if (!expectations) return { yaml, note: null };
  const r = run(yaml);
  const final = r.result?.final;
  if (!final || r.result?.status === "error")
    return { yaml, note: "the scenario does not run to its end, so no expectations were added" };
  const entries = snapshotExpectations(final.state, final.aliases);
  const first = countExpectations(yaml);
  const withExpect = appendExpectations(yaml, entries, "The state the workbench showed when this file was exported:");
  // Every generated expectation holds by construction; any that does not is left out, not written wrong.
  const check = run(withExpect);
  const failing = new Set(
    (check.result?.failures ?? []).flatMap((f) => {
      const m = /^expect\[(\d+)\]/.exec(f.at);
      return m && Number(m[1]) >= first ? [Number(m[1]) - first] : [];
    }),
  );
  if (failing.size === 0) return { yaml: withExpect, note: null };
  const kept = entries.filter((_, i) => !failing.has(i));
  return {
    yaml: appendExpectations(yaml, kept, "The state the workbench showed when this file was exported:"),
    note: `${failing.size} expectation(s) could not be stated and were left out`,
  };
}

function countExpectations(yaml: string): number {
  const doc: unknown = parseYaml(yaml, { uniqueKeys: false });
  if (typeof doc !== "object" || doc === null) return 0;
  const e: unknown = Reflect.get(doc, "expect");
  return Array.isArray(e) ? e.length : 0;
}

type Entry = { [key: string]: Json };

function selectorEntry(sel: SelectorJson): Entry {
  const e: Entry = {};
  for (const [k, v] of Object.entries(sel)) if (v !== undefined) e[k] = v;
  return e;
}

function snapshotExpectations(state: GameState, aliases: Aliases): Entry[] {
  const n = new Naming(state, aliases, "en");
  const d = derive(state);
  const out: Entry[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id];
    const c = d.get(id);
    if (!o || !c) continue;
    const ref = n.ref(id);
    const head: Entry = typeof ref === "string" ? { object: ref } : { select: selectorEntry(ref.select) };
    const e: Entry = {
      ...head,
      zone: "battlefield",
      name: c.name,
      manaCost: c.manaCost,
      colors: c.colors.map((x) => COLOR_WORDS[x]),
      supertypes: [...c.supertypes],
      types: [...c.types],
      ...(c.subtypes.length <= 12 ? { subtypes: [...c.subtypes] } : {}),
      power: c.power,
      toughness: c.toughness,
      ...(c.loyalty !== null ? { loyalty: c.loyalty } : {}),
      ...(c.defense !== null ? { defense: c.defense } : {}),
      abilityCount: c.abilities.length,
      counters: { ...o.counters },
      tapped: o.status.tapped,
      faceDown: o.status.faceDown,
      token: o.token !== null && !o.isCopyOfSpell,
      copy: isCopy(state, id),
      controller: c.controller,
      owner: o.owner,
    };
    out.push(e);
  }
  for (const alias of aliases.keys()) {
    const id = aliasTarget(state, aliases, alias);
    if (id === undefined) out.push({ object: alias, exists: false });
    else if (state.objects[id]?.zone !== "battlefield" && n.alias(id) === alias)
      out.push({ object: alias, zone: state.objects[id]?.zone ?? "exile" });
  }
  out.push({
    stack: [...state.stack].reverse().map((id): Entry => {
      const o = state.objects[id];
      return {
        name: n.name(id),
        controller: o?.controller ?? "",
        copy: isCopy(state, id),
        ability: o?.ability !== null,
      };
    }),
  });
  for (const p of state.players) {
    out.push({
      player: p.name,
      life: p.life,
      handSize: p.hand.length,
      librarySize: p.library.length,
      graveyard: p.graveyard.map((id) => d.get(id)?.name ?? null),
    });
  }
  return out;
}
