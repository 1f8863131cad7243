/**
 * Edits of the scenario document, on its YAML text: comments and the layout of what the user
 * imported are kept, new steps and setup objects are written one per line in flow style
 * (`- { cast: clone, answers: [staff] }`). The result is checked by the scenario loader
 * afterwards; these functions only place nodes.
 */
import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  type Node,
  Pair,
  parseDocument,
  Scalar,
  stringify,
  YAMLMap,
  YAMLSeq,
} from "yaml";
import { COPY_MAKING_KEYS } from "../scenario/steps/index.js";
import type { AnswerJson, Edit, Json } from "./protocol.js";

export class EditError extends Error {}

export const NEW_SCENARIO = `scenario: Workbench board
players: [Alice, Bob]
turn: { active: Alice, step: main1, number: 1 }
setup:
  battlefield: []
steps: []
`;

/** The keys of a scenario file in the order the format presents them (new keys go in that order). */
const TOP_ORDER = ["scenario", "rules", "cite", "players", "turn", "cards", "setup", "steps", "expect"];
const SETUP_ORDER = ["life", "battlefield", "hand", "library", "graveyard", "exile", "command", "manaPool"];

function parse(yaml: string): Document {
  const doc = parseDocument(yaml, { uniqueKeys: false, logLevel: "silent" });
  if (doc.errors.length > 0) throw new EditError(doc.errors[0]?.message ?? "YAML syntax error");
  if (!isMap(doc.contents)) throw new EditError("the scenario is not a map");
  return doc;
}

function text(doc: Document): string {
  return doc.toString({ lineWidth: 0 });
}

/** The map under `key` of `map`, created (at its place in `order`) if missing or null. */
function childMap(doc: Document, map: YAMLMap, key: string, order: readonly string[]): YAMLMap {
  const cur = map.get(key, true);
  if (isMap(cur)) return cur;
  if (cur !== undefined && !(isScalar(cur) && cur.value === null)) throw new EditError(`"${key}" is not a map`);
  const node = new YAMLMap(doc.schema);
  put(map, key, node, order);
  return node;
}

/** The list under `key` of `map`, created if missing or null; always written as a block list. */
function childSeq(doc: Document, map: YAMLMap, key: string, order: readonly string[]): YAMLSeq {
  const cur = map.get(key, true);
  if (isSeq(cur)) {
    cur.flow = false;
    return cur;
  }
  if (cur !== undefined && !(isScalar(cur) && cur.value === null)) throw new EditError(`"${key}" is not a list`);
  const node = new YAMLSeq(doc.schema);
  put(map, key, node, order);
  return node;
}

/** Sets `key` in `map`, inserting a new key before the first key that comes after it in `order`. */
function put(map: YAMLMap, key: string, value: Node, order: readonly string[]): void {
  const existing = map.items.findIndex((p) => isScalar(p.key) && p.key.value === key);
  if (existing >= 0) {
    map.set(key, value);
    return;
  }
  const rank = order.indexOf(key);
  const at = map.items.findIndex((p) => {
    const k = isScalar(p.key) ? String(p.key.value) : "";
    const r = order.indexOf(k);
    return rank >= 0 && r > rank;
  });
  const pair = new Pair(new Scalar(key), value);
  if (at < 0) map.items.push(pair);
  else map.items.splice(at, 0, pair);
}

function flow(doc: Document, value: Json | AnswerJson): Node {
  return doc.createNode(value, { flow: true });
}

function root(doc: Document): YAMLMap {
  if (!isMap(doc.contents)) throw new EditError("the scenario is not a map");
  return doc.contents;
}

/**
 * Applies one edit. `ids` are the scenario ids already used (for new objects' ids), `players`
 * the scenario's players.
 */
export function applyEdit(yaml: string, edit: Edit, ids: ReadonlySet<string>, players: readonly string[]): string {
  const doc = parse(yaml);
  const top = root(doc);
  switch (edit.kind) {
    case "appendStep": {
      const steps = childSeq(doc, top, "steps", TOP_ORDER);
      moveExpectToLastStep(doc, top, steps);
      steps.items.push(flow(doc, withId(edit.step, ids, players)));
      break;
    }
    case "answer": {
      const steps = top.get("steps", true);
      const step = isSeq(steps) ? steps.items[edit.step] : undefined;
      if (!isMap(step)) throw new EditError(`there is no step ${edit.step + 1}`);
      const answers = step.get("answers", true);
      if (isSeq(answers)) answers.items.push(flow(doc, edit.answer));
      else step.set("answers", flow(doc, [edit.answer]));
      break;
    }
    case "addObject": {
      if (!players.includes(edit.player)) throw new EditError(`there is no player ${edit.player}`);
      const id = edit.id ?? freshId(edit.card, ids, players);
      if (ids.has(id) || players.includes(id)) throw new EditError(`the id "${id}" is already used`);
      const obj: Record<string, Json> = { id, card: edit.card };
      if (edit.token) obj.token = true;
      if (edit.zone === "battlefield") obj.controller = edit.player;
      if (edit.tapped) obj.tapped = true;
      if (edit.faceDown) obj.faceDown = true;
      if (edit.face === "back") obj.face = "back";
      if (edit.counters && Object.keys(edit.counters).length > 0) obj.counters = { ...edit.counters };
      if (edit.chosen && Object.keys(edit.chosen).length > 0) {
        if (edit.zone !== "battlefield")
          throw new EditError("“as enters” choices are made only by a permanent entering the battlefield (614.12)");
        obj.chosen = Object.fromEntries(
          Object.entries(edit.chosen).filter((e): e is [string, Json] => e[1] !== undefined),
        );
      }
      const setup = childMap(doc, top, "setup", TOP_ORDER);
      setup.flow = false;
      const list =
        edit.zone === "battlefield"
          ? childSeq(doc, setup, "battlefield", SETUP_ORDER)
          : childSeq(doc, playerZones(doc, setup, edit.zone), edit.player, players);
      list.items.push(flow(doc, obj));
      break;
    }
    case "truncate": {
      const steps = top.get("steps", true);
      if (isSeq(steps)) steps.items.splice(edit.from);
      break;
    }
    case "removeObject": {
      const setup = top.get("setup", true);
      if (!isMap(setup) || !removeSetupObject(setup, edit.id))
        throw new EditError(`no setup object has the id "${edit.id}"`);
      break;
    }
    case "rename":
      put(top, "scenario", new Scalar(edit.name), TOP_ORDER);
      break;
    case "setTurn":
      if (!players.includes(edit.active)) throw new EditError(`there is no player ${edit.active}`);
      put(top, "turn", flow(doc, { active: edit.active, step: edit.step, number: edit.number }), TOP_ORDER);
      break;
    case "setLife": {
      if (!players.includes(edit.player)) throw new EditError(`there is no player ${edit.player}`);
      const setup = childMap(doc, top, "setup", TOP_ORDER);
      setup.flow = false;
      const life = childMap(doc, setup, "life", SETUP_ORDER);
      life.flow = true;
      life.set(edit.player, edit.life);
      break;
    }
  }
  return text(doc);
}

function playerZones(doc: Document, setup: YAMLMap, zone: string): YAMLMap {
  const m = childMap(doc, setup, zone, SETUP_ORDER);
  m.flow = false;
  return m;
}

/**
 * Steps appended after an imported scenario's last step would make its `expect:` list (about the
 * end of the file) fail: the list becomes a `check:` of that step, checked where it was true.
 */
function moveExpectToLastStep(doc: Document, top: YAMLMap, steps: YAMLSeq): void {
  const expect = top.get("expect", true);
  const last = steps.items[steps.items.length - 1];
  if (!isSeq(expect) || expect.items.length === 0 || !isMap(last)) return;
  const check = last.get("check", true);
  if (isSeq(check)) check.items.push(...expect.items);
  else {
    const seq = new YAMLSeq(doc.schema);
    seq.flow = last.flow === true;
    seq.items.push(...expect.items);
    last.set("check", seq);
  }
  top.delete("expect");
}

function removeSetupObject(setup: YAMLMap, id: string): boolean {
  const lists: YAMLSeq[] = [];
  for (const pair of setup.items) {
    if (isSeq(pair.value)) lists.push(pair.value);
    else if (isMap(pair.value)) for (const p of pair.value.items) if (isSeq(p.value)) lists.push(p.value);
  }
  for (const list of lists) {
    const i = list.items.findIndex((item) => isMap(item) && item.get("id") === id);
    if (i >= 0) {
      list.items.splice(i, 1);
      return true;
    }
  }
  return false;
}

/**
 * A copy made by a step kind that makes one (`createCopy`, `copySpell`: `makesCopy` in the step
 * registry) gets a scenario id ("bolt-copy"), so that later steps, answers and the exported file can name it.
 */
function withId(
  step: { readonly [key: string]: Json },
  ids: ReadonlySet<string>,
  players: readonly string[],
): { readonly [key: string]: Json } {
  for (const key of COPY_MAKING_KEYS) {
    const body = step[key];
    if (!isJsonMap(body) || "id" in body) continue;
    const of = "of" in body ? body.of : null;
    const sel = isJsonMap(of) ? of.select : null;
    const name = isJsonMap(sel) ? sel.name : null;
    const base = typeof of === "string" ? of : typeof name === "string" ? name : "copy";
    return { ...step, [key]: { ...body, id: freshId(`${base} copy`, ids, players) } };
  }
  return step;
}

function isJsonMap(v: Json | undefined): v is { readonly [key: string]: Json } {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** "Chimeric Staff" → "chimeric-staff", then "chimeric-staff-2", … */
export function freshId(card: string, ids: ReadonlySet<string>, players: readonly string[]): string {
  const base =
    card
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .split("//")[0]
      ?.replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 24)
      .replace(/-+$/, "") || "object";
  const taken = (s: string) => ids.has(s) || players.some((p) => p.toLowerCase() === s.toLowerCase());
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}

/** Every `id:` written in the document (setup objects, ids given by steps). */
export function idsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, out);
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (k === "id" && typeof v === "string") out.add(v);
      else idsIn(v, out);
    }
  }
  return out;
}

/** Appends expectations to the `expect:` list. */
export function appendExpectations(
  yaml: string,
  entries: readonly { readonly [key: string]: Json }[],
  comment: string,
): string {
  const doc = parse(yaml);
  const top = root(doc);
  const expect = childSeq(doc, top, "expect", TOP_ORDER);
  const nodes = entries.map((e) => flow(doc, e));
  const first = nodes[0];
  if (first && comment) first.commentBefore = ` ${comment}`;
  expect.items.push(...nodes);
  return text(doc);
}

/** The steps of the document, each as one line of YAML (for the history list). */
export function stepTexts(yaml: string): string[] {
  const doc = parse(yaml);
  const steps = root(doc).get("steps", true);
  if (!isSeq(steps)) return [];
  return steps.items.map((s) =>
    stringify(isMap(s) || isSeq(s) || isScalar(s) ? s.toJSON() : null, { collectionStyle: "flow", lineWidth: 0 })
      .replace(/\s+/g, " ")
      .trim(),
  );
}
