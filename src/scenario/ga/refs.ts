import { RulesViolation } from "../../kernel/problem.js";
import { deriveGa } from "../../ga/layers/derive.js";
import type { GaState } from "../../ga/model/state.js";
import { currentId } from "../../ga/game/zones.js";
import type { GaAliases } from "./buildState.js";
import type { GaRef, GaSelector, GaTargetRef } from "./ast.js";

/** The object a scenario id names now, following zone changes; or an Effects Stack instance id. */
export function gaAliasTarget(state: GaState, aliases: GaAliases, alias: string): string | undefined {
  const start = aliases.get(alias);
  if (start === undefined) return undefined;
  if (state.stack.some((i) => i.id === start)) return start;
  return currentId(state, start) ?? undefined;
}

function located(
  message: string,
  file: string,
  line: number,
  code: "ref.unknownObject" | "ref.ambiguousSelector" = "ref.unknownObject",
): RulesViolation {
  return new RulesViolation({ code, message, file, line });
}

/** Whether something is a copy: a token or card copy made by copying, an object under a copy effect, or a copied instance. */
export function isGaCopy(state: GaState, id: string): boolean {
  const inst = state.stack.find((i) => i.id === id);
  if (inst) return inst.copy;
  const obj = state.objects[id];
  if (!obj) return false;
  if (obj.virtual?.copy) return true;
  return state.effects.some((e) => e.copy && e.affected.includes(id));
}

/**
 * Everything a selector matches. `zone: effectsStack` matches Effects Stack instances (card
 * activations and abilities, by their source's name); other zones match cards and objects.
 */
export function gaSelectAll(state: GaState, sel: GaSelector): string[] {
  const d = deriveGa(state);
  if (sel.zone === "effectsStack") {
    return state.stack
      .filter((i) => {
        if (sel.name !== undefined && i.sourceName !== sel.name) return false;
        if (sel.controller !== undefined && i.controller !== sel.controller) return false;
        if (sel.copy !== undefined && i.copy !== sel.copy) return false;
        if (sel.ability !== undefined && (i.ability !== null) !== sel.ability) return false;
        return true;
      })
      .map((i) => i.id);
  }
  return Object.values(state.objects)
    .filter((o) => {
      const c = d.get(o.id);
      if (!c || o.zone === "lineage") return false;
      if (sel.zone !== undefined && o.zone !== sel.zone) return false;
      if (sel.name !== undefined && c.name !== sel.name) return false;
      if (sel.controller !== undefined && c.controller !== sel.controller) return false;
      if (sel.owner !== undefined && o.owner !== sel.owner) return false;
      if (sel.token !== undefined && (o.kind === "token") !== sel.token) return false;
      if (sel.copy !== undefined && isGaCopy(state, o.id) !== sel.copy) return false;
      if (sel.types !== undefined && !sel.types.every((t) => c.types.includes(t))) return false;
      return true;
    })
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((o) => o.id);
}

export function gaSelectOne(state: GaState, sel: GaSelector, file: string, line: number): string {
  const all = gaSelectAll(state, sel);
  if (all.length === 1 && all[0] !== undefined) return all[0];
  throw located(
    `the selector ${JSON.stringify(sel)} matches ${all.length} objects, not exactly one`,
    file,
    line,
    "ref.ambiguousSelector",
  );
}

export function gaResolveRef(state: GaState, aliases: GaAliases, ref: GaRef, file: string): string {
  if (ref.kind === "select") return gaSelectOne(state, ref.selector, file, ref.line);
  const id = gaAliasTarget(state, aliases, ref.id);
  if (id === undefined)
    throw located(`"${ref.id}" doesn't exist at this point (it may have ceased to exist)`, file, ref.line);
  return id;
}

/** A target: a player's name, an object, or — for a card on the Effects Stack — its latest instance. */
export function gaResolveTarget(
  state: GaState,
  aliases: GaAliases,
  t: GaTargetRef,
  file: string,
  wantInstance = false,
): string {
  if (t.kind === "select") return gaSelectOne(state, t.selector, file, t.line);
  if (state.players.some((p) => p.name === t.name)) return t.name;
  const id = gaAliasTarget(state, aliases, t.name);
  if (id === undefined) throw located(`"${t.name}" doesn't exist at this point`, file, t.line);
  if (wantInstance) return instanceOf(state, id) ?? id;
  return id;
}

/** The latest Effects Stack instance reading a card (the card's own activation, unless copies came later). */
export function instanceOf(state: GaState, id: string): string | undefined {
  if (state.stack.some((i) => i.id === id)) return id;
  const mine = state.stack.filter((i) => i.sourceId === id && !i.copy);
  return (mine[mine.length - 1] ?? state.stack.filter((i) => i.sourceId === id).pop())?.id;
}
