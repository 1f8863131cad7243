/**
 * What the page shows of a game state: every object with its derived characteristics (613), the
 * stack with its decisions, the players; a pending decision with its legal options; and an
 * object's explanation, in English or French. Built from the engine's own functions (derive,
 * explainObject, renderExplanation, renderStackDecisions), never recomputed here.
 */
import { activatedForm } from "../mtg/abilities/keywordActions.js";
import { LIBRARY } from "../mtg/cards/library.js";
import { explainObject, renderExplanation } from "../mtg/explain/explain.js";
import { phrases, word } from "../mtg/explain/i18n.js";
import { renderStackDecisions } from "../mtg/explain/stack.js";
import { derive } from "../mtg/layers/derive.js";
import type { TraceStep } from "../mtg/layers/trace.js";
import { COLOR_WORDS, type Color } from "../mtg/model/color.js";
import type { GameObject, ObjectId } from "../mtg/model/object.js";
import type { GameState } from "../mtg/model/state.js";
import type { Decision } from "../mtg/game/decision.js";
import { follow } from "../mtg/game/objects.js";
import type { Selector } from "../scenario/ast.js";
import type { Aliases } from "../scenario/buildState.js";
import { isCopy } from "../scenario/copyStatus.js";
import { abilitySourceName, aliasTarget, selectAll } from "../scenario/refs.js";
import { LIBRARY_CATALOG } from "../scenario/catalog.js";
import type {
  BoardView,
  ExplanationLine,
  ExplanationView,
  Lang,
  ObjectView,
  OptionView,
  PendingView,
  PlayerView,
  RefJson,
} from "./protocol.js";

/** Names, references and labels of the objects of one state. */
export class Naming {
  private readonly aliasOf = new Map<ObjectId, string>();
  private byLook: Map<string, ObjectId[]> | null = null;

  constructor(
    readonly state: GameState,
    readonly aliases: Aliases,
    readonly lang: Lang,
  ) {
    for (const alias of aliases.keys()) {
      const id = aliasTarget(state, aliases, alias);
      if (id !== undefined && !this.aliasOf.has(id)) this.aliasOf.set(id, alias);
    }
  }

  alias(id: ObjectId): string | null {
    return this.aliasOf.get(id) ?? null;
  }

  /** The object's name (an ability: its source's name), in English. */
  name(id: ObjectId): string | null {
    const o = this.state.objects[id];
    if (!o) return null;
    if (o.ability) return abilitySourceName(this.state, o.ability);
    return derive(this.state).get(id)?.name ?? null;
  }

  /** How a step or an answer names the object now: its scenario id, else a selector matching only it. */
  ref(id: ObjectId): RefJson {
    const alias = this.alias(id);
    if (alias !== null) return alias;
    const o = this.state.objects[id];
    const sel: Selector = {
      name: this.name(id),
      zone: o?.zone ?? "battlefield",
      controller: this.controller(id),
      ...(o?.ability ? { ability: true } : {}),
    };
    const matches = o ? this.alike(o) : selectAll(this.state, this.aliases, sel);
    return { select: matches.length > 1 ? { ...sel, index: Math.max(0, matches.indexOf(id)) } : sel };
  }

  private controller(id: ObjectId): string {
    return derive(this.state).get(id)?.controller ?? this.state.objects[id]?.controller ?? "";
  }

  /**
   * What `selectAll` returns for the selector `ref` writes for the object (name, zone, controller,
   * and "an ability" for an ability), oldest first; from an index made once per state, so a board
   * of n objects costs n, not n² (issue 16).
   */
  private alike(o: GameObject): readonly ObjectId[] {
    if (this.byLook === null) {
      this.byLook = new Map();
      const sorted = Object.values(this.state.objects).sort((a, b) => a.timestamp - b.timestamp);
      for (const x of sorted) {
        const key = this.look(x);
        const group = this.byLook.get(key);
        if (group) group.push(x.id);
        else this.byLook.set(key, [x.id]);
      }
    }
    const group = this.byLook.get(this.look(o)) ?? [];
    return o.ability ? group.filter((x) => this.state.objects[x]?.ability) : group;
  }

  private look(o: GameObject): string {
    return `${o.zone}\u0000${this.controller(o.id)}\u0000${this.name(o.id)?.toLowerCase() ?? "\u0001"}`;
  }

  /** "Chimeric Staff [staff]" in the page's language. */
  label(id: ObjectId): string {
    const o = this.state.objects[id];
    if (!o) return id;
    const alias = this.alias(id);
    const name = this.name(id);
    const shown = name === null ? phrases(this.lang).faceDown : cardName(this.lang, name);
    const what = o.ability ? `${shown} (${phrases(this.lang).ability})` : shown;
    return alias !== null ? `${what} [${alias}]` : what;
  }

  /** A label for an explanation line: the scenario id, else the name. */
  short(id: string): string {
    if (this.state.players.some((p) => p.name === id)) return id;
    return this.alias(id) ?? this.name(id) ?? id;
  }
}

/** French card names where the card pool knows them. */
export function cardName(lang: Lang, name: string): string {
  if (lang !== "fr") return name;
  return LIBRARY.byName.get(name.toLowerCase())?.nameFr ?? LIBRARY_CATALOG.find(name)?.nameFr ?? name;
}

function typeLine(
  lang: Lang,
  supertypes: readonly string[],
  types: readonly string[],
  subtypes: readonly string[],
): string {
  const left = [...supertypes, ...types].map((w) => word(lang, w)).join(" ");
  return subtypes.length > 0 ? `${left} — ${subtypes.join(" ")}` : left;
}

export function objectView(
  n: Naming,
  id: ObjectId,
  steps: ReadonlyMap<ObjectId, readonly TraceStep[]>,
  inSetup: ReadonlySet<string>,
): ObjectView | null {
  const { state, lang } = n;
  const o = state.objects[id];
  const c = derive(state).get(id);
  if (!o || !c) return null;
  const changes = (steps.get(id) ?? []).filter(
    (s) => s.layer === "1a" || s.layer === "1b" || (s.effectId !== null && s.layer !== "base"),
  );
  const layers = [...new Set(changes.map((s) => s.layer))];
  const sources = [
    ...new Set(
      changes
        .map((s) =>
          s.sourceName !== null ? cardName(lang, s.sourceName) : s.layer === "1b" ? phrases(lang).faceDown : "",
        )
        .filter((s) => s !== ""),
    ),
  ];
  const alias = n.alias(id);
  return {
    id,
    alias,
    ref: n.ref(id),
    name: n.name(id),
    label: n.label(id),
    manaCost: c.manaCost,
    typeLine: typeLine(lang, c.supertypes, c.types, c.subtypes),
    types: c.types,
    colors: c.colors.map((x: Color) => (lang === "fr" ? word(lang, x) : COLOR_WORDS[x])),
    power: c.power,
    toughness: c.toughness,
    loyalty: c.loyalty,
    defense: c.defense,
    counters: { ...o.counters },
    damage: o.damage,
    zone: o.zone,
    controller: c.controller,
    owner: o.owner,
    tapped: o.status.tapped,
    faceDown: o.status.faceDown,
    token: o.token !== null && !o.isCopyOfSpell,
    copy: isCopy(state, id),
    attacking: o.attacking === null ? null : n.short(o.attacking),
    blocking: o.blocking === null ? null : n.short(o.blocking),
    modified: { layers, sources },
    abilities: c.abilities.map((a, i) => {
      const act = activatedForm(a.def);
      return { index: i + 1, text: a.def.text, activated: act !== null, mana: act?.manaAbility === true };
    }),
    abilityText: o.ability?.abilityText ?? null,
    stackLines: o.zone === "stack" ? renderStackDecisions(state, id, lang, (x) => n.short(x)).map((l) => l.trim()) : [],
    inSetup: alias !== null && inSetup.has(alias),
  };
}

export function boardView(n: Naming, inSetup: ReadonlySet<string>): BoardView {
  const { state } = n;
  const d = derive(state, { trace: true });
  const steps = d.tracer?.steps ?? new Map<ObjectId, TraceStep[]>();
  const view = (ids: readonly ObjectId[]) => ids.flatMap((id) => objectView(n, id, steps, inSetup) ?? []);
  const players: PlayerView[] = state.players.map((p) => ({
    name: p.name,
    life: p.life,
    lost: p.lost,
    manaPool: p.manaPool.join(""),
    battlefield: view(
      state.battlefield.filter((id) => (derive(state).get(id)?.controller ?? state.objects[id]?.controller) === p.name),
    ),
    hand: view(p.hand),
    graveyard: view(p.graveyard),
    library: view(p.library),
    exile: view(p.exile),
    command: view(p.command),
  }));
  return {
    players,
    stack: view([...state.stack].reverse()),
    turn: { number: state.turn.number, active: state.turn.active, step: state.turn.step },
    priority: state.priority,
  };
}

function objectOption(n: Naming, id: string): OptionView {
  if (n.state.players.some((p) => p.name === id)) return { value: id, label: id };
  const o = n.state.objects[id];
  const where = o
    ? `${phrases(n.lang).zone[o.zone] ?? o.zone}, ${derive(n.state).get(id)?.controller ?? o.controller}`
    : "";
  return { value: n.ref(id), label: where ? `${n.label(id)} — ${where}` : n.label(id), objectId: id };
}

const COLOR_ANSWERS: readonly Color[] = ["W", "U", "B", "R", "G"];

/** A pending decision as a dialog shows it: its legal options, each with the answer to write. */
export function pendingView(n: Naming, d: Decision, step: number): PendingView {
  const base = { step, player: d.player, prompt: d.prompt, rule: d.rule };
  switch (d.kind) {
    case "chooseObject":
      return { ...base, kind: d.kind, options: d.options.map((id) => objectOption(n, id)), optional: d.optional };
    case "choosePlayer":
      return { ...base, kind: d.kind, options: d.options.map((p) => ({ value: p, label: p })) };
    case "chooseColor":
      return {
        ...base,
        kind: d.kind,
        options: COLOR_ANSWERS.map((c) => ({
          value: COLOR_WORDS[c],
          label: n.lang === "fr" ? word("fr", c) : COLOR_WORDS[c],
        })),
      };
    case "chooseCreatureType":
      return { ...base, kind: d.kind, suggestions: creatureTypes(n.state) };
    case "chooseCardName":
      return { ...base, kind: d.kind, suggestions: LIBRARY.cards.map((c) => c.name) };
    case "yesNo":
      return { ...base, kind: d.kind };
    case "chooseNumber":
      return { ...base, kind: d.kind, min: d.min, max: d.max };
    case "chooseTargets":
      return {
        ...base,
        kind: d.kind,
        slots: d.slots.map((s) => ({ min: s.min, max: s.max, options: s.options.map((id) => objectOption(n, id)) })),
      };
    case "chooseNewTargets": {
      const candidates = [...n.state.players.map((p) => p.name), ...n.state.battlefield, ...n.state.stack];
      return {
        ...base,
        kind: d.kind,
        current: d.current.map((id) => objectOption(n, id)),
        candidates: candidates.map((id) => objectOption(n, id)),
      };
    }
    case "orderTriggers":
      return { ...base, kind: d.kind, triggers: d.triggers.map((t) => triggerOption(n, t)) };
    case "orderReplacements":
      // Never pending: it has a default answer (616.1's order, decision.ts). Shown like an order of abilities.
      return { ...base, kind: "orderTriggers", triggers: d.options.map((t) => triggerOption(n, t)) };
  }
}

/** "o12#2" → the answer "clone#2" (the source's scenario id; where it has none, a selector for the source as it is now). */
function triggerOption(n: Naming, label: string): OptionView {
  const [source = "", pos] = label.split("#");
  const alias = n.alias(source) ?? aliasOfFormer(n, source);
  const ref = alias ?? n.ref(follow(n.state, source));
  const value =
    typeof ref === "string"
      ? `${ref}${pos !== undefined ? `#${pos}` : ""}`
      : pos !== undefined
        ? { ...ref, ability: Number(pos) }
        : ref;
  const name = n.name(source);
  const text = pos !== undefined ? derive(n.state).get(source)?.abilities[Number(pos) - 1]?.def.text : undefined;
  const shown = `${name !== null ? cardName(n.lang, name) : source}${alias ? ` [${alias}]` : ""}${text ? ` — “${text}”` : ""}`;
  return { value, label: shown, objectId: source };
}

/** A source that has left its zone (a "dies" trigger) is named by the id of the object it was. */
function aliasOfFormer(n: Naming, id: string): string | null {
  for (const [alias, base] of n.aliases) {
    let cur: string | undefined = base;
    for (let i = 0; cur !== undefined && i < 1000; i++) {
      if (cur === id) return alias;
      cur = n.state.successors[cur];
    }
  }
  return null;
}

function creatureTypes(state: GameState): string[] {
  const d = derive(state);
  const out = new Set<string>();
  for (const id of Object.keys(state.objects)) {
    const c = d.get(id);
    if (c?.types.includes("Creature")) for (const s of c.subtypes) out.add(s);
  }
  return [...out].sort();
}

// ---------------------------------------------------------------------------------------------
// Explanations

/** "  [613.1d, 611.3]" at the end of an explanation line: the rules it cites. */
const RULES_AT_END = /\s{2}\[((?:\d{3}(?:\.\d+[a-z]?)?)(?:, ?\d{3}(?:\.\d+[a-z]?)?)*)\]$/;

/**
 * The object's explanation as `doppel explain` prints it (the engine's own rendering, so the page
 * and the CLI never disagree), split into lines with their depth and the rules each cites.
 */
export function explanationView(n: Naming, id: ObjectId): ExplanationView | null {
  const { state, lang } = n;
  const e = explainObject(state, id, n.short(id));
  if (!e) return null;
  const p = phrases(lang);
  const stack = renderStackDecisions(state, id, lang, (x) => n.short(x));
  const text = [renderExplanation(e, lang, (x) => n.short(x)), ...stack].join("\n");
  const lines: ExplanationLine[] = [];
  for (const raw of text.split("\n")) {
    const indent = /^ */.exec(raw)?.[0].length ?? 0;
    const last = lines[lines.length - 1];
    // A line with no indent after the first continues the one before (rules text with a line break).
    if (indent === 0 && last !== undefined) {
      lines[lines.length - 1] = parseLine(`${last.text} ${raw}`, last.depth, p.printed);
      continue;
    }
    lines.push(parseLine(raw.trim(), indent === 0 ? 0 : indent <= 2 ? 1 : indent <= 4 ? 2 : 3, p.printed));
  }
  return { id, title: lines[0]?.text ?? n.label(id), lines: lines.slice(1), text };
}

function parseLine(text: string, depth: number, printed: string): ExplanationLine {
  const m = RULES_AT_END.exec(text);
  const body = m ? text.slice(0, m.index) : text;
  const rules = m?.[1] ? m[1].split(/, ?/) : [];
  const kind: ExplanationLine["kind"] =
    depth <= 1 ? "characteristic" : depth === 2 ? (body.startsWith(`${printed}:`) ? "printed" : "effect") : "detail";
  return { depth, text: body, rules, kind };
}
