import { quote } from "../quote.js";
/**
 * Raw (schema-checked) GA scenario → AST: defaults, short forms, and references — cards known to
 * the library or defined in `cards:`, players, ids defined once and before they are used.
 */
import type { Problem, ProblemCode } from "../../kernel/problem.js";
import { gaCardNames, libraryCard } from "../../ga/cards/library.js";
import type { Element } from "../../ga/model/element.js";
import { closest } from "../../kernel/closest.js";
import type { PositionIndex } from "../positions.js";
import type {
  GaAnswer,
  GaCardDefAst,
  GaExpectation,
  GaObjectChecks,
  GaRef,
  GaScenario,
  GaSelector,
  GaSetupObject,
  GaSetupZone,
  GaStackCheck,
  GaStep,
  GaTargetRef,
} from "./ast.js";
import { GA_SETUP_ZONES } from "./ast.js";
import {
  GA_ACTION_KEYS,
  GA_OBJECT_CHECK_KEYS,
  GA_PLAYER_CHECK_KEYS,
  type RawGaAnswer,
  type RawGaCard,
  type RawGaCardFace,
  type RawGaExpectation,
  type RawGaRef,
  type RawGaScenario,
  type RawGaSelector,
  type RawGaSetupObject,
  type RawGaStep,
  type RawGaTarget,
} from "./schema.js";

type Path = (string | number)[];

export function normalizeGaScenario(
  raw: RawGaScenario,
  file: string,
  positions: PositionIndex,
): { scenario?: GaScenario; problems: Problem[] } {
  const n = new GaNormalizer(file, positions);
  const scenario = n.scenario(raw);
  return n.problems.length > 0 ? { problems: n.problems } : { scenario, problems: [] };
}

class GaNormalizer {
  readonly problems: Problem[] = [];
  private players: readonly string[] = [];
  private readonly inline = new Map<string, string>();
  private readonly ids = new Set<string>();

  constructor(
    private readonly file: string,
    private readonly positions: PositionIndex,
  ) {}

  private line(path: Path): number {
    return this.positions.locate(path).line;
  }

  private report(code: ProblemCode, message: string, path: Path): void {
    if (this.problems.length >= 50) return;
    const at = this.positions.locate(path, { key: code === "schema.unknownKey" });
    this.problems.push({ code, message, file: this.file, line: at.line, column: at.column, path });
  }

  scenario(raw: RawGaScenario): GaScenario {
    this.players = raw.players ?? ["Alice", "Bob"];
    if (new Set(this.players).size !== this.players.length)
      this.report("schema.badValue", "a player is listed twice in players", ["players"]);
    const active = raw.turn?.active ?? this.players[0] ?? "Alice";
    this.player(active, ["turn", "active"]);
    const cards = (raw.cards ?? []).map((c, i) => this.card(c, ["cards", i]));
    for (const c of cards) {
      this.inline.set(c.name.toLowerCase(), c.name);
      if (c.back) this.inline.set(c.back.name.toLowerCase(), c.name);
    }
    const setup = this.setup(raw);
    const steps = (raw.steps ?? []).map((s, i) => this.step(s, ["steps", i], i));
    const expect = (raw.expect ?? []).map((e, i) => this.expectation(e, ["expect", i], `expect[${i}]`));
    return {
      file: this.file,
      name: raw.scenario.replace(/\s+/g, " ").trim(),
      line: this.line(["scenario"]),
      rules: raw.rules,
      cite: (raw.cite ?? []).map(String),
      players: this.players,
      turn: { active, phase: raw.turn?.phase ?? "main", number: raw.turn?.number ?? 1 },
      cards,
      setup,
      steps,
      expect,
    };
  }

  private player(name: string | undefined, path: Path): void {
    if (name !== undefined && !this.players.includes(name))
      this.report("ref.unknownPlayer", `unknown player ${quote(name)} (players: ${this.players.join(", ")})`, path);
  }

  private cardName(name: string, path: Path): void {
    if (this.inline.has(name.toLowerCase()) || libraryCard(name)) return;
    const guesses = [
      ...new Set([...closest(name, gaCardNames(), 3), ...closest(name, [...this.inline.values()], 3)]),
    ].slice(0, 5);
    this.report(
      "ref.unknownCard",
      `unknown Grand Archive card ${quote(name)}: not in the card library nor in cards${guesses.length ? `; did you mean ${guesses.map((g) => quote(g)).join(", ")}?` : ""}`,
      path,
    );
  }

  private face(raw: RawGaCardFace, path: Path): GaCardDefAst {
    return {
      line: this.line(path),
      name: raw.name,
      element: (raw.element ?? ["Norm"]) as Element[],
      supertypes: raw.supertypes ?? [],
      types: raw.types,
      classes: raw.classes ?? [],
      subtypes: raw.subtypes ?? raw.classes ?? [],
      reserveCost: raw.reserveCost ?? null,
      memoryCost: raw.memoryCost ?? null,
      level: raw.level ?? null,
      power: raw.power ?? null,
      life: raw.life ?? null,
      durability: raw.durability ?? null,
      speed: raw.speed ?? null,
      text: raw.text ?? "",
    };
  }

  private card(raw: RawGaCard, path: Path): GaCardDefAst {
    const front = this.face(raw, path);
    return raw.back ? { ...front, back: this.face(raw.back, [...path, "back"]) } : front;
  }

  private defineId(id: string | undefined, path: Path): void {
    if (id === undefined) return;
    if (this.ids.has(id)) this.report("ref.duplicateId", `the id ${quote(id)} is defined twice`, path);
    if (this.players.includes(id)) this.report("ref.duplicateId", `the id ${quote(id)} is also a player's name`, path);
    this.ids.add(id);
  }

  private setup(raw: RawGaScenario) {
    const setup = raw.setup ?? {};
    const objects: GaSetupObject[] = [];
    (setup.field ?? []).forEach((o, i) => {
      objects.push(this.setupObject(o, ["setup", "field", i], "field", undefined));
    });
    for (const zone of GA_SETUP_ZONES) {
      if (zone === "field") continue;
      const perPlayer = setup[zone];
      for (const [player, list] of Object.entries(perPlayer ?? {})) {
        this.player(player, ["setup", zone, player]);
        (list ?? []).forEach((o, i) => {
          objects.push(this.setupObject(o, ["setup", zone, player, i], zone, player));
        });
      }
    }
    const elements: Record<string, Element[]> = {};
    for (const [player, list] of Object.entries(setup.elements ?? {})) {
      this.player(player, ["setup", "elements", player]);
      elements[player] = list;
    }
    const empower: Record<string, number> = {};
    for (const [player, value] of Object.entries(setup.empower ?? {})) {
      this.player(player, ["setup", "empower", player]);
      empower[player] = value;
    }
    const combat = setup.combat;
    if (combat) {
      this.useId(combat.attacker, ["setup", "combat", "attacker"]);
      if (combat.target) this.useId(combat.target, ["setup", "combat", "target"]);
    }
    return {
      objects,
      elements,
      empower,
      ...(combat
        ? { combat: { attacker: combat.attacker, target: combat.target ?? null, line: this.line(["setup", "combat"]) } }
        : {}),
    };
  }

  private setupObject(raw: RawGaSetupObject, path: Path, zone: GaSetupZone, player: string | undefined): GaSetupObject {
    if (raw.card === undefined && raw.token === undefined)
      this.report("schema.missingKey", 'a setup object needs "card" or "token"', path);
    if (raw.card !== undefined && raw.token !== undefined)
      this.report("schema.badValue", 'a setup object has either "card" or "token", not both', path);
    if (raw.card !== undefined) this.cardName(raw.card, [...path, "card"]);
    if (raw.token !== undefined && zone !== "field")
      this.report("schema.badValue", "tokens exist only on the field (Tokens 3)", [...path, "token"]);
    for (const name of raw.lineage ?? []) this.cardName(name, [...path, "lineage"]);
    this.player(raw.controller, [...path, "controller"]);
    this.player(raw.owner, [...path, "owner"]);
    if (raw.copyOf) this.useId(raw.copyOf, [...path, "copyOf"]);
    this.defineId(raw.id, [...path, "id"]);
    const owner = raw.owner ?? player ?? raw.controller ?? this.players[0] ?? "Alice";
    const out: GaSetupObject = {
      line: this.line(path),
      zone,
      owner,
      controller: raw.controller ?? owner,
      ...(raw.id !== undefined ? { id: raw.id } : {}),
      ...(raw.card !== undefined ? { card: raw.card } : {}),
      ...(raw.token !== undefined ? { token: this.card(raw.token, [...path, "token"]) } : {}),
      ...(raw.rested !== undefined ? { rested: raw.rested } : {}),
      ...(raw.counters !== undefined ? { counters: raw.counters } : {}),
      ...(raw.damage !== undefined ? { damage: raw.damage } : {}),
      ...(raw.face !== undefined ? { face: raw.face } : {}),
      ...(raw.properties !== undefined ? { properties: raw.properties } : {}),
      ...(raw.chosen?.cardName !== undefined ? { chosenName: raw.chosen.cardName } : {}),
      ...(raw.copyOf !== undefined ? { copyOf: raw.copyOf } : {}),
      ...(raw.lineage !== undefined ? { lineage: raw.lineage } : {}),
      ...(raw.cardCopy !== undefined ? { cardCopy: raw.cardCopy } : {}),
    };
    return out;
  }

  private useId(id: string, path: Path): void {
    if (!this.ids.has(id))
      this.report(
        "ref.unknownObject",
        `unknown id ${quote(id)}: no object with this id is set up or introduced by an earlier step`,
        path,
      );
  }

  private selector(raw: RawGaSelector, path: Path): GaSelector {
    this.player(raw.controller, [...path, "controller"]);
    this.player(raw.owner, [...path, "owner"]);
    const out: { -readonly [K in keyof GaSelector]: GaSelector[K] } = {};
    if (raw.name !== undefined) out.name = raw.name;
    if (raw.zone !== undefined) out.zone = raw.zone;
    if (raw.controller !== undefined) out.controller = raw.controller;
    if (raw.owner !== undefined) out.owner = raw.owner;
    if (raw.token !== undefined) out.token = raw.token;
    if (raw.copy !== undefined) out.copy = raw.copy;
    if (raw.types !== undefined) out.types = raw.types;
    if (raw.ability !== undefined) out.ability = raw.ability;
    return out;
  }

  private ref(raw: RawGaRef, path: Path): GaRef {
    const line = this.line(path);
    if (typeof raw === "string") {
      this.useId(raw, path);
      return { kind: "id", id: raw, line };
    }
    return { kind: "select", selector: this.selector(raw.select, [...path, "select"]), line };
  }

  private target(raw: RawGaTarget, path: Path): GaTargetRef {
    const line = this.line(path);
    if (typeof raw === "string") {
      if (!this.players.includes(raw)) this.useId(raw, path);
      return { kind: "name", name: raw, line };
    }
    return { kind: "select", selector: this.selector(raw.select, [...path, "select"]), line };
  }

  private answer(raw: RawGaAnswer, path: Path): GaAnswer {
    const line = this.line(path);
    if (raw === null) return { kind: "null", line };
    if (typeof raw === "string") return { kind: "name", name: raw, line };
    if (typeof raw === "number") return { kind: "number", value: raw, line };
    if (typeof raw === "boolean") return { kind: "bool", value: raw, line };
    if (Array.isArray(raw)) return { kind: "list", items: raw.map((a, i) => this.answer(a, [...path, i])), line };
    const sel = raw as { readonly select: RawGaSelector };
    return { kind: "select", selector: this.selector(sel.select, [...path, "select"]), line };
  }

  private oneObject(raw: RawGaRef | { readonly object: RawGaRef }, path: Path): GaRef {
    return typeof raw === "object" && "object" in raw ? this.ref(raw.object, [...path, "object"]) : this.ref(raw, path);
  }

  private step(raw: RawGaStep, path: Path, index: number): GaStep {
    const actions = GA_ACTION_KEYS.filter((k) => raw[k] !== undefined);
    const base = {
      line: this.line(path),
      index,
      answers: (raw.answers ?? []).map((a, i) => this.answer(a, [...path, "answers", i])),
      illegal: raw.illegal === true,
      check: [] as GaExpectation[],
    };
    const withCheck = (s: GaStep): GaStep => ({
      ...s,
      check: (raw.check ?? []).map((e, i) => this.expectation(e, [...path, "check", i], `steps[${index}].check[${i}]`)),
    });
    if (actions.length !== 1) {
      this.report(
        actions.length === 0 ? "schema.missingKey" : "schema.badValue",
        actions.length === 0
          ? `a step needs one action (${GA_ACTION_KEYS.join(", ")})`
          : `a step has one action, not ${actions.join(" and ")}`,
        path,
      );
      return { ...base, kind: "endTurn" };
    }
    const key = actions[0];
    const at = (k: string): Path => [...path, k];
    const targets = (list: readonly RawGaTarget[] | undefined, p: Path) =>
      list?.map((t, i) => this.target(t, [...p, i]));
    const refs = (list: readonly RawGaRef[] | undefined, p: Path) => list?.map((t, i) => this.ref(t, [...p, i]));
    switch (key) {
      case "activate": {
        const a = raw.activate;
        if (a === undefined) break;
        if (typeof a === "string" || "select" in a)
          return withCheck({ ...base, kind: "activate", card: this.ref(a, at("activate")) });
        const p = at("activate");
        if (a.ability !== undefined) {
          if (a.object === undefined) this.report("schema.missingKey", 'activating an ability needs "object"', p);
          const object =
            a.object !== undefined
              ? this.ref(a.object, [...p, "object"])
              : { kind: "id" as const, id: "", line: base.line };
          const tg = targets(a.targets, [...p, "targets"]);
          const rs = refs(a.reserve, [...p, "reserve"]);
          return withCheck({
            ...base,
            kind: "activateAbility",
            object,
            ability: a.ability,
            ...(a.by ? { by: a.by } : {}),
            ...(tg ? { targets: tg } : {}),
            ...(rs ? { reserve: rs } : {}),
          });
        }
        const cardRaw = a.card ?? a.object;
        if (cardRaw === undefined) this.report("schema.missingKey", 'activating a card needs "card"', p);
        this.player(a.by, [...p, "by"]);
        const tg = targets(a.targets, [...p, "targets"]);
        const reserve = refs(a.reserve, [...p, "reserve"]);
        const rest = refs(a.rest, [...p, "rest"]);
        const brew = refs(a.brew, [...p, "brew"]);
        return withCheck({
          ...base,
          kind: "activate",
          card:
            cardRaw !== undefined
              ? this.ref(cardRaw, [...p, a.card !== undefined ? "card" : "object"])
              : { kind: "id", id: "", line: base.line },
          ...(a.by ? { by: a.by } : {}),
          ...(tg ? { targets: tg } : {}),
          ...(a.modes ? { modes: a.modes } : {}),
          ...(a.x !== undefined ? { x: a.x } : {}),
          ...(reserve ? { reserve } : {}),
          ...(rest ? { rest } : {}),
          ...(a.imbue !== undefined ? { imbue: a.imbue } : {}),
          ...(brew ? { brew } : {}),
          ...(a.prepare !== undefined ? { prepare: a.prepare } : {}),
        });
      }
      case "materialize": {
        const m = raw.materialize;
        if (m === undefined) break;
        if (typeof m === "string" || "select" in m)
          return withCheck({ ...base, kind: "materialize", card: this.ref(m, at("materialize")) });
        const tg = targets(m.targets, [...at("materialize"), "targets"]);
        return withCheck({
          ...base,
          kind: "materialize",
          card: this.ref(m.card, [...at("materialize"), "card"]),
          ...(m.by ? { by: m.by } : {}),
          ...(tg ? { targets: tg } : {}),
        });
      }
      case "resolve":
        return withCheck({ ...base, kind: "resolve", count: raw.resolve ?? 1 });
      case "advance": {
        const v = raw.advance;
        if (v === undefined) break;
        return withCheck(
          typeof v === "string"
            ? { ...base, kind: "advance", to: v, nextTurn: false }
            : { ...base, kind: "advance", to: v.to, nextTurn: v.turn === "next" },
        );
      }
      case "rest":
      case "wakeUp":
      case "transform":
      case "destroy":
      case "banish": {
        const v = raw[key];
        if (v === undefined) break;
        return withCheck({ ...base, kind: key, object: this.oneObject(v, at(key)) });
      }
      case "summon": {
        const s = raw.summon;
        if (s === undefined) break;
        this.player(s.controller, [...at("summon"), "controller"]);
        this.defineId(s.id, [...at("summon"), "id"]);
        return withCheck({
          ...base,
          kind: "summon",
          token: this.card(s.token, [...at("summon"), "token"]),
          controller: s.controller ?? this.players[0] ?? "Alice",
          rested: s.rested === true,
          ...(s.id ? { id: s.id } : {}),
        });
      }
      case "summonCopy": {
        const s = raw.summonCopy;
        if (s === undefined) break;
        const of = this.ref(s.of, [...at("summonCopy"), "of"]);
        this.player(s.controller, [...at("summonCopy"), "controller"]);
        this.defineId(s.id, [...at("summonCopy"), "id"]);
        return withCheck({
          ...base,
          kind: "summonCopy",
          of,
          controller: s.controller ?? this.players[0] ?? "Alice",
          rested: s.rested === true,
          ...(s.id ? { id: s.id } : {}),
        });
      }
      case "becomeCopy": {
        const s = raw.becomeCopy;
        if (s === undefined) break;
        return withCheck({
          ...base,
          kind: "becomeCopy",
          object: this.ref(s.object, [...at("becomeCopy"), "object"]),
          of: this.ref(s.of, [...at("becomeCopy"), "of"]),
          ...(s.except?.name ? { name: s.except.name } : {}),
        });
      }
      case "copyActivation": {
        const s = raw.copyActivation;
        if (s === undefined) break;
        this.player(s.controller, [...at("copyActivation"), "controller"]);
        const nt =
          s.newTargets === undefined || s.newTargets === false
            ? undefined
            : targets(s.newTargets, [...at("copyActivation"), "newTargets"]);
        return withCheck({
          ...base,
          kind: "copyActivation",
          of: this.target(s.of, [...at("copyActivation"), "of"]),
          controller: s.controller ?? this.players[0] ?? "Alice",
          ...(nt ? { newTargets: nt } : {}),
        });
      }
      case "copyCard": {
        const s = raw.copyCard;
        if (s === undefined) break;
        const of = this.ref(s.of, [...at("copyCard"), "of"]);
        this.player(s.controller, [...at("copyCard"), "controller"]);
        this.defineId(s.id, [...at("copyCard"), "id"]);
        return withCheck({
          ...base,
          kind: "copyCard",
          of,
          controller: s.controller ?? this.players[0] ?? "Alice",
          ...(s.id ? { id: s.id } : {}),
        });
      }
      case "move": {
        const s = raw.move;
        if (s === undefined) break;
        return withCheck({ ...base, kind: "move", object: this.ref(s.object, [...at("move"), "object"]), to: s.to });
      }
      case "damage": {
        const s = raw.damage;
        if (s === undefined) break;
        return withCheck({ ...base, kind: "damage", to: this.ref(s.to, [...at("damage"), "to"]), amount: s.amount });
      }
      case "addCounters":
      case "removeCounters": {
        const s = raw[key];
        if (s === undefined) break;
        return withCheck({
          ...base,
          kind: key,
          object: this.ref(s.object, [...at(key), "object"]),
          counters: s.counters,
        });
      }
      case "modify": {
        const s = raw.modify;
        if (s === undefined) break;
        const { object, until, ...rest } = s;
        return withCheck({
          ...base,
          kind: "modify",
          object: this.ref(object, [...at("modify"), "object"]),
          modify: { ...rest, until: until ?? "endOfTurn", line: this.line(at("modify")) },
        });
      }
      case "negate": {
        const s = raw.negate;
        if (s === undefined) break;
        return withCheck({ ...base, kind: "negate", of: this.target(s.of, [...at("negate"), "of"]) });
      }
      case "endCombat":
        return withCheck({ ...base, kind: "endCombat" });
      case "endTurn":
        return withCheck({ ...base, kind: "endTurn" });
    }
    return { ...base, kind: "endTurn" };
  }

  private expectation(raw: RawGaExpectation, path: Path, label: string): GaExpectation {
    const line = this.line(path);
    const keys = Object.keys(raw) as (keyof RawGaExpectation)[];
    const subjects = (["object", "select", "player", "stack"] as const).filter((k) => raw[k] !== undefined);
    if (subjects.length !== 1) {
      this.report(
        subjects.length === 0 ? "schema.missingKey" : "schema.badValue",
        subjects.length === 0
          ? "an expectation needs one of object, select, player or stack"
          : `an expectation has one subject, not ${subjects.join(" and ")}`,
        path,
      );
      return { kind: "stack", entries: [], line, path: label, index: 0 };
    }
    const subject = subjects[0] ?? "stack";
    const allowed = new Set<string>(
      subject === "player"
        ? ["player", ...GA_PLAYER_CHECK_KEYS]
        : subject === "stack"
          ? ["stack"]
          : [subject, ...GA_OBJECT_CHECK_KEYS, ...(subject === "select" ? ["count"] : [])],
    );
    for (const k of keys)
      if (!allowed.has(k))
        this.report(
          "schema.unknownKey",
          `${quote(k)} does not belong in ${subject === "player" ? "a player" : subject === "stack" ? "a stack" : "an object"} expectation at ${label}`,
          [...path, k],
        );
    const checks: GaObjectChecks = Object.fromEntries(
      GA_OBJECT_CHECK_KEYS.filter((k) => raw[k as keyof RawGaExpectation] !== undefined).map((k) => [
        k,
        raw[k as keyof RawGaExpectation],
      ]),
    );
    if (checks.controller) this.player(checks.controller, [...path, "controller"]);
    const index = typeof path[path.length - 1] === "number" ? (path[path.length - 1] as number) : 0;
    switch (subject) {
      case "object":
        return raw.object !== undefined
          ? { kind: "object", object: this.ref(raw.object, [...path, "object"]), ...checks, line, path: label, index }
          : { kind: "stack", entries: [], line, path: label, index };
      case "select":
        return {
          kind: "select",
          selector: this.selector(raw.select ?? {}, [...path, "select"]),
          count: raw.count ?? 1,
          ...checks,
          line,
          path: label,
          index,
        };
      case "player": {
        this.player(raw.player, [...path, "player"]);
        return {
          kind: "player",
          player: raw.player ?? "",
          line,
          path: label,
          index,
          ...(raw.handSize !== undefined ? { handSize: raw.handSize } : {}),
          ...(raw.memorySize !== undefined ? { memorySize: raw.memorySize } : {}),
          ...(raw.mainDeckSize !== undefined ? { mainDeckSize: raw.mainDeckSize } : {}),
          ...(raw.graveyard !== undefined ? { graveyard: raw.graveyard } : {}),
          ...(raw.banishment !== undefined ? { banishment: raw.banishment } : {}),
          ...(raw.championDamage !== undefined ? { championDamage: raw.championDamage } : {}),
          ...(raw.lost !== undefined ? { lost: raw.lost } : {}),
        };
      }
      case "stack": {
        const entries: GaStackCheck[] = (raw.stack ?? []).map((s, i) => {
          const p = [...path, "stack", i];
          const tg = s.targets?.map((t, j) => this.target(t, [...p, "targets", j]));
          return {
            line: this.line(p),
            ...(s.name !== undefined ? { name: s.name } : {}),
            ...(s.controller !== undefined ? { controller: s.controller } : {}),
            ...(s.copy !== undefined ? { copy: s.copy } : {}),
            ...(s.ability !== undefined ? { ability: s.ability } : {}),
            ...(s.triggered !== undefined ? { triggered: s.triggered } : {}),
            ...(tg ? { targets: tg } : {}),
            ...(s.modes ? { modes: s.modes } : {}),
            ...(s.x !== undefined ? { x: s.x } : {}),
            ...(s.properties ? { properties: s.properties } : {}),
          };
        });
        return { kind: "stack", entries, line, path: label, index };
      }
    }
  }
}
