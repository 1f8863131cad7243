/**
 * Fuzz cases for the state's integrity (issue #16, items 5 and 6): names that are JavaScript
 * built-ins (`constructor`, `valueOf`, …) as players, counter kinds, ids and card names, and counts
 * that replacement effects multiply past any bound (many Doubling Seasons). Unlike the mutations
 * of yamlFuzz.ts, each case knows its answer: a renamed scenario ends as the original does, and a
 * made-up one passes its own expectations, with a final state that validates (finite numbers,
 * counters within MAX_COUNTERS).
 */
import { MAX_COUNTERS } from "../kernel/countLimit.js";
import type { GameState } from "../mtg/model/state.js";
import { validateState } from "../mtg/model/stateSchema.js";
import { LIBRARY_CATALOG } from "../scenario/catalog.js";
import { parseScenario } from "../scenario/rulesets/load.js";
import { runScenario, type ScenarioResult } from "../scenario/rulesets/run.js";
import type { Rng } from "./rng.js";
import type { CorpusFile } from "./yamlFuzz.js";

/** Names every plain JavaScript object inherits from `Object.prototype`. */
export const BUILT_IN_NAMES: readonly string[] = [
  "constructor",
  "hasOwnProperty",
  "toString",
  "valueOf",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupSetter__",
];

export interface NamesAndCountsCase {
  readonly how: string;
  readonly text: string;
  /** The corpus scenario the text renames: both must end the same way. */
  readonly original?: string;
  /** Otherwise the status the text must end with, and for an error the problem code. */
  readonly want?: { readonly status: ScenarioResult["status"]; readonly code?: string };
}

/** A random case of one of the five kinds. */
export function namesAndCountsCase(rng: Rng, corpus: readonly CorpusFile[]): NamesAndCountsCase {
  const name = () => rng.pick(BUILT_IN_NAMES) ?? "valueOf";
  switch (rng.int(5)) {
    case 0:
      return renamedPlayers(rng, corpus);
    case 1: {
      const [kind, other] = rng.shuffle(BUILT_IN_NAMES);
      const [a, b] = [rng.range(0, 5), rng.range(1, 5)];
      return {
        how: `counters of kind ${kind}`,
        text: `scenario: counters of kind ${kind}\nsetup:\n  battlefield:\n    - { id: ${name()}, card: Grizzly Bears, controller: Alice, counters: { ${JSON.stringify(kind)}: ${a} } }\nsteps:\n  - addCounters: { object: { select: { name: Grizzly Bears } }, counters: { ${JSON.stringify(kind)}: ${b} } }\nexpect:\n  - { select: { name: Grizzly Bears }, counters: { ${JSON.stringify(kind)}: ${a + b}, ${JSON.stringify(other)}: 0 } }\n`,
        want: { status: "passed" },
      };
    }
    case 2: {
      const [card, player] = [name(), name()];
      return {
        how: `a card named ${card} controlled by a player named ${player}`,
        text: `scenario: built-in names\nplayers: [${player}, Bob]\nturn: { active: ${player} }\ncards:\n  - { name: ${card}, typeLine: "Creature — Bear", power: 3, toughness: 3, manaCost: "{1}" }\nsetup:\n  battlefield:\n    - { id: it, card: ${card}, controller: ${player} }\nsteps:\n  - damage: { to: ${player}, amount: 4 }\n  - damage: { to: it, amount: 1 }\nexpect:\n  - { object: it, name: ${card}, power: 3, controller: ${player} }\n  - { player: ${player}, life: 16 }\n`,
        want: { status: "passed" },
      };
    }
    case 3:
      return doublingSeasons(rng);
    default: {
      const where = rng.pick(["life", "counters"]) ?? "life";
      const map =
        where === "life"
          ? "  life: { __proto__: 3 }\n"
          : "  battlefield: [ { card: Grizzly Bears, counters: { __proto__: 3 } } ]\n";
      return {
        how: `a __proto__ key in ${where}`,
        text: `scenario: a __proto__ key\nsetup:\n${map}`,
        want: { status: "error", code: "schema.unknownKey" },
      };
    }
  }
}

/** A scenario of the corpus with its players named like built-ins: it must end as before. */
function renamedPlayers(rng: Rng, corpus: readonly CorpusFile[]): NamesAndCountsCase {
  // Grand Archive scenarios run from their file on disk: only Magic ones can run from text.
  const src = rng.pick(corpus.filter((f) => !/^rules:\s*ga/m.test(f.text))) ?? {
    file: "(none)",
    text: "scenario: x\n",
  };
  const names = rng.shuffle(BUILT_IN_NAMES);
  // Without a `players` key the players are Alice and Bob (docs/scenario-format.md §2).
  let text = /^players:/m.test(src.text) ? src.text : `players: [Alice, Bob]\n${src.text}`;
  ["Alice", "Bob", "Carol"].forEach((player, i) => {
    text = text.replace(new RegExp(`\\b${player}\\b`, "g"), names[i] ?? player);
  });
  return { how: `${src.file} with the players renamed ${names.slice(0, 3).join(", ")}`, text, original: src.text };
}

/**
 * N Doubling Seasons (616.1: each doubles), then Triskelion enters with 3 × 2^N +1/+1 counters,
 * which the engine keeps at MAX_COUNTERS at most; sometimes a -1/-1 counter (doubled too) follows.
 */
function doublingSeasons(rng: Rng): NamesAndCountsCase {
  const n = rng.chance(0.05) ? rng.range(1024, 1100) : rng.range(0, 70);
  const minus = rng.chance(0.5);
  const plus = Math.min(3 * 2 ** n, MAX_COUNTERS);
  const minusPut = minus ? Math.min(2 ** n, MAX_COUNTERS) : 0;
  const left = plus - Math.min(plus, minusPut); // 704.5q
  const seasons = Array.from({ length: n }, () => "    - { card: Doubling Season, controller: Alice }\n").join("");
  return {
    how: `${n} Doubling Seasons${minus ? " and a -1/-1 counter" : ""}`,
    text: `scenario: ${n} Doubling Seasons\nsetup:\n  battlefield:\n${seasons}  hand:\n    Alice: [ { id: trisk, card: Triskelion } ]\nsteps:\n  - cast: trisk\n  - resolve: 1\n${minus ? '  - addCounters: { object: trisk, counters: { "-1/-1": 1 } }\n' : ""}expect:\n  - { object: trisk, counters: { "+1/+1": ${left} }, power: ${1 + left} }\n`,
    want: { status: "passed" },
  };
}

/** Runs a case; why it breaks its contract, or null. Never throws. */
export function runNamesAndCountsCase(c: NamesAndCountsCase): string | null {
  try {
    const got = run(c.text);
    if (got.final !== null) {
      const invalid = validateState(got.final);
      if (invalid.length > 0) return `the final state is invalid: ${invalid.slice(0, 3).join("; ")}`;
    }
    if (c.original !== undefined) {
      const before = run(c.original);
      return before.status === got.status
        ? null
        : `the original ends ${before.status}, renamed it ends ${got.status}: ${got.why}`;
    }
    if (
      c.want === undefined ||
      (got.status === c.want.status && (c.want.code === undefined || got.code === c.want.code))
    )
      return null;
    return `expected ${c.want.status}${c.want.code ? ` (${c.want.code})` : ""}, got ${got.status}${got.code ? ` (${got.code})` : ""}: ${got.why}`;
  } catch (e) {
    return `exception: ${e instanceof Error ? e.message : String(e)}`;
  }
}

function run(text: string): { status: ScenarioResult["status"]; code?: string; why: string; final: GameState | null } {
  const parsed = parseScenario(text, "names-and-counts.yaml", LIBRARY_CATALOG);
  if (!parsed.ok)
    return {
      status: "error",
      code: parsed.problems[0]?.code ?? "",
      why: parsed.problems[0]?.message ?? "",
      final: null,
    };
  const r = runScenario(parsed.value);
  const why = [...r.problems.map((p) => p.message), ...r.failures.map((f) => f.message)].slice(0, 3).join("; ");
  return {
    status: r.status,
    ...(r.problems[0] ? { code: r.problems[0].code } : {}),
    why,
    final: r.final?.state ?? null,
  };
}
