import { RulesViolation } from "../../kernel/problem.js";
import type { GaState } from "../../ga/model/state.js";
import {
  describeGaOptions,
  type GaAnswer as EngineAnswer,
  type GaChooser,
  type GaDecision,
  unansweredGa,
} from "../../ga/game/decision.js";
import type { GaAnswer } from "./ast.js";
import type { GaAliases } from "./buildState.js";
import { gaAliasTarget, gaSelectOne, instanceOf } from "./refs.js";

/** A decision of a Grand Archive scenario and the answer it got, with the answer's line. */
export interface GaDecisionLogEntry {
  readonly decision: GaDecision;
  readonly answer: string;
  readonly line: number;
}

/** Answers decisions from a step's `answers`, in the order the decisions arise, checking each. */
export class GaAnswerQueue implements GaChooser {
  private next = 0;
  readonly log: GaDecisionLogEntry[] = [];

  constructor(
    private readonly answers: readonly GaAnswer[],
    private readonly aliases: GaAliases,
    private readonly file: string,
  ) {}

  get leftover(): number {
    return this.answers.length - this.next;
  }

  choose(d: GaDecision, state: GaState): EngineAnswer {
    const raw = this.answers[this.next];
    if (raw === undefined) return unansweredGa(d);
    this.next++;
    const answer = this.convert(d, raw, state);
    this.log.push({ decision: d, answer: show(raw), line: raw.line });
    return answer;
  }

  private bad(raw: GaAnswer, d: GaDecision, why: string): never {
    throw new RulesViolation({
      code: "rules.badAnswer",
      message: `answer ${show(raw)} doesn't fit the decision "${d.prompt}": ${why}. Options: ${describeGaOptions(d)}`,
      file: this.file,
      line: raw.line,
      rule: d.rule,
    });
  }

  /** An answer naming an object, a player, or (where instances are the options) an Effects Stack instance. */
  private thing(raw: GaAnswer, d: GaDecision, state: GaState, options: readonly string[]): string | null {
    if (raw.kind === "null") return null;
    if (raw.kind === "select") return gaSelectOne(state, raw.selector, this.file, raw.line);
    if (raw.kind !== "name") return this.bad(raw, d, "an object, a player or null is expected");
    if (state.players.some((p) => p.name === raw.name)) return raw.name;
    const id = gaAliasTarget(state, this.aliases, raw.name);
    if (id === undefined) return this.bad(raw, d, `"${raw.name}" is not an object that exists now`);
    if (!options.includes(id)) {
      const inst = instanceOf(state, id);
      if (inst && options.includes(inst)) return inst;
    }
    return id;
  }

  private list(raw: GaAnswer): readonly GaAnswer[] {
    return raw.kind === "list" ? raw.items : [raw];
  }

  private convert(d: GaDecision, raw: GaAnswer, state: GaState): EngineAnswer {
    switch (d.kind) {
      case "chooseObject": {
        const id = this.thing(raw, d, state, d.options);
        if (id === null && !d.optional) return this.bad(raw, d, "a choice is required");
        if (id !== null && !d.options.includes(id)) return this.bad(raw, d, "not one of the legal choices");
        return { kind: "object", id };
      }
      case "chooseCards": {
        const ids = this.list(raw)
          .map((a) => this.thing(a, d, state, d.options))
          .filter((x): x is string => x !== null);
        if (ids.length < d.min || ids.length > d.max || ids.some((id) => !d.options.includes(id)))
          return this.bad(raw, d, `${d.min === d.max ? d.min : `${d.min} to ${d.max}`} of the options are expected`);
        return { kind: "objects", ids };
      }
      case "yesNo":
        if (raw.kind === "bool") return { kind: "yesNo", yes: raw.value };
        if (raw.kind === "name" && /^(yes|no)$/i.test(raw.name)) return { kind: "yesNo", yes: /^yes$/i.test(raw.name) };
        return this.bad(raw, d, "yes or no is expected");
      case "chooseName":
        if (raw.kind !== "name") return this.bad(raw, d, "a card name is expected");
        return { kind: "text", value: raw.name };
      case "chooseTargets": {
        const all = d.slots.flatMap((s) => s.options);
        const targets = this.list(raw)
          .map((a) => this.thing(a, d, state, all))
          .filter((x): x is string => x !== null);
        return { kind: "targets", targets };
      }
      case "chooseNewTargets": {
        if ((raw.kind === "bool" && !raw.value) || (raw.kind === "name" && /^no$/i.test(raw.name)))
          return { kind: "yesNo", yes: false };
        const targets = this.list(raw)
          .map((a) => this.thing(a, d, state, []))
          .filter((x): x is string => x !== null);
        return { kind: "targets", targets };
      }
      case "orderTriggers": {
        const order = this.list(raw).map((it) => {
          if (it.kind !== "name") return this.bad(it, d, "a source id (or id#N) is expected");
          const [alias = "", n] = it.name.split("#");
          const id = gaAliasTarget(state, this.aliases, alias) ?? this.aliases.get(alias) ?? alias;
          const candidates = [id, this.aliases.get(alias) ?? id].map((x) => (n === undefined ? x : `${x}#${n}`));
          const label =
            candidates.find((l) => d.triggers.includes(l)) ??
            d.triggers.find((l) => l.startsWith(`${this.aliases.get(alias) ?? id}#`) && n === undefined);
          if (label === undefined) return this.bad(it, d, `"${it.name}" is not one of the triggered abilities waiting`);
          return label;
        });
        return { kind: "order", order };
      }
    }
  }
}

function show(raw: GaAnswer): string {
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
  }
}
