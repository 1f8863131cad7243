/**
 * The import rules of docs/architecture.md ("Layers of code"), checked over every import of src/:
 * each folder imports only the folders below it in the table of test/architecture/folders.ts
 * (or along a listed known exception), there is no cycle between folders, the rules engines
 * never import the scenario, CLI, web or reliability code, and the files of src/mtg/rules have no
 * run-time import cycle.
 *
 * `import type` follows the same table: a type import across the layers is an error too, unless a
 * known exception allows types along it. Cycles are looked for among run-time imports only, since
 * type imports vanish at compile time and cannot make modules load in a cycle.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { test } from "node:test";
import { stronglyConnected } from "../../src/kernel/scc.js";
import { allowedBelow, CORE, folderOf, KNOWN_EXCEPTIONS, OUTSIDE_CORE, PICTURE, SITS_ON } from "./folders.js";
import { type Import, readImports } from "./imports.js";

const ROOT = resolve(import.meta.dirname, "..", "..", "..");
const IMPORTS = readImports(resolve(ROOT, "src"));

const HELP = [
  "\nThe layers of code (a folder may import only the folders under it; table: test/architecture/folders.ts):",
  PICTURE,
  "Known exceptions:",
  ...KNOWN_EXCEPTIONS.map((e) => `  ${e.from} → ${e.to} (${e.kind}): ${e.reason}`),
].join("\n");

function at(i: Import): string {
  return `src/${i.from}:${i.line} imports ${i.types ? "(types) " : ""}src/${i.to}`;
}

/** Folder-level imports that cross folders, with the folders each is between. */
function crossings(): {
  readonly i: Import;
  readonly from: string;
  readonly to: string;
}[] {
  const out: { i: Import; from: string; to: string }[] = [];
  for (const i of IMPORTS) {
    const from = folderOf(i.from);
    const to = folderOf(i.to);
    if (from === undefined || to === undefined || from === to) continue;
    out.push({ i, from, to });
  }
  return out;
}

function exceptionFor(from: string, to: string, types: boolean): boolean {
  return KNOWN_EXCEPTIONS.some((e) => e.from === from && e.to === to && (e.kind === "runtime" || types));
}

/** Strongly connected groups of more than one item. */
function cycles(items: readonly string[], edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const component = stronglyConnected(items, (item) => edges.get(item) ?? []);
  const groups = new Map<number, string[]>();
  for (const [item, c] of component) groups.set(c, [...(groups.get(c) ?? []), item]);
  return [...groups.values()].filter((g) => g.length > 1).map((g) => g.sort());
}

test("the table of folders has no cycle and names only known folders", () => {
  const folders = Object.keys(SITS_ON);
  for (const [folder, below] of Object.entries(SITS_ON)) {
    for (const b of below) assert.ok(folders.includes(b), `${folder} sits on ${b}, which is not in the table`);
    assert.ok(!allowedBelow(folder).has(folder), `${folder} sits on itself through the table${HELP}`);
  }
  for (const e of KNOWN_EXCEPTIONS) {
    assert.ok(
      folders.includes(e.from) && folders.includes(e.to),
      `exception ${e.from} → ${e.to} names an unknown folder`,
    );
    assert.ok(
      !allowedBelow(e.from).has(e.to),
      `exception ${e.from} → ${e.to} is allowed by the table anyway: remove it`,
    );
  }
});

test("every source file is in a folder of the table", () => {
  const unknown = [...new Set(IMPORTS.flatMap((i) => [i.from, i.to]))].filter(
    (f) => !f.startsWith("..") && folderOf(f) === undefined,
  );
  assert.deepEqual(unknown, [], `files in folders the table does not know: add the folder to SITS_ON${HELP}`);
});

test("each folder imports only the folders below it, or along a known exception", () => {
  const wrong = crossings()
    .filter(({ i, from, to }) => !allowedBelow(from).has(to) && !exceptionFor(from, to, i.types))
    .map(({ i, from, to }) => `${at(i)}  (${from} → ${to})`);
  assert.deepEqual(wrong, [], `imports against the layers of code:\n${wrong.join("\n")}${HELP}`);
});

test("every known exception is still needed", () => {
  const used = crossings().filter(({ from, to }) => !allowedBelow(from).has(to));
  const stale = KNOWN_EXCEPTIONS.filter(
    (e) => !used.some(({ i, from, to }) => from === e.from && to === e.to && (e.kind === "types" || !i.types)),
  ).map((e) => `${e.from} → ${e.to} (${e.kind})`);
  assert.deepEqual(
    stale,
    [],
    `known exceptions no import needs any more: remove them from folders.ts and docs/architecture.md`,
  );
});

test("no run-time import cycle between folders, except along the known exceptions", () => {
  const edges = new Map<string, Set<string>>();
  for (const { i, from, to } of crossings()) {
    if (i.types || exceptionFor(from, to, false)) continue;
    edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
  const found = cycles(Object.keys(SITS_ON), edges);
  assert.deepEqual(found, [], `folders that import each other: ${found.map((c) => c.join(" ↔ ")).join("; ")}${HELP}`);
});

test("the rules engines (kernel, mtg, ga) never import scenario, cli, web or reliability code", () => {
  const wrong = crossings()
    .filter(
      ({ from, to }) =>
        CORE.some((c) => from === c || from.startsWith(c)) &&
        OUTSIDE_CORE.some((o) => to === o || to.startsWith(`${o}/`)),
    )
    .map(({ i }) => at(i));
  assert.deepEqual(wrong, [], `the core imports outside code:\n${wrong.join("\n")}${HELP}`);
});

function rulesCycles(): string[][] {
  const inRules = (f: string): boolean => f.startsWith("mtg/rules/");
  const edges = new Map<string, Set<string>>();
  const files = new Set<string>();
  for (const i of IMPORTS) {
    if (!inRules(i.from)) continue;
    files.add(i.from);
    if (i.types || !inRules(i.to)) continue;
    edges.set(i.from, (edges.get(i.from) ?? new Set()).add(i.to));
  }
  return cycles([...files].sort(), edges);
}

test("no run-time import cycle among the files of src/mtg/rules", () => {
  const found = rulesCycles();
  assert.deepEqual(
    found,
    [],
    `files of src/mtg/rules that import each other at run time:\n${found.map((c) => c.join(" ↔ ")).join("\n")}`,
  );
});

/** Where each file leads through its imports (type or run time): the first path found to each file it reaches. */
function pathsFrom(start: string): Map<string, readonly string[]> {
  const byFile = new Map<string, Import[]>();
  for (const i of IMPORTS) byFile.set(i.from, [...(byFile.get(i.from) ?? []), i]);
  const paths = new Map<string, readonly string[]>([[start, [start]]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const i of byFile.get(file) ?? []) {
      if (paths.has(i.to)) continue;
      paths.set(i.to, [...(paths.get(file) ?? []), i.to]);
      queue.push(i.to);
    }
  }
  return paths;
}

test("the Grand Archive's scenario code meets Magic's only at the Ruleset interface: what it uses of scenario/ reaches no mtg/ code", () => {
  const wrong = IMPORTS.filter((i) => folderOf(i.from) === "scenario/ga" && folderOf(i.to) === "scenario").flatMap(
    (i) => {
      const reached = [...pathsFrom(i.to).entries()].find(([file]) => file.startsWith("mtg/"));
      return reached === undefined ? [] : [`${at(i)}, which leads to Magic: ${[i.from, ...reached[1]].join(" → ")}`];
    },
  );
  assert.deepEqual(wrong, [], `move what both games use to kernel/ or the generic core:\n${wrong.join("\n")}`);
});

test("the folder picture names every folder of the table", () => {
  const drawn = (folder: string): boolean =>
    new RegExp(`(^|\\s)${(folder === "(root)" ? "src/index.ts" : folder).replace(/[.()]/g, "\\$&")}(\\s|$)`, "m").test(
      PICTURE,
    );
  const missing = Object.keys(SITS_ON).filter((f) => !drawn(f));
  assert.deepEqual(missing, [], `folders of SITS_ON missing from PICTURE in test/architecture/folders.ts${HELP}`);
});

test("docs/architecture.md shows the folder picture of the table", () => {
  const doc = readFileSync(resolve(ROOT, "docs", "architecture.md"), "utf8");
  assert.ok(
    doc.includes(PICTURE.trim()),
    `docs/architecture.md should contain the picture of test/architecture/folders.ts:${HELP}`,
  );
});
