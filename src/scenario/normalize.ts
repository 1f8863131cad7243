import { quote } from "./quote.js";
import { closest } from "../kernel/closest.js";
import { own, setOwn } from "../kernel/records.js";
/**
 * From validated raw data (schema.ts) to the scenario AST (ast.ts): expands short forms,
 * fills in defaults, and checks what a schema cannot: unknown cards, unknown or duplicate
 * ids, ids used before the step that introduces them, unknown players, object limits.
 */
import type { Problem, ProblemCode } from "../kernel/problem.js";
import { formatPath } from "../kernel/problem.js";
import type { CardCatalog } from "./ruleset.js";
import type {
  Answer,
  CardDef,
  CardFaceDef,
  Chosen,
  Expectation,
  IdRef,
  NameRef,
  ObjectChecks,
  ObjectRef,
  Scenario,
  Selector,
  Setup,
  SetupObject,
  StackEntryExpectation,
  Step,
  StepCommon,
  TargetRef,
  Zone,
} from "./ast.js";
import type { PositionIndex } from "./positions.js";
import {
  ACTION_KEYS,
  OBJECT_CHECK_KEYS,
  PLAYER_CHECK_KEYS,
  type RawAnswer,
  type RawCard,
  type RawCardFace,
  type RawExpectation,
  type RawObjectRef,
  type RawScenario,
  type RawSelector,
  type RawSetupObject,
  type RawStackEntry,
  type RawStep,
  type RawTarget,
} from "./schema.js";
import { type RawAction, STEP_REGISTRY, type StepKey, type StepOf } from "./steps/index.js";
import type { StepDefinition, StepNormalizer } from "./steps/step.js";

export const DEFAULT_PLAYERS: readonly string[] = ["Alice", "Bob"];
export const DEFAULT_LIFE = 20;

export interface NormalizeLimits {
  /** Objects in the whole setup. */
  readonly maxObjects: number;
  /** Problems reported before giving up (suggestions are costly). */
  readonly maxProblems: number;
}

type Path = readonly (string | number)[];

const OWNED_ZONES = ["hand", "library", "graveyard", "exile", "command"] as const;

export function normalizeScenario(
  raw: RawScenario,
  file: string,
  positions: PositionIndex,
  catalog: CardCatalog,
  limits: NormalizeLimits,
): { readonly scenario?: Scenario; readonly problems: readonly Problem[] } {
  const n = new Normalizer(file, positions, catalog, limits);
  const scenario = n.scenario(raw);
  return n.problems.length > 0 ? { problems: n.problems } : { scenario, problems: [] };
}

class Normalizer implements StepNormalizer {
  readonly problems: Problem[] = [];
  private players: readonly string[] = DEFAULT_PLAYERS;
  private playerSet = new Set<string>(DEFAULT_PLAYERS);
  active = "Alice";
  /** Lower-cased names of cards defined in `cards:`. */
  private inlineCards = new Map<string, string>();
  /** Ids known at the current point of the file -> line where introduced. */
  private readonly ids = new Map<string, number>();
  private unknownCards = 0;

  constructor(
    private readonly file: string,
    private readonly pos: PositionIndex,
    private readonly catalog: CardCatalog,
    private readonly limits: NormalizeLimits,
  ) {}

  // -------------------------------------------------------------------------------------------
  // Problems and lines

  private line(path: Path, key = false): number {
    return this.pos.line(path, { key });
  }

  report(code: ProblemCode, message: string, path: Path, key = false): void {
    if (this.problems.length >= this.limits.maxProblems) return;
    const at = this.pos.locate(path, { key });
    this.problems.push({ code, message, file: this.file, line: at.line, column: at.column, path: [...path] });
  }

  where(path: Path): string {
    return path.length === 0 ? "the top level" : formatPath(path);
  }

  player(name: string | undefined, path: Path, key = false): void {
    if (name === undefined || this.playerSet.has(name)) return;
    this.report(
      "ref.unknownPlayer",
      `unknown player ${quote(name)} at ${this.where(path)}; the players are ${this.players.join(", ")}`,
      path,
      key,
    );
  }

  private knownId(id: string, path: Path, what: string, key = false): void {
    if (this.ids.has(id)) return;
    this.report(
      "ref.unknownObject",
      `unknown id ${quote(id)} at ${this.where(path)}: no ${what} with this id is defined in setup or by an earlier step`,
      path,
      key,
    );
  }

  introduceId(id: string, path: Path): void {
    const first = this.ids.get(id);
    if (first !== undefined) {
      this.report(
        "ref.duplicateId",
        `duplicate id ${quote(id)} at ${this.where(path)} (first defined at line ${first})`,
        path,
      );
      return;
    }
    if (this.playerSet.has(id)) {
      this.report("ref.duplicateId", `id ${quote(id)} at ${this.where(path)} is also a player's name`, path);
      return;
    }
    this.ids.set(id, this.line(path));
  }

  // -------------------------------------------------------------------------------------------
  // The file

  scenario(raw: RawScenario): Scenario {
    const players = raw.players ?? DEFAULT_PLAYERS;
    const seen = new Set<string>();
    players.forEach((p, i) => {
      if (seen.has(p)) this.report("schema.badValue", `player ${quote(p)} is listed twice in players`, ["players", i]);
      seen.add(p);
    });
    this.players = players;
    this.playerSet = seen;
    this.active = raw.turn?.active ?? players[0] ?? "Alice";
    this.player(raw.turn?.active, ["turn", "active"]);

    const cards = (raw.cards ?? []).map((c, i) => this.card(c, ["cards", i]));
    this.registerInlineCards(cards, raw.cards ?? []);

    const setup = this.setup(raw);
    const steps = (raw.steps ?? []).map((s, i) => this.step(s, ["steps", i]));
    const expect = (raw.expect ?? []).map((e, i) => this.expectation(e, ["expect", i]));

    return {
      file: this.file,
      name: raw.scenario.replace(/\s+/g, " ").trim(),
      line: this.line(["scenario"], true),
      rules: "mtg",
      cite: (raw.cite ?? []).map((c) => String(c)),
      players,
      turn: {
        active: this.active,
        step: raw.turn?.step ?? "main1",
        number: raw.turn?.number ?? 1,
        line: raw.turn === undefined ? 1 : this.line(["turn"]),
      },
      cards,
      setup,
      steps,
      expect,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Cards

  private face(raw: RawCardFace, path: Path): CardFaceDef {
    const printed = (v: string | number | null | undefined): string | null | undefined =>
      typeof v === "number" ? String(v) : v;
    const out: { -readonly [K in keyof CardFaceDef]: CardFaceDef[K] } = { name: raw.name, line: this.line(path) };
    if (raw.nameFr !== undefined) out.nameFr = raw.nameFr;
    if (raw.manaCost !== undefined) out.manaCost = raw.manaCost;
    if (raw.colors !== undefined) out.colors = raw.colors;
    if (raw.colorIndicator !== undefined) out.colorIndicator = raw.colorIndicator;
    if (raw.typeLine !== undefined) out.typeLine = raw.typeLine;
    if (raw.power !== undefined) out.power = printed(raw.power);
    if (raw.toughness !== undefined) out.toughness = printed(raw.toughness);
    if (raw.loyalty !== undefined) out.loyalty = printed(raw.loyalty);
    if (raw.defense !== undefined) out.defense = printed(raw.defense);
    if (raw.oracleText !== undefined) out.oracleText = raw.oracleText;
    return out;
  }

  card(raw: RawCard, path: Path): CardDef {
    const faces = raw.faces?.map((f, i) => {
      if (f.typeLine === undefined) {
        this.report("schema.missingKey", `missing required key "typeLine" at ${this.where([...path, "faces", i])}`, [
          ...path,
          "faces",
          i,
        ]);
      }
      return this.face(f, [...path, "faces", i]);
    });
    if (raw.typeLine === undefined && (faces === undefined || faces.length === 0)) {
      this.report("schema.missingKey", `missing required key "typeLine" at ${this.where(path)}`, path);
    }
    const def: CardDef = { ...this.face(raw, path) };
    return {
      ...def,
      ...(raw.layout !== undefined ? { layout: raw.layout } : {}),
      ...(faces !== undefined ? { faces } : {}),
    };
  }

  private registerInlineCards(cards: readonly CardDef[], raw: readonly RawCard[]): void {
    const first = new Map<string, number>();
    cards.forEach((c, i) => {
      const key = c.name.toLowerCase();
      const at = first.get(key);
      if (at !== undefined) {
        this.report("schema.badValue", `card ${quote(c.name)} is defined twice in cards (first at line ${at})`, [
          "cards",
          i,
          "name",
        ]);
      } else first.set(key, c.line);
      this.inlineCards.set(key, c.name);
      const faces = raw[i]?.faces ?? [];
      const front = faces[0];
      if (front !== undefined) this.inlineCards.set(front.name.toLowerCase(), c.name);
      if (faces.length > 1)
        this.inlineCards.set(
          faces
            .map((f) => f.name)
            .join(" // ")
            .toLowerCase(),
          c.name,
        );
    });
  }

  private cardKnown(name: string): boolean {
    return this.inlineCards.has(name.toLowerCase()) || this.catalog.has(name);
  }

  private checkCard(name: string, path: Path): void {
    if (this.cardKnown(name)) return;
    this.unknownCards++;
    let hint = "";
    if (this.unknownCards <= 20) {
      const suggestions = [...this.catalog.suggest(name), ...closest(name, [...this.inlineCards.values()])];
      const unique = [...new Set(suggestions)].slice(0, 5);
      if (unique.length > 0) hint = `; did you mean ${unique.map((s) => quote(s)).join(", ")}?`;
    }
    this.report(
      "ref.unknownCard",
      `unknown card ${quote(name)} at ${this.where(path)}: not in the card library nor in cards${hint}`,
      path,
    );
  }

  // -------------------------------------------------------------------------------------------
  // Setup

  private setup(raw: RawScenario): Setup {
    const s = raw.setup ?? {};
    const base: Path = ["setup"];
    const lists: { zone: Zone; player: string | undefined; path: Path; items: readonly RawSetupObject[] }[] = [];
    lists.push({ zone: "battlefield", player: undefined, path: [...base, "battlefield"], items: s.battlefield ?? [] });
    for (const zone of OWNED_ZONES) {
      for (const [player, items] of Object.entries(s[zone] ?? {})) {
        const path: Path = [...base, zone, player];
        this.player(player, path, true);
        lists.push({ zone, player, path, items: items ?? [] });
      }
    }
    const total = lists.reduce((sum, l) => sum + l.items.length, 0);
    if (total > this.limits.maxObjects) {
      this.report(
        "schema.numberOutOfRange",
        `the setup has ${total} objects; at most ${this.limits.maxObjects} are allowed`,
        base,
      );
      return this.emptySetup(raw);
    }
    // Every setup id is known to every setup object (attachedTo, copyOf may point forward).
    for (const l of lists) {
      l.items.forEach((o, i) => {
        if (o.id !== undefined) this.introduceId(o.id, [...l.path, i, "id"]);
      });
    }
    const life: Record<string, number> = {};
    for (const p of this.players) setOwn(life, p, DEFAULT_LIFE);
    for (const [p, v] of Object.entries(s.life ?? {})) {
      this.player(p, [...base, "life", p], true);
      setOwn(life, p, v);
    }
    const poison: Record<string, number> = {};
    for (const [p, v] of Object.entries(s.poison ?? {})) {
      this.player(p, [...base, "poison", p], true);
      setOwn(poison, p, v);
    }
    const energy: Record<string, number> = {};
    for (const [p, v] of Object.entries(s.energy ?? {})) {
      this.player(p, [...base, "energy", p], true);
      setOwn(energy, p, v);
    }
    const byZone = (zone: Zone): Record<string, SetupObject[]> => {
      const out: Record<string, SetupObject[]> = {};
      for (const p of this.players) setOwn(out, p, []);
      for (const l of lists) {
        if (l.zone !== zone || l.player === undefined) continue;
        const objects = l.items.map((o, i) => this.setupObject(o, [...l.path, i], zone, i, l.player));
        setOwn(out, l.player, [...(own(out, l.player) ?? []), ...objects]);
      }
      return out;
    };
    const battlefield = (s.battlefield ?? []).map((o, i) =>
      this.setupObject(o, [...base, "battlefield", i], "battlefield", i, undefined),
    );
    const setup: Setup = {
      line: raw.setup === undefined || raw.setup === null ? 1 : this.line(base),
      life,
      ...(Object.keys(poison).length > 0 ? { poison } : {}),
      ...(Object.keys(energy).length > 0 ? { energy } : {}),
      battlefield,
      hand: byZone("hand"),
      library: byZone("library"),
      graveyard: byZone("graveyard"),
      exile: byZone("exile"),
      command: byZone("command"),
    };
    if (s.manaPool === undefined) return setup;
    for (const p of Object.keys(s.manaPool)) this.player(p, [...base, "manaPool", p], true);
    return { ...setup, manaPool: { ...s.manaPool } };
  }

  private emptySetup(raw: RawScenario): Setup {
    const empty: Record<string, SetupObject[]> = {};
    return {
      line: raw.setup === undefined ? 1 : this.line(["setup"]),
      life: {},
      battlefield: [],
      hand: empty,
      library: empty,
      graveyard: empty,
      exile: empty,
      command: empty,
    };
  }

  private setupObject(
    o: RawSetupObject,
    path: Path,
    zone: Zone,
    index: number,
    zonePlayer: string | undefined,
  ): SetupObject {
    let card: SetupObject["card"];
    let token = false;
    if (typeof o.token === "object") {
      token = true;
      if (o.card !== undefined) {
        this.report(
          "schema.badValue",
          `give either card: or token: { … } at ${this.where(path)}, not both`,
          [...path, "card"],
          true,
        );
      }
      card = { kind: "inline", card: this.card(o.token, [...path, "token"]) };
    } else {
      token = o.token === true;
      if (o.card === undefined) {
        this.report(
          "schema.missingKey",
          `missing required key "card" at ${this.where(path)} (or give token: { name: …, typeLine: … })`,
          path,
        );
        card = { kind: "named", name: "", line: this.line(path) };
      } else {
        this.checkCard(o.card, [...path, "card"]);
        card = { kind: "named", name: o.card, line: this.line([...path, "card"]) };
      }
    }
    this.player(o.owner, [...path, "owner"]);
    this.player(o.controller, [...path, "controller"]);
    this.player(o.protector, [...path, "protector"]);
    const owner = o.owner ?? zonePlayer ?? o.controller ?? this.active;
    const controller = o.controller ?? owner;

    let attachedTo: NameRef | null = null;
    if (o.attachedTo !== undefined && o.attachedTo !== null) {
      attachedTo = this.nameRef(o.attachedTo, [...path, "attachedTo"]);
    }
    const out: { -readonly [K in keyof SetupObject]: SetupObject[K] } = {
      line: this.line(path),
      path,
      zone,
      index,
      card,
      token,
      owner,
      controller,
      tapped: o.tapped ?? false,
      counters: { ...(o.counters ?? {}) },
      faceDown: o.faceDown ?? false,
      face: o.face ?? "front",
      flipped: o.flipped ?? false,
      damage: o.damage ?? 0,
      attachedTo,
      summoningSick: o.summoningSick ?? false,
    };
    if (o.id !== undefined) out.id = o.id;
    if (o.protector !== undefined) out.protector = o.protector;
    if (o.chosen !== undefined) out.chosen = this.chosen(o.chosen, [...path, "chosen"]);
    if (o.meldedWith !== undefined) {
      out.meldedWith = this.meldedWith(o, path, zone);
      out.face = "back";
    }
    if (o.exiledWith !== undefined) {
      if (zone !== "exile")
        this.report("schema.badValue", `exiledWith at ${this.where(path)} is for a card set up in exile (607.2a)`, [
          ...path,
          "exiledWith",
        ]);
      out.exiledWith = this.idRef(o.exiledWith, [...path, "exiledWith"], "object");
    }
    if (o.commander === true) {
      if (token !== false || card.kind !== "named")
        this.report("schema.badValue", `commander at ${this.where(path)}: a commander is a card, not a token (903.3)`, [
          ...path,
          "commander",
        ]);
      out.commander = true;
    }
    return out;
  }

  /** 712.4a: a melded permanent is one card of a meld pair on the battlefield, back face up, with the other. */
  private meldedWith(o: RawSetupObject, path: Path, zone: Zone): { name: string; line: number } {
    const name = o.meldedWith ?? "";
    const at = [...path, "meldedWith"];
    this.checkCard(name, at);
    const bad = (why: string) => this.report("schema.badValue", `meldedWith at ${this.where(path)}: ${why}`, at);
    if (zone !== "battlefield") bad("a melded permanent is on the battlefield (712.4a)");
    if (o.card === undefined || typeof o.token === "object" || o.token === true)
      bad("a melded permanent is two cards: give card: and meldedWith: (712.4a)");
    if (o.face === "front") bad("a melded permanent has its back faces up (712.4a)");
    if (o.faceDown === true) bad("a melded permanent can't be face down (712.16)");
    return { name, line: this.line(at) };
  }

  private chosen(c: NonNullable<RawSetupObject["chosen"]>, path: Path): Chosen {
    const out: { -readonly [K in keyof Chosen]: Chosen[K] } = {};
    if (c.color !== undefined) out.color = c.color;
    if (c.creatureType !== undefined) out.creatureType = c.creatureType;
    if (c.cardName !== undefined) out.cardName = c.cardName;
    if (c.player !== undefined) {
      this.player(c.player, [...path, "player"]);
      out.player = c.player;
    }
    if (c.number !== undefined) out.number = c.number;
    if (c.copyOf === null) out.copyOf = null;
    else if (c.copyOf !== undefined) out.copyOf = this.idRef(c.copyOf, [...path, "copyOf"], "object");
    return out;
  }

  // -------------------------------------------------------------------------------------------
  // References

  idRef(id: string, path: Path, what: string, key = false): IdRef {
    this.knownId(id, path, what, key);
    return { kind: "id", id, line: this.line(path, key) };
  }

  private selector(raw: RawSelector, path: Path): Selector {
    const out: { -readonly [K in keyof Selector]: Selector[K] } = {};
    if (raw.name !== undefined) out.name = raw.name;
    if (raw.zone !== undefined) out.zone = raw.zone;
    if (raw.controller !== undefined) {
      this.player(raw.controller, [...path, "controller"]);
      out.controller = raw.controller;
    }
    if (raw.owner !== undefined) {
      this.player(raw.owner, [...path, "owner"]);
      out.owner = raw.owner;
    }
    if (raw.token !== undefined) out.token = raw.token;
    if (raw.copy !== undefined) out.copy = raw.copy;
    if (raw.faceDown !== undefined) out.faceDown = raw.faceDown;
    if (raw.ability !== undefined) out.ability = raw.ability;
    if (raw.types !== undefined) out.types = raw.types;
    if (raw.id !== undefined) {
      this.knownId(raw.id, [...path, "id"], "object");
      out.id = raw.id;
    }
    if (raw.index !== undefined) out.index = raw.index;
    return out;
  }

  /** Where the spec requires an object. */
  objectRef(raw: RawObjectRef, path: Path): ObjectRef {
    if (typeof raw === "string") return this.idRef(raw, path, "object");
    return { kind: "select", selector: this.selector(raw.select, [...path, "select"]), line: this.line(path) };
  }

  /** Where an object or a player is allowed. */
  target(raw: RawTarget, path: Path): TargetRef {
    if (typeof raw !== "string") {
      return { kind: "select", selector: this.selector(raw.select, [...path, "select"]), line: this.line(path) };
    }
    return this.nameRef(raw, path);
  }

  /** An object id or a player name, as written. */
  nameRef(raw: string, path: Path): NameRef {
    if (!this.ids.has(raw) && !this.playerSet.has(raw)) {
      this.report(
        "ref.unknownObject",
        `unknown id ${quote(raw)} at ${this.where(path)}: neither an object id defined in setup or by an earlier step nor a player (${this.players.join(", ")})`,
        path,
      );
    }
    return { kind: "name", name: raw, line: this.line(path) };
  }

  private answer(raw: RawAnswer, path: Path): Answer {
    const line = this.line(path);
    if (raw === null) return { kind: "null", line };
    if (typeof raw === "boolean") return { kind: "bool", value: raw, line };
    if (typeof raw === "number") return { kind: "number", value: raw, line };
    if (typeof raw === "string") {
      const lower = raw.toLowerCase();
      if (lower === "yes" || lower === "no") return { kind: "bool", value: lower === "yes", line };
      return { kind: "name", name: raw, line };
    }
    if (Array.isArray(raw)) {
      const items: readonly RawAnswer[] = raw;
      return { kind: "list", items: items.map((a, i) => this.answer(a, [...path, i])), line };
    }
    if ("replacementOrder" in raw) return { kind: "replacementOrder", order: raw.replacementOrder, line };
    const sel = raw as { readonly select: RawSelector; readonly ability?: number };
    const selector = this.selector(sel.select, [...path, "select"]);
    return sel.ability === undefined
      ? { kind: "select", selector, line }
      : { kind: "select", selector, ability: sel.ability, line };
  }

  // -------------------------------------------------------------------------------------------
  // Steps

  private step(raw: RawStep, path: Path): Step {
    const actions = ACTION_KEYS.filter((k) => raw[k] !== undefined);
    const common: StepCommon = {
      line: this.line(path),
      path,
      answers: (raw.answers ?? []).map((a, i) => this.answer(a, [...path, "answers", i])),
      illegal: raw.illegal ?? false,
      check: [],
    };
    let step: Step;
    const action = actions[0];
    if (action === undefined) {
      this.report(
        "schema.missingKey",
        `the step at ${this.where(path)} has no action; give one of ${ACTION_KEYS.join(", ")}`,
        path,
      );
      step = { ...common, kind: "pass" };
    } else {
      if (actions.length > 1) {
        this.report(
          "schema.badValue",
          `the step at ${this.where(path)} has several actions (${actions.join(", ")}); give one action per step`,
          [...path, actions[1] ?? action],
          true,
        );
      }
      step = this.action(raw, action, common, [...path, action]);
    }
    const check = (raw.check ?? []).map((e, i) => this.expectation(e, [...path, "check", i]));
    return { ...step, check };
  }

  private action<K extends StepKey>(raw: RawStep, key: K, c: StepCommon, path: Path): Step {
    const def: StepDefinition<RawAction<K>, StepOf<K>> = STEP_REGISTRY[key];
    const actions: { readonly [P in StepKey]?: RawAction<P> } = raw;
    const value = actions[key];
    // Unreachable: `key` was chosen because raw[key] is defined.
    if (value === undefined) return { ...c, kind: "pass" };
    return def.normalize(value, this, c, path);
  }

  targets(raw: readonly RawTarget[], path: Path): readonly TargetRef[] {
    return raw.map((t, i) => this.target(t, [...path, i]));
  }

  // -------------------------------------------------------------------------------------------
  // Expectations

  private expectation(raw: RawExpectation, path: Path): Expectation {
    const line = this.line(path);
    const kinds = (["object", "select", "player", "stack"] as const).filter((k) => raw[k] !== undefined);
    const kind = kinds[0];
    if (kind === undefined) {
      this.report(
        "schema.missingKey",
        `the expectation at ${this.where(path)} says what it is about with one of object, select, player or stack`,
        path,
      );
      return { kind: "stack", entries: [], line, path };
    }
    if (kinds.length > 1) {
      this.report(
        "schema.badValue",
        `the expectation at ${this.where(path)} has both ${kinds[0]} and ${kinds[1]}; give one of object, select, player or stack`,
        [...path, kinds[1] ?? kind],
        true,
      );
    }
    const allowed = new Set<string>([kind]);
    if (kind === "object" || kind === "select") for (const k of OBJECT_CHECK_KEYS) allowed.add(k);
    if (kind === "select") allowed.add("count");
    if (kind === "player") for (const k of PLAYER_CHECK_KEYS) allowed.add(k);
    for (const key of Object.keys(raw)) {
      if (allowed.has(key) || kinds.includes(key as (typeof kinds)[number])) continue;
      this.report(
        "schema.unknownKey",
        `unknown key ${quote(key)} at ${this.where(path)} (not valid in ${kind === "object" ? "an" : "a"} ${kind} expectation)`,
        [...path, key],
        true,
      );
    }
    switch (kind) {
      case "object":
        return {
          kind: "object",
          object: this.objectRef(raw.object ?? "", [...path, "object"]),
          checks: this.checks(raw, path),
          line,
          path,
        };
      case "select":
        return {
          kind: "select",
          selector: this.selector(raw.select ?? {}, [...path, "select"]),
          count: raw.count ?? 1,
          checks: this.checks(raw, path),
          line,
          path,
        };
      case "player": {
        const player = raw.player ?? "";
        this.player(player, [...path, "player"]);
        return {
          kind: "player",
          player,
          ...(raw.life !== undefined ? { life: raw.life } : {}),
          ...(raw.handSize !== undefined ? { handSize: raw.handSize } : {}),
          ...(raw.librarySize !== undefined ? { librarySize: raw.librarySize } : {}),
          ...(raw.graveyard !== undefined ? { graveyard: raw.graveyard } : {}),
          ...(raw.lost !== undefined ? { lost: raw.lost } : {}),
          ...(raw.won !== undefined ? { won: raw.won } : {}),
          ...(raw.poison !== undefined ? { poison: raw.poison } : {}),
          ...(raw.energy !== undefined ? { energy: raw.energy } : {}),
          line,
          path,
        };
      }
      case "stack":
        return {
          kind: "stack",
          entries: (raw.stack ?? []).map((e, i) => this.stackEntry(e, [...path, "stack", i])),
          line,
          path,
        };
    }
  }

  private checks(raw: RawExpectation, path: Path): ObjectChecks {
    const out: { -readonly [K in keyof ObjectChecks]: ObjectChecks[K] } = {};
    if (raw.zone !== undefined) out.zone = raw.zone;
    if (raw.name !== undefined) out.name = raw.name;
    if (raw.manaCost !== undefined) out.manaCost = raw.manaCost === "" ? null : raw.manaCost;
    if (raw.manaValue !== undefined) out.manaValue = raw.manaValue;
    if (raw.colors !== undefined) out.colors = raw.colors;
    if (raw.types !== undefined) out.types = raw.types;
    if (raw.subtypes !== undefined) out.subtypes = raw.subtypes;
    if (raw.supertypes !== undefined) out.supertypes = raw.supertypes;
    if (raw.power !== undefined) out.power = raw.power;
    if (raw.toughness !== undefined) out.toughness = raw.toughness;
    if (raw.loyalty !== undefined) out.loyalty = raw.loyalty;
    if (raw.defense !== undefined) out.defense = raw.defense;
    if (raw.abilities !== undefined) out.abilities = raw.abilities;
    if (raw.abilityCount !== undefined) out.abilityCount = raw.abilityCount;
    if (raw.counters !== undefined) out.counters = { ...raw.counters };
    if (raw.damage !== undefined) out.damage = raw.damage;
    if (raw.tapped !== undefined) out.tapped = raw.tapped;
    if (raw.faceDown !== undefined) out.faceDown = raw.faceDown;
    if (raw.face !== undefined) out.face = raw.face;
    if (raw.flipped !== undefined) out.flipped = raw.flipped;
    if (raw.token !== undefined) out.token = raw.token;
    if (raw.copy !== undefined) out.copy = raw.copy;
    if (raw.controller !== undefined) {
      this.player(raw.controller, [...path, "controller"]);
      out.controller = raw.controller;
    }
    if (raw.owner !== undefined) {
      this.player(raw.owner, [...path, "owner"]);
      out.owner = raw.owner;
    }
    if (raw.attacking !== undefined) out.attacking = raw.attacking;
    if (raw.protector !== undefined) {
      if (raw.protector !== null) this.player(raw.protector, [...path, "protector"]);
      out.protector = raw.protector;
    }
    if (raw.exists !== undefined) out.exists = raw.exists;
    return out;
  }

  private stackEntry(raw: RawStackEntry, path: Path): StackEntryExpectation {
    const out: { -readonly [K in keyof StackEntryExpectation]: StackEntryExpectation[K] } = {
      line: this.line(path),
    };
    if (raw.name !== undefined) out.name = raw.name;
    if (raw.controller !== undefined) {
      this.player(raw.controller, [...path, "controller"]);
      out.controller = raw.controller;
    }
    if (raw.copy !== undefined) out.copy = raw.copy;
    if (raw.targets !== undefined) out.targets = this.targets(raw.targets, [...path, "targets"]);
    if (raw.modes !== undefined) out.modes = raw.modes;
    if (raw.x !== undefined) out.x = raw.x;
    if (raw.kicked !== undefined) out.kicked = raw.kicked;
    if (raw.ability !== undefined) out.ability = raw.ability;
    if (raw.source !== undefined) out.source = this.objectRef(raw.source, [...path, "source"]);
    return out;
  }
}
