import { own } from "../../kernel/records.js";
import { deriveGa } from "../../ga/layers/derive.js";
import { showGaCharacteristic } from "../../ga/layers/characteristics.js";
import { propertyList } from "../../ga/model/properties.js";
import type { GaState } from "../../ga/model/state.js";
import { costToPay } from "../../ga/rules/costs.js";
import { zoneOf } from "../../ga/game/zones.js";
import { championOf } from "../../ga/layers/evaluate.js";
import type { Failure } from "../ruleset.js";
import type { GaExpectation, GaObjectChecks } from "./ast.js";
import type { GaAliases } from "./buildState.js";
import { gaAliasTarget, gaResolveTarget, gaSelectAll, isGaCopy } from "./refs.js";

/** Checks expectations against the state; only the keys given are checked. */
export function checkGaExpectations(
  state: GaState,
  aliases: GaAliases,
  list: readonly GaExpectation[],
  file: string,
): Failure[] {
  return list.flatMap((e) => checkOne(state, aliases, e, file));
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = [...a].map((s) => s.toLowerCase()).sort();
  const y = [...b].map((s) => s.toLowerCase()).sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function checkOne(state: GaState, aliases: GaAliases, e: GaExpectation, file: string): Failure[] {
  const at = e.path;
  switch (e.kind) {
    case "object": {
      const id =
        e.object.kind === "id" ? gaAliasTarget(state, aliases, e.object.id) : gaSelectAll(state, e.object.selector)[0];
      if (id === undefined || !state.objects[id]) {
        if (e.exists === false) return [];
        return [
          {
            at: `${at}.exists`,
            expected: true,
            actual: false,
            message: `${e.object.kind === "id" ? `"${e.object.id}"` : "the selected object"} no longer exists`,
            line: e.line,
          },
        ];
      }
      return checkObject(state, id, e, at, e.line);
    }
    case "select": {
      const ids = gaSelectAll(state, e.selector);
      const out: Failure[] = [];
      if (ids.length !== e.count)
        out.push({
          at: `${at}.count`,
          expected: e.count,
          actual: ids.length,
          message: `the selector matches ${ids.length} object(s), expected ${e.count}`,
          line: e.line,
        });
      for (const id of ids) if (state.objects[id]) out.push(...checkObject(state, id, e, at, e.line));
      return out;
    }
    case "player": {
      const out: Failure[] = [];
      const pl = state.players.find((p) => p.name === e.player);
      const d = deriveGa(state);
      const names = (zone: "graveyard" | "banishment") =>
        zoneOf(state, e.player, zone)
          .map((o) => d.get(o.id)?.name ?? o.id)
          .reverse();
      const check = (key: string, expected: unknown, actual: unknown) => {
        if (JSON.stringify(expected) !== JSON.stringify(actual))
          out.push({
            at: `${at}.${key}`,
            expected,
            actual,
            message: `${e.player}'s ${key} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
            line: e.line,
          });
      };
      if (e.handSize !== undefined) check("handSize", e.handSize, zoneOf(state, e.player, "hand").length);
      if (e.memorySize !== undefined) check("memorySize", e.memorySize, zoneOf(state, e.player, "memory").length);
      if (e.mainDeckSize !== undefined)
        check("mainDeckSize", e.mainDeckSize, zoneOf(state, e.player, "mainDeck").length);
      if (e.graveyard !== undefined) check("graveyard", e.graveyard, names("graveyard"));
      if (e.banishment !== undefined) check("banishment", e.banishment, names("banishment"));
      if (e.lost !== undefined) check("lost", e.lost, pl?.lost ?? false);
      if (e.championDamage !== undefined) {
        const champion = championOf(d.view, e.player);
        check("championDamage", e.championDamage, champion ? (state.objects[champion]?.counters.damage ?? 0) : null);
      }
      return out;
    }
    case "stack": {
      const out: Failure[] = [];
      const top = [...state.stack].reverse();
      if (top.length !== e.entries.length)
        out.push({
          at: `${at}.stack`,
          expected: e.entries.length,
          actual: top.length,
          message: `the Effects Stack holds ${top.length} instance(s), expected ${e.entries.length}`,
          line: e.line,
        });
      e.entries.forEach((want, i) => {
        const inst = top[i];
        if (!inst) return;
        const where = `${at}.stack[${i}]`;
        const fail = (key: string, expected: unknown, actual: unknown) =>
          out.push({
            at: `${where}.${key}`,
            expected,
            actual,
            message: `instance ${i + 1} from the top: ${key} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
            line: want.line,
          });
        if (want.name !== undefined && want.name !== inst.sourceName) fail("name", want.name, inst.sourceName);
        if (want.controller !== undefined && want.controller !== inst.controller)
          fail("controller", want.controller, inst.controller);
        if (want.copy !== undefined && want.copy !== inst.copy) fail("copy", want.copy, inst.copy);
        if (want.ability !== undefined && want.ability !== (inst.ability !== null))
          fail("ability", want.ability, inst.ability !== null);
        if (want.triggered !== undefined && want.triggered !== (inst.kind === "trigger"))
          fail("triggered", want.triggered, inst.kind === "trigger");
        if (want.x !== undefined && want.x !== inst.decisions.x) fail("x", want.x, inst.decisions.x);
        if (
          want.modes !== undefined &&
          JSON.stringify(want.modes) !== JSON.stringify(inst.decisions.modes.map((m) => m + 1))
        )
          fail(
            "modes",
            want.modes,
            inst.decisions.modes.map((m) => m + 1),
          );
        if (want.targets !== undefined) {
          const expected = want.targets.map((t) => gaResolveTarget(state, aliases, t, file));
          if (JSON.stringify(expected) !== JSON.stringify(inst.decisions.targets))
            fail(
              "targets",
              want.targets.map((t) => (t.kind === "name" ? t.name : "(selector)")),
              inst.decisions.targets,
            );
        }
        if (want.properties !== undefined) {
          const card = state.objects[inst.sourceId];
          const actual = card && !inst.ability ? propertyList(card.properties) : [];
          if (!sameSet(want.properties, actual)) fail("properties", want.properties, actual);
        }
      });
      return out;
    }
  }
}

function checkObject(state: GaState, id: string, e: GaObjectChecks, at: string, line: number): Failure[] {
  const out: Failure[] = [];
  const obj = state.objects[id];
  const d = deriveGa(state);
  const c = d.get(id);
  if (!obj || !c) return [{ at, expected: "an object", actual: null, message: `${id} has no characteristics`, line }];
  const label = `${c.name ?? id}`;
  const check = (
    key: string,
    expected: unknown,
    actual: unknown,
    same = JSON.stringify(expected) === JSON.stringify(actual),
  ) => {
    if (!same)
      out.push({
        at: `${at}.${key}`,
        expected,
        actual,
        message: `${label}: ${key} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
        line,
      });
  };
  if (e.exists !== undefined) check("exists", e.exists, true);
  if (e.zone !== undefined) check("zone", e.zone, obj.zone);
  if (e.name !== undefined) check("name", e.name, c.name);
  if (e.elements !== undefined) check("elements", e.elements, c.elements, sameSet(e.elements, c.elements));
  if (e.types !== undefined) check("types", e.types, c.types, sameSet(e.types, c.types));
  if (e.classes !== undefined) check("classes", e.classes, c.classes, sameSet(e.classes, c.classes));
  if (e.subtypes !== undefined) check("subtypes", e.subtypes, c.subtypes, sameSet(e.subtypes, c.subtypes));
  if (e.supertypes !== undefined) check("supertypes", e.supertypes, c.supertypes, sameSet(e.supertypes, c.supertypes));
  for (const key of ["reserveCost", "memoryCost", "level", "power", "life", "durability"] as const) {
    if (e[key] !== undefined) check(key, e[key], c[key]);
  }
  if (e.speed !== undefined) check("speed", e.speed, c.speed);
  if (e.abilities !== undefined) {
    for (const want of e.abilities) {
      if (!c.abilities.some((a) => a.def.text.toLowerCase().includes(want.toLowerCase()))) {
        out.push({
          at: `${at}.abilities`,
          expected: want,
          actual: showGaCharacteristic(c, "abilities"),
          message: `${label} has no ability whose text contains "${want}"`,
          line,
        });
      }
    }
  }
  if (e.abilityCount !== undefined) check("abilityCount", e.abilityCount, c.abilities.length);
  if (e.counters !== undefined) {
    const wanted =
      Object.keys(e.counters).length === 0
        ? {}
        : Object.fromEntries(Object.keys(e.counters).map((k) => [k, own(obj.counters, k) ?? 0]));
    check(
      "counters",
      Object.keys(e.counters).length === 0 ? {} : e.counters,
      Object.keys(e.counters).length === 0 ? obj.counters : wanted,
    );
  }
  if (e.damage !== undefined) check("damage", e.damage, obj.damage);
  if (e.rested !== undefined) check("rested", e.rested, obj.rested);
  if (e.properties !== undefined)
    check(
      "properties",
      e.properties,
      propertyList(obj.properties),
      sameSet(e.properties, propertyList(obj.properties)),
    );
  if (e.token !== undefined) check("token", e.token, obj.kind === "token");
  if (e.copy !== undefined) check("copy", e.copy, isGaCopy(state, id));
  if (e.transformed !== undefined) check("transformed", e.transformed, obj.zone === "field" && obj.face === 1);
  if (e.controller !== undefined) check("controller", e.controller, c.controller);
  if (e.owner !== undefined) check("owner", e.owner, obj.owner);
  if (e.chosenName !== undefined) check("chosenName", e.chosenName, obj.choices.cardName?.name ?? null);
  if (e.costToPlay !== undefined) {
    const player = obj.zone === "hand" || obj.zone === "materialDeck" ? obj.owner : c.controller;
    const kind = c.reserveCost !== null ? "reserve" : "memory";
    check("costToPlay", e.costToPlay, costToPay(d, id, player, kind).total);
  }
  return out;
}
