import { isDeepStrictEqual } from "node:util";
import type { AbilityInstance, Characteristics } from "../mtg/layers/characteristics.js";
import { explainObject, renderExplanation } from "../mtg/explain/explain.js";
import { renderStackDecisions } from "../mtg/explain/stack.js";
import { derive } from "../mtg/layers/derive.js";
import { characteristicsOfFace } from "../mtg/layers/layer1.js";
import { cloneState } from "../mtg/model/cloneState.js";
import type { GameState } from "../mtg/model/state.js";
import { validateState } from "../mtg/model/stateSchema.js";
import { act } from "../mtg/game/draft.js";
import { stateBasedActions } from "../mtg/rules/sba.js";
import { RandomChooser } from "./randomChooser.js";
import { Rng } from "./rng.js";

/** The invariants checked after every action of a random game (docs/reliability.md). */
export const INVARIANTS = {
  noInternalError:
    "no exception escapes the rules: an action is performed or refused with a rules problem, never an engine.internal one",
  refusalUntouched: "a refused action leaves the state untouched (byte-identical JSON) and says why",
  schema:
    "the state validates against the GameState schema (src/mtg/model/stateSchema.ts): every number finite (107.1), counters within MAX_COUNTERS",
  jsonSafe: "the state survives a JSON round trip unchanged (plain data: no undefined, NaN, Infinity, class instances)",
  coldDerive:
    "derivation from a cold cache (a JSON copy) equals the memoized derivation, and a traced derivation (explain) equals the untraced one, for every object",
  explains: "every permanent and stack object can be explained, in English and in French, without an exception",
  copySnapshot: "each copied object's copiable values are its latest copy effect's snapshot (707.2)",
  cloneSafe:
    "the engine's working copy of a state (cloneState) equals a structured clone and shares no object that can change with the original",
  sbaIdempotent: "state-based actions are idempotent: a second check right after the first changes nothing (704.3)",
  triggersPut: "when a player receives priority, no triggered ability is left waiting (117.5, 603.3b)",
  derivedSane:
    "derived characteristics are well formed: no repeated type, subtype, supertype or color, colors in WUBRG order, unique ability keys, a controller who is a player, creatures on the battlefield with P/T and other permanents without (208.3)",
  bounded: "every action finishes in bounded time and decisions (104.4b)",
  determinism: "the same seed gives a byte-identical game",
  roundTrip: "a game continued from a JSON copy of its state mid-game ends byte-identical",
  boardBuilds: "the random board is a valid scenario setup",
  scenarioReplay: "the game written as a scenario file (board, steps, answers) runs and ends in the same state",
} as const;
export type InvariantName = keyof typeof INVARIANTS;

export interface Violation {
  readonly invariant: InvariantName;
  readonly message: string;
}

/** The state-level invariants, in order; the first violations found (at most a few per invariant). */
export function checkState(state: GameState): Violation[] {
  const out: Violation[] = [];
  const schema = validateState(state);
  if (schema.length > 0) out.push({ invariant: "schema", message: schema.slice(0, 5).join("; ") });
  let copy: GameState;
  try {
    copy = JSON.parse(JSON.stringify(state)) as GameState;
  } catch (e) {
    out.push({
      invariant: "jsonSafe",
      message: `JSON.stringify failed: ${e instanceof Error ? e.message : String(e)}`,
    });
    return out;
  }
  if (!isDeepStrictEqual(copy, state))
    out.push({ invariant: "jsonSafe", message: `the state changes through JSON: ${firstDifference(state, copy)}` });
  out.push(...cloneSafe(state));
  out.push(...coldDerive(state, copy));
  out.push(...derivedSane(state));
  out.push(...copySnapshots(state));
  out.push(...sbaIdempotent(state));
  if (state.priority !== null && state.pendingTriggers.length > 0) {
    out.push({
      invariant: "triggersPut",
      message: `${state.priority} has priority while ${state.pendingTriggers.length} triggered ability(ies) wait: ${state.pendingTriggers.map((t) => `${t.sourceId}/${t.abilityKey}`).join(", ")}`,
    });
  }
  return out;
}

function cloneSafe(state: GameState): Violation[] {
  const clone = cloneState(state);
  if (!isDeepStrictEqual(clone, structuredClone(state))) {
    return [
      {
        invariant: "cloneSafe",
        message: `cloneState differs from structuredClone: ${firstDifference(structuredClone(state), clone)}`,
      },
    ];
  }
  const shared = sharedMutable(state, clone, "state");
  return shared === null ? [] : [{ invariant: "cloneSafe", message: `the copy shares ${shared}, which is not frozen` }];
}

/** The first object both values hold by the same reference although it can change, or null. */
function sharedMutable(a: unknown, b: unknown, path: string): string | null {
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return null;
  if (a === b) return Object.isFrozen(a) ? null : path;
  for (const key of Object.keys(a)) {
    const found = sharedMutable(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (found !== null) return found;
  }
  return null;
}

function coldDerive(state: GameState, copy: GameState): Violation[] {
  const memo = derive(state);
  const cold = derive(copy);
  const traced = derive(state, { trace: true });
  for (const id of Object.keys(state.objects)) {
    if (!isDeepStrictEqual(memo.get(id), cold.get(id))) {
      return [
        {
          invariant: "coldDerive",
          message: `${id}: memoized ${summary(memo.get(id))} but cold ${summary(cold.get(id))} (rev ${state.rev})`,
        },
      ];
    }
    if (!isDeepStrictEqual(memo.get(id), traced.get(id))) {
      return [
        {
          invariant: "coldDerive",
          message: `${id}: untraced ${summary(memo.get(id))} but traced ${summary(traced.get(id))} (rev ${state.rev})`,
        },
      ];
    }
    if (!isDeepStrictEqual(memo.copiable(id), cold.copiable(id))) {
      return [
        {
          invariant: "coldDerive",
          message: `${id}: memoized copiable values ${summary(memo.copiable(id))} but cold ${summary(cold.copiable(id))} (rev ${state.rev})`,
        },
      ];
    }
  }
  return [];
}

/** Explains every permanent and stack object (what `doppel explain` shows), in both languages. */
export function checkExplanations(state: GameState): Violation[] {
  for (const id of [...state.battlefield, ...state.stack]) {
    try {
      const e = explainObject(state, id, id);
      if (e) {
        renderExplanation(e, "en");
        renderExplanation(e, "fr");
      }
      renderStackDecisions(state, id, "en", (x) => x);
      renderStackDecisions(state, id, "fr", (x) => x);
    } catch (err) {
      return [
        {
          invariant: "explains",
          message: `explaining ${id}: ${err instanceof Error ? `${err.message} ${err.stack?.split("\n")[1]?.trim() ?? ""}` : String(err)}`,
        },
      ];
    }
  }
  return [];
}

const WUBRG = ["W", "U", "B", "R", "G"];

function derivedSane(state: GameState): Violation[] {
  const d = derive(state);
  const players = new Set(state.players.map((p) => p.name));
  for (const [id, o] of Object.entries(state.objects)) {
    const c = d.get(id);
    if (!c) return [{ invariant: "derivedSane", message: `${id} has no derived characteristics` }];
    const bad = (why: string): Violation[] => [
      { invariant: "derivedSane", message: `${id} (${c.name ?? "no name"}, ${o.zone}): ${why}` },
    ];
    for (const key of ["types", "subtypes", "supertypes", "colors"] as const) {
      if (new Set(c[key]).size !== c[key].length) return bad(`repeated ${key}: ${c[key].join(", ")}`);
    }
    const order = c.colors.map((x) => WUBRG.indexOf(x));
    if (order.some((x, i) => x < 0 || (i > 0 && x < (order[i - 1] ?? 0))))
      return bad(`colors not in WUBRG order: ${c.colors.join("")}`);
    const keys = c.abilities.map((a) => a.key);
    if (new Set(keys).size !== keys.length) return bad(`two abilities share a key: ${keys.join(", ")}`);
    if (!players.has(c.controller)) return bad(`controlled by ${c.controller}, who is not a player`);
    if (o.zone === "battlefield") {
      const creature = c.types.includes("Creature");
      const pt = [c.power, c.toughness];
      if (creature && pt.some((v) => v === null || !Number.isFinite(v)))
        return bad(`a creature without P/T (${c.power}/${c.toughness})`);
      if (!creature && pt.some((v) => v !== null))
        return bad(`a noncreature permanent with P/T ${c.power}/${c.toughness}`);
    }
  }
  return [];
}

/** Characteristics without ability keys and provenance: what a copy effect fixes (707.2). */
function comparable(c: Characteristics): unknown {
  return { ...c, abilities: c.abilities.map((a: AbilityInstance) => ({ def: a.def, origin: a.origin })) };
}

function copySnapshots(state: GameState): Violation[] {
  const d = derive(state);
  const latest = new Map<string, (typeof state.effects)[number]>();
  // Layer 1a applies copy effects in timestamp order (613.2a, 613.7): the last one applied wins.
  const copies = state.effects.filter((e) => e.copy).sort((a, b) => a.timestamp - b.timestamp);
  for (const e of copies) for (const id of e.affected) latest.set(id, e);
  for (const [id, e] of latest) {
    const o = state.objects[id];
    const snap = e.copy;
    if (!o || !snap) continue;
    if (o.status.faceDown && (o.zone === "battlefield" || o.zone === "stack")) continue; // 708.2: layer 1b on top
    const face = snap.flip
      ? snap.faces[o.status.flipped ? 1 : 0]
      : snap.faces[Math.min(snap.face, snap.faces.length - 1)];
    const expected = characteristicsOfFace(face, o.controller, "", "copy");
    const actual = d.copiable(id);
    if (!actual || !isDeepStrictEqual(comparable(expected), comparable(actual))) {
      return [
        {
          invariant: "copySnapshot",
          message: `${id}: copy effect ${e.id} recorded ${summary(expected)} but its copiable values are ${summary(actual)}`,
        },
      ];
    }
  }
  return [];
}

function sbaIdempotent(state: GameState): Violation[] {
  // A chooser of its own: the check must not draw from the game's generator.
  const chooser = () => new RandomChooser(new Rng(0x5ba));
  const once = act(state, (draft) => {
    stateBasedActions({ state: draft, chooser: chooser() });
  });
  if (!once.ok)
    return [
      {
        invariant: "sbaIdempotent",
        message: `state-based actions failed: ${once.problems.map((p) => p.message).join("; ")}`,
      },
    ];
  const twice = act(once.value, (draft) => {
    stateBasedActions({ state: draft, chooser: chooser() });
  });
  if (!twice.ok)
    return [
      {
        invariant: "sbaIdempotent",
        message: `the second state-based action check failed: ${twice.problems.map((p) => p.message).join("; ")}`,
      },
    ];
  const a = JSON.stringify(once.value);
  const b = JSON.stringify(twice.value);
  if (a !== b)
    return [
      {
        invariant: "sbaIdempotent",
        message: `a second check changed the state: ${firstDifference(once.value, twice.value)}`,
      },
    ];
  return [];
}

function summary(c: Characteristics | undefined): string {
  if (!c) return "(none)";
  const pt = c.power !== null || c.toughness !== null ? ` ${c.power}/${c.toughness}` : "";
  return `${c.name ?? "(no name)"} [${[...c.supertypes, ...c.types].join(" ")}${c.subtypes.length ? ` — ${c.subtypes.join(" ")}` : ""}]${pt} {${c.colors.join("")}} ${c.manaCost ?? ""} ${c.abilities.length} abilit${c.abilities.length === 1 ? "y" : "ies"} (${c.controller})`;
}

/** The first path where two plain values differ, with both values (short). */
export function firstDifference(a: unknown, b: unknown, path = "state"): string {
  if (isDeepStrictEqual(a, b)) return "(no difference)";
  if (
    typeof a !== "object" ||
    typeof b !== "object" ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  ) {
    return `${path}: ${short(a)} vs ${short(b)}`;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])];
  for (const k of keys) {
    if (!(k in ra) || !(k in rb))
      return `${path}.${k}: ${k in ra ? short(ra[k]) : "(missing)"} vs ${k in rb ? short(rb[k]) : "(missing)"}`;
    if (!isDeepStrictEqual(ra[k], rb[k])) return firstDifference(ra[k], rb[k], `${path}.${k}`);
  }
  return `${path}: same keys, different values`;
}

function short(v: unknown): string {
  const s = v === undefined ? "undefined" : (JSON.stringify(v) ?? String(v));
  return s.length > 160 ? `${s.slice(0, 160)}…` : s;
}
