import { own } from "../kernel/records.js";
import { formatPath } from "../kernel/problem.js";
import { derive } from "../mtg/layers/derive.js";
import { manaValueOf } from "../mtg/layers/evaluate.js";
import { COLOR_WORDS, type Color } from "../mtg/model/color.js";
import type { ObjectId } from "../mtg/model/object.js";
import type { GameState } from "../mtg/model/state.js";
import type { Expectation, ObjectChecks, StackEntryExpectation } from "./ast.js";
import type { Aliases } from "./buildState.js";
import { isCopy } from "./copyStatus.js";
import { follow } from "../mtg/game/objects.js";
import { ScenarioNames } from "./names.js";
import { abilitySourceName, aliasTarget, resolveRef, resolveTarget, selectAll } from "./refs.js";

import type { Failure } from "./ruleset.js";

export type { Failure } from "./ruleset.js";

/** Checks expectations against the state; only the keys given are checked (docs/scenario-format.md §6). */
export function checkExpectations(
  state: GameState,
  aliases: Aliases,
  list: readonly Expectation[],
  file: string,
): Failure[] {
  const out: Failure[] = [];
  for (const e of list) out.push(...checkOne(state, aliases, e, file));
  return out;
}

function checkOne(state: GameState, aliases: Aliases, e: Expectation, file: string): Failure[] {
  const at = formatPath(e.path);
  switch (e.kind) {
    case "object": {
      if (e.object.kind === "id") {
        const id = aliasTarget(state, aliases, e.object.id);
        if (id === undefined) {
          if (e.checks.exists === false) return [];
          return [
            {
              at: `${at}.exists`,
              expected: true,
              actual: false,
              message: `"${e.object.id}" no longer exists`,
              line: e.line,
            },
          ];
        }
        return checkObject(state, aliases, id, e.checks, at, e.line);
      }
      const found = selectAll(state, aliases, e.object.selector);
      if (e.checks.exists === false && found.length === 0) return [];
      const id = resolveRef(state, aliases, e.object, file);
      return checkObject(state, aliases, id, e.checks, at, e.line);
    }
    case "select": {
      const found = selectAll(state, aliases, e.selector);
      if (found.length !== e.count) {
        return [
          {
            at: `${at}.count`,
            expected: e.count,
            actual: found.length,
            message: `the selector matched ${found.length} object(s), expected ${e.count}`,
            line: e.line,
          },
        ];
      }
      return found.flatMap((id) => checkObject(state, aliases, id, e.checks, at, e.line));
    }
    case "player": {
      const p = state.players.find((x) => x.name === e.player);
      const failures: Failure[] = [];
      if (!p) return [{ at, expected: e.player, actual: null, message: `no player ${e.player}`, line: e.line }];
      const d = derive(state);
      const cmp = (key: string, expected: unknown, actual: unknown) => {
        if (expected !== undefined && JSON.stringify(expected) !== JSON.stringify(actual)) {
          failures.push({
            at: `${at}.${key}`,
            expected,
            actual,
            message: `${e.player}'s ${key} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
            line: e.line,
          });
        }
      };
      cmp("life", e.life, p.life);
      cmp("poison", e.poison, p.poison ?? 0);
      cmp("energy", e.energy, p.energy ?? 0);
      cmp("handSize", e.handSize, p.hand.length);
      cmp("librarySize", e.librarySize, p.library.length);
      cmp(
        "graveyard",
        e.graveyard,
        p.graveyard.map((id) => d.get(id)?.name ?? null),
      );
      cmp("lost", e.lost, p.lost);
      cmp("won", e.won, p.won === true);
      return failures;
    }
    case "stack": {
      const top = [...state.stack].reverse();
      if (top.length !== e.entries.length) {
        return [
          {
            at: `${at}.length`,
            expected: e.entries.length,
            actual: top.length,
            message: `the stack has ${top.length} object(s), expected ${e.entries.length}`,
            line: e.line,
          },
        ];
      }
      return e.entries.flatMap((entry, i) => checkStackEntry(state, aliases, top[i] ?? "", entry, `${at}[${i}]`, file));
    }
  }
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = [...a].map((s) => s.toLowerCase()).sort();
  const y = [...b].map((s) => s.toLowerCase()).sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

const colorWords = (cs: readonly Color[]) => cs.map((c) => COLOR_WORDS[c]);

function checkObject(
  state: GameState,
  _aliases: Aliases,
  id: ObjectId,
  checks: ObjectChecks,
  at: string,
  line: number,
): Failure[] {
  const failures: Failure[] = [];
  const o = state.objects[id];
  const c = derive(state).get(id);
  if (!o || !c) return [{ at, expected: "an object", actual: null, message: "the object no longer exists", line }];
  const fail = (key: string, expected: unknown, actual: unknown, message?: string) =>
    failures.push({
      at: `${at}.${key}`,
      expected,
      actual,
      message: message ?? `${key} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
      line,
    });
  const eq = (key: string, expected: unknown, actual: unknown) => {
    if (expected !== undefined && JSON.stringify(expected) !== JSON.stringify(actual)) fail(key, expected, actual);
  };
  if (checks.exists === false) fail("exists", false, true, "the object still exists");
  eq("zone", checks.zone, o.zone);
  if (checks.name !== undefined) {
    const name = o.ability ? abilitySourceName(state, o.ability) : c.name;
    if ((checks.name?.toLowerCase() ?? null) !== (name?.toLowerCase() ?? null)) fail("name", checks.name, name);
  }
  if (checks.manaCost !== undefined) eq("manaCost", checks.manaCost || null, c.manaCost || null);
  eq("manaValue", checks.manaValue, manaValueOf(derive(state).view, id, c));
  if (checks.colors !== undefined && !sameSet(checks.colors, c.colors))
    fail("colors", colorWords(checks.colors), colorWords(c.colors));
  for (const key of ["types", "subtypes", "supertypes"] as const) {
    const want = checks[key];
    if (want !== undefined && !sameSet(want, c[key])) fail(key, want, c[key]);
  }
  eq("power", checks.power, c.power);
  eq("toughness", checks.toughness, c.toughness);
  eq("loyalty", checks.loyalty, c.loyalty);
  eq("defense", checks.defense, c.defense);
  if (checks.abilities !== undefined) {
    for (const want of checks.abilities) {
      if (!c.abilities.some((a) => a.def.text.toLowerCase().includes(want.toLowerCase()))) {
        fail(
          "abilities",
          want,
          c.abilities.map((a) => a.def.text),
          `no ability's text contains "${want}"`,
        );
      }
    }
  }
  eq("abilityCount", checks.abilityCount, c.abilities.length);
  if (checks.counters !== undefined) {
    const want = checks.counters;
    if (Object.keys(want).length === 0) {
      if (Object.keys(o.counters).length > 0) fail("counters", {}, o.counters, "expected no counters at all");
    } else {
      for (const [kind, n] of Object.entries(want))
        if ((own(o.counters, kind) ?? 0) !== n) fail(`counters.${kind}`, n, own(o.counters, kind) ?? 0);
    }
  }
  eq("damage", checks.damage, o.damage); // 120.6: damage marked on it, removed in the cleanup step (514.2)
  eq("tapped", checks.tapped, o.status.tapped);
  eq("faceDown", checks.faceDown, o.status.faceDown);
  if (checks.face !== undefined) eq("face", checks.face, o.status.face === 1 ? "back" : "front");
  eq("flipped", checks.flipped, o.status.flipped);
  eq("token", checks.token, o.token !== null && !o.isCopyOfSpell); // a spell copy is not a token (707.10f)
  eq("copy", checks.copy, isCopy(state, id));
  eq("controller", checks.controller, c.controller);
  eq("owner", checks.owner, o.owner);
  eq("attacking", checks.attacking, o.attacking !== null);
  eq("protector", checks.protector, o.protector);
  return failures;
}

function checkStackEntry(
  state: GameState,
  aliases: Aliases,
  id: ObjectId,
  e: StackEntryExpectation,
  at: string,
  file: string,
): Failure[] {
  const failures: Failure[] = [];
  const o = state.objects[id];
  if (!o) return [{ at, expected: "an object", actual: null, message: "missing stack object", line: e.line }];
  const d = derive(state);
  const name = o.ability ? abilitySourceName(state, o.ability) : (d.get(id)?.name ?? null);
  const fail = (key: string, expected: unknown, actual: unknown) =>
    failures.push({
      at: `${at}.${key}`,
      expected,
      actual,
      message: `${key} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
      line: e.line,
    });
  if (e.name !== undefined && (e.name?.toLowerCase() ?? null) !== (name?.toLowerCase() ?? null))
    fail("name", e.name, name);
  if (e.controller !== undefined && e.controller !== o.controller) fail("controller", e.controller, o.controller);
  if (e.copy !== undefined && e.copy !== isCopy(state, id)) fail("copy", e.copy, isCopy(state, id));
  if (e.ability !== undefined && e.ability !== (o.ability !== null)) fail("ability", e.ability, o.ability !== null);
  if (e.targets !== undefined) {
    const want = e.targets.map((t) => resolveTarget(state, aliases, t, file));
    const actual = o.decisions?.targets ?? [];
    if (JSON.stringify(want) !== JSON.stringify(actual))
      fail(
        "targets",
        e.targets.map((t) => (t.kind === "name" ? t.name : "select")),
        actual.map(new ScenarioNames(state, aliases).name),
      );
  }
  if (e.modes !== undefined) {
    const actual = (o.decisions?.modes ?? []).map((m) => m + 1);
    if (JSON.stringify(e.modes) !== JSON.stringify(actual)) fail("modes", e.modes, actual);
  }
  if (e.x !== undefined && e.x !== (o.decisions?.x ?? null)) fail("x", e.x, o.decisions?.x ?? null);
  if (e.kicked !== undefined && e.kicked !== (o.decisions?.kicked ?? false))
    fail("kicked", e.kicked, o.decisions?.kicked ?? false);
  if (e.source !== undefined && o.ability) {
    const src = resolveRef(state, aliases, e.source, file);
    if (src !== follow(state, o.ability.sourceId))
      fail(
        "source",
        e.source.kind === "id" ? e.source.id : "select",
        new ScenarioNames(state, aliases).name(o.ability.sourceId),
      );
  }
  return failures;
}
