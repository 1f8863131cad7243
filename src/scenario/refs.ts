import { own } from "../kernel/records.js";
import { RulesViolation } from "../kernel/problem.js";
import { derive } from "../mtg/layers/derive.js";
import type { GameObject, ObjectId, StackAbility } from "../mtg/model/object.js";
import type { GameState } from "../mtg/model/state.js";
import { follow } from "../mtg/game/objects.js";
import type { ObjectRef, Selector, TargetRef } from "./ast.js";
import type { Aliases } from "./buildState.js";
import { isCopy } from "./copyStatus.js";

/** The engine object a scenario id names now (following zone changes), or undefined if gone. */
export function aliasTarget(state: GameState, aliases: Aliases, id: string): ObjectId | undefined {
  const base = aliases.get(id);
  if (base === undefined) return undefined;
  const now = follow(state, base);
  return own(state.objects, now) ? now : undefined;
}

/** Every object matching a selector (6.1); objects that ceased to exist match nothing. */
export function selectAll(state: GameState, aliases: Aliases, sel: Selector): ObjectId[] {
  const d = derive(state);
  const out: ObjectId[] = [];
  for (const o of candidates(state, aliases, sel)) {
    if (sel.zone !== undefined && o.zone !== sel.zone) continue;
    if (sel.zone === undefined && o.ability) continue;
    const c = d.get(o.id);
    const name = o.ability ? abilitySourceName(state, o.ability) : (c?.name ?? null);
    if (sel.name !== undefined && (sel.name === null ? name !== null : name?.toLowerCase() !== sel.name.toLowerCase()))
      continue;
    if (sel.controller !== undefined && (c?.controller ?? o.controller) !== sel.controller) continue;
    if (sel.owner !== undefined && o.owner !== sel.owner) continue;
    if (sel.token !== undefined && (o.token !== null && !o.isCopyOfSpell) !== sel.token) continue;
    if (sel.copy !== undefined && isCopy(state, o.id) !== sel.copy) continue;
    if (sel.faceDown !== undefined && o.status.faceDown !== sel.faceDown) continue;
    if (sel.ability !== undefined && (o.ability !== null) !== sel.ability) continue;
    if (sel.types !== undefined && !sel.types.every((t) => c?.types.some((x) => x.toLowerCase() === t.toLowerCase())))
      continue;
    out.push(o.id);
  }
  const sorted = out.sort((a, b) => (state.objects[a]?.timestamp ?? 0) - (state.objects[b]?.timestamp ?? 0));
  if (sel.index === undefined) return sorted;
  const nth = sorted[sel.index];
  return nth === undefined ? [] : [nth];
}

/**
 * The objects a selector can match, looked up rather than scanned where it says where to look: the
 * one object of an id, else the objects of its zone (each zone keeps a list of its objects).
 */
function candidates(state: GameState, aliases: Aliases, sel: Selector): GameObject[] {
  const ids = candidateIds(state, aliases, sel);
  return ids === null ? Object.values(state.objects) : ids.flatMap((id) => state.objects[id] ?? []);
}

function candidateIds(state: GameState, aliases: Aliases, sel: Selector): readonly ObjectId[] | null {
  if (sel.id !== undefined) {
    const id = aliasTarget(state, aliases, sel.id);
    return id === undefined ? [] : [id];
  }
  const zone = sel.zone;
  if (zone === undefined) return null;
  if (zone === "battlefield" || zone === "stack") return state[zone];
  return state.players.flatMap((p) => p[zone]);
}

/**
 * docs/scenario-format.md §6.1: an ability's name is its source's — the source as it is, or as it last existed if it
 * has left its zone (113.7a: "Geralf's Messenger" for the undying trigger of a Phantasmal Image
 * that was a copy of it).
 */
export function abilitySourceName(state: GameState, ability: StackAbility): string | null {
  const live = derive(state).get(ability.sourceId)?.name;
  if (state.objects[ability.sourceId]) return live ?? null;
  return ability.sourceName !== undefined
    ? ability.sourceName
    : (derive(state).get(follow(state, ability.sourceId))?.name ?? null);
}

/** Resolves a reference to exactly one live object, or stops the scenario with a located problem. */
export function resolveRef(state: GameState, aliases: Aliases, ref: ObjectRef, file: string): ObjectId {
  if (ref.kind === "id") {
    const id = aliasTarget(state, aliases, ref.id);
    if (id === undefined)
      throw located(
        `"${ref.id}" no longer exists (it left the game or ceased to exist)`,
        "ref.unknownObject",
        file,
        ref.line,
      );
    return id;
  }
  return selectOne(state, aliases, ref.selector, file, ref.line);
}

export function selectOne(state: GameState, aliases: Aliases, sel: Selector, file: string, line: number): ObjectId {
  const found = selectAll(state, aliases, sel);
  if (found.length !== 1 || found[0] === undefined) {
    throw located(
      `the selector matches ${found.length} objects; it must match exactly one`,
      "ref.ambiguousSelector",
      file,
      line,
    );
  }
  return found[0];
}

/** A target: an object id, a player name, or a selector. */
export function resolveTarget(state: GameState, aliases: Aliases, t: TargetRef, file: string): string {
  if (t.kind === "select") return selectOne(state, aliases, t.selector, file, t.line);
  if (state.players.some((p) => p.name === t.name)) return t.name;
  const id = aliasTarget(state, aliases, t.name);
  if (id === undefined)
    throw located(`"${t.name}" is neither an object that exists now nor a player`, "ref.unknownObject", file, t.line);
  return id;
}

export function located(
  message: string,
  code: "ref.unknownObject" | "ref.ambiguousSelector" | "rules.badAnswer",
  file: string,
  line: number,
): RulesViolation {
  return new RulesViolation({ code, message, file, line });
}
