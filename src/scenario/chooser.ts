import { RulesViolation } from "../kernel/problem.js";
import { parseColor } from "../mtg/model/color.js";
import type { GameState } from "../mtg/model/state.js";
import { follow } from "../mtg/game/objects.js";
import { type Answer, type Chooser, type Decision, describeOptions, unanswered } from "../mtg/game/decision.js";
import type { Answer as RawAnswer } from "./ast.js";
import type { Aliases } from "./buildState.js";
import { ScenarioNames } from "./names.js";
import { aliasTarget, selectOne } from "./refs.js";

/**
 * The order a scenario gets when it doesn't answer 616.1's decision: the engine's candidate order
 * (other permanents' effects first). A leniency of the scenario format only; the engine has no default.
 */
function defaultReplacementOrder(d: Extract<Decision, { kind: "orderReplacements" }>): Answer {
  return { kind: "order", order: d.options };
}

/** Receives a decision that found no answer, the working state, and the scenario ids at that moment. */
export type UnansweredHandler = (decision: Decision, state: GameState, aliases: Aliases) => void;

/** One decision and the answer it consumed, for `--trace` (docs/scenario-format.md §4.3). */
export interface DecisionLogEntry {
  readonly decision: Decision;
  readonly answer: string;
  readonly line: number;
}

/**
 * Answers decisions from a step's `answers`, in the order the decisions arise (docs/scenario-format.md §4.3), after
 * checking each answer against the decision's options.
 */
export class AnswerQueue implements Chooser {
  private next = 0;
  readonly log: DecisionLogEntry[] = [];

  constructor(
    private readonly answers: readonly RawAnswer[],
    private readonly state: () => GameState,
    private readonly aliases: Aliases,
    private readonly file: string,
    /** Told of a decision no answer is left for, with the state it was asked in (the workbench asks the user). */
    private readonly onUnanswered?: UnansweredHandler,
  ) {}

  get leftover(): number {
    return this.answers.length - this.next;
  }

  choose(d: Decision): Answer {
    const raw = this.answers[this.next];
    // The scenario format's one default (docs/scenario-extensions.md): 616.1's order of replacement
    // effects takes only a `replacementOrder` answer; any other next answer leaves it at its default.
    if (d.kind === "orderReplacements" && raw?.kind !== "replacementOrder") return defaultReplacementOrder(d);
    if (raw === undefined) {
      this.onUnanswered?.(d, this.state(), new Map(this.aliases));
      const names = this.names();
      return unanswered({ ...d, prompt: names.text(d.prompt) }, names.name);
    }
    this.next++;
    const answer = this.convert(d, raw);
    this.log.push({ decision: { ...d, prompt: this.names().text(d.prompt) }, answer: show(raw), line: raw.line });
    return answer;
  }

  private chain(alias: string): string[] {
    const ids = chainOf(this.state(), this.aliases.get(alias));
    return ids.length > 0 ? ids : [alias];
  }

  /** How a message names objects: as the scenario can, never by engine id. */
  private names(): ScenarioNames {
    return new ScenarioNames(this.state(), this.aliases);
  }

  /**
   * A source named `id` or `id#N` (scenario ids) as the engine labels it among `labels`. The source
   * may have changed zones since (a "dies" trigger): any object it has been. A bare id also names
   * that source's "id#N" labels (docs/scenario-format.md §4.3), e.g. two identical triggers.
   */
  private label(name: string, labels: readonly string[]): string | undefined {
    const [alias = "", n] = name.split("#");
    return this.chain(alias)
      .map((id) => (n === undefined ? id : `${id}#${n}`))
      .find((l) => labels.some((t) => t === l || (n === undefined && t.startsWith(`${l}#`))));
  }

  private bad(raw: RawAnswer, d: Decision, why: string): never {
    const names = this.names();
    throw new RulesViolation({
      code: "rules.badAnswer",
      message: `answer ${show(raw)} doesn't fit the decision "${names.text(d.prompt)}": ${names.text(why)}. Options: ${describeOptions(d, names.name)}`,
      file: this.file,
      line: raw.line,
      rule: d.rule,
    });
  }

  /** An answer naming an object: a scenario id or a selector. */
  private object(raw: RawAnswer, d: Decision): string | null {
    if (raw.kind === "null") return null;
    if (raw.kind === "select" && raw.ability !== undefined)
      return this.bad(raw, d, "`ability:` only names a triggered ability to order");
    if (raw.kind === "select") return selectOne(this.state(), this.aliases, raw.selector, this.file, raw.line);
    if (raw.kind === "name") {
      const id = aliasTarget(this.state(), this.aliases, raw.name);
      if (id !== undefined) return id;
      if (this.state().players.some((p) => p.name === raw.name)) return raw.name;
      return this.bad(raw, d, `"${raw.name}" is not an object that exists now`);
    }
    return this.bad(raw, d, "an object is expected");
  }

  private convert(d: Decision, raw: RawAnswer): Answer {
    if (raw.kind === "replacementOrder" && d.kind !== "orderReplacements")
      return this.bad(raw, d, "it orders replacement effects, and none are being ordered now");
    switch (d.kind) {
      case "chooseObject": {
        const id = this.object(raw, d);
        if (id === null && !d.optional) return this.bad(raw, d, "a choice is required");
        if (id !== null && !d.options.includes(id)) return this.bad(raw, d, "not one of the legal choices");
        return { kind: "object", id };
      }
      case "choosePlayer": {
        if (raw.kind !== "name" || !d.options.includes(raw.name)) return this.bad(raw, d, "a player is expected");
        return { kind: "player", player: raw.name };
      }
      case "chooseColor": {
        const c = raw.kind === "name" ? parseColor(raw.name) : null;
        if (!c) return this.bad(raw, d, "a color word is expected");
        return { kind: "color", color: c };
      }
      case "chooseCreatureType":
      case "chooseCardName":
        if (raw.kind !== "name") return this.bad(raw, d, "a name is expected");
        return { kind: "text", value: raw.name };
      case "yesNo":
        if (raw.kind === "bool") return { kind: "yesNo", yes: raw.value };
        if (raw.kind === "name" && /^(yes|no)$/i.test(raw.name)) return { kind: "yesNo", yes: /^yes$/i.test(raw.name) };
        return this.bad(raw, d, "yes or no is expected");
      case "chooseNumber":
        if (raw.kind !== "number" || raw.value < d.min || raw.value > d.max)
          return this.bad(raw, d, `a number from ${d.min} to ${d.max} is expected`);
        return { kind: "number", n: raw.value };
      case "chooseTargets": {
        const items = raw.kind === "list" ? raw.items : [raw];
        const targets = items.map((it) => this.object(it, d)).filter((t): t is string => t !== null);
        return { kind: "targets", targets };
      }
      case "chooseNewTargets": {
        if (raw.kind === "bool" && !raw.value) return { kind: "yesNo", yes: false };
        if (raw.kind === "name" && /^no$/i.test(raw.name)) return { kind: "yesNo", yes: false };
        const items = raw.kind === "list" ? raw.items : [raw];
        const targets = items.map((it) => this.object(it, d)).filter((t): t is string => t !== null);
        return { kind: "targets", targets };
      }
      case "orderTriggers": {
        const items = raw.kind === "list" ? raw.items : [raw];
        const order = items.map((it) => {
          if (it.kind === "select")
            return this.triggerOf(
              it,
              d,
              selectOne(this.state(), this.aliases, it.selector, this.file, it.line),
              it.ability,
            );
          if (it.kind !== "name") return this.bad(it, d, "a source id (or id#N) or a selector is expected");
          const label = this.label(it.name, d.triggers);
          if (label === undefined) return this.bad(it, d, `"${it.name}" is not one of the triggered abilities waiting`);
          return label;
        });
        return { kind: "order", order };
      }
      case "orderReplacements": {
        if (raw.kind !== "replacementOrder") return this.bad(raw, d, "{ replacementOrder: [...] } is expected");
        const order = raw.order.map((name) => {
          const label = this.label(name, d.options);
          if (label === undefined)
            return this.bad(raw, d, `"${name}" is not one of the replacement effects that apply`);
          return label;
        });
        return { kind: "order", order };
      }
    }
  }

  /**
   * The source, as the waiting triggers name it, of the selected object or its earlier self (400.7).
   * Like a bare id, it names each of that source's waiting triggers in turn (docs/scenario-format.md §4.3); with
   * `ability: N`, like `id#N`, only its Nth ability.
   */
  private triggerOf(
    raw: RawAnswer,
    d: Decision & { kind: "orderTriggers" },
    selected: string,
    ability: number | undefined,
  ): string {
    const state = this.state();
    const now = follow(state, selected);
    const source = d.triggers.map((t) => t.split("#")[0] ?? t).find((s) => follow(state, s) === now);
    if (source === undefined)
      return this.bad(raw, d, "the selected object is not the source of a triggered ability waiting");
    if (ability === undefined) return source;
    return (
      d.triggers.find((t) => t === `${source}#${ability}`) ??
      this.bad(raw, d, `ability ${ability} of the selected source is not waiting to be ordered`)
    );
  }
}

/** Every engine id a scenario id has named, oldest first (400.7). */
function chainOf(state: GameState, start: string | undefined): string[] {
  const out: string[] = [];
  let cur = start;
  for (let i = 0; cur !== undefined && i < 1000; i++) {
    out.push(cur);
    cur = state.successors[cur];
  }
  return out;
}

function show(raw: RawAnswer): string {
  switch (raw.kind) {
    case "name":
      return raw.name;
    case "number":
      return String(raw.value);
    case "bool":
      return raw.value ? "yes" : "no";
    case "null":
      return "null";
    case "list":
      return `[${raw.items.map(show).join(", ")}]`;
    case "select":
      return `{ select: ${JSON.stringify(raw.selector)} }`;
    case "replacementOrder":
      return `{ replacementOrder: [${raw.order.join(", ")}] }`;
  }
}
