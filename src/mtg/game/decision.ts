import { RulesViolation } from "../../kernel/problem.js";
import type { ObjectId, PlayerId } from "../model/object.js";

/**
 * A choice the rules ask a player to make (architecture decision 6). The engine never picks a
 * default: a `Chooser` answers, or the action stops with an unanswered-decision problem. (The
 * scenario format's chooser has one documented default of its own: `scenario/chooser.ts`.)
 */
export type Decision =
  | {
      readonly kind: "chooseObject";
      readonly player: PlayerId;
      readonly prompt: string;
      readonly options: readonly ObjectId[];
      readonly optional: boolean;
      readonly rule: string;
    }
  | { readonly kind: "chooseColor"; readonly player: PlayerId; readonly prompt: string; readonly rule: string }
  | { readonly kind: "chooseCreatureType"; readonly player: PlayerId; readonly prompt: string; readonly rule: string }
  | { readonly kind: "chooseCardName"; readonly player: PlayerId; readonly prompt: string; readonly rule: string }
  | {
      readonly kind: "choosePlayer";
      readonly player: PlayerId;
      readonly prompt: string;
      readonly options: readonly PlayerId[];
      readonly rule: string;
    }
  | { readonly kind: "yesNo"; readonly player: PlayerId; readonly prompt: string; readonly rule: string }
  | {
      readonly kind: "chooseNumber";
      readonly player: PlayerId;
      readonly prompt: string;
      readonly min: number;
      readonly max: number;
      readonly rule: string;
    }
  | {
      readonly kind: "chooseTargets";
      readonly player: PlayerId;
      readonly prompt: string;
      /** Legal choices for each target slot, in the order "target" appears. */
      readonly slots: readonly {
        readonly options: readonly (ObjectId | PlayerId)[];
        readonly min: number;
        readonly max: number;
      }[];
      readonly rule: string;
    }
  /** 707.10c: keep the copy's targets (`no`) or give the full new list. */
  | {
      readonly kind: "chooseNewTargets";
      readonly player: PlayerId;
      readonly prompt: string;
      readonly current: readonly string[];
      readonly rule: string;
    }
  | {
      readonly kind: "orderTriggers";
      readonly player: PlayerId;
      readonly prompt: string;
      /** Each pending trigger as "sourceId" or "sourceId#N" (N: ability position on the source). */
      readonly triggers: readonly string[];
      readonly rule: string;
    }
  /** 616.1: the order in which several replacement effects apply to one event, as "sourceId#N" labels. */
  | {
      readonly kind: "orderReplacements";
      readonly player: PlayerId;
      readonly prompt: string;
      readonly options: readonly string[];
      readonly rule: string;
    };

/** What a chooser answers: already checked against the decision's options by the chooser. */
export type Answer =
  | { readonly kind: "object"; readonly id: ObjectId | null }
  | { readonly kind: "player"; readonly player: PlayerId }
  | { readonly kind: "color"; readonly color: "W" | "U" | "B" | "R" | "G" }
  | { readonly kind: "text"; readonly value: string }
  | { readonly kind: "yesNo"; readonly yes: boolean }
  | { readonly kind: "number"; readonly n: number }
  | { readonly kind: "targets"; readonly targets: readonly (ObjectId | PlayerId)[] }
  | { readonly kind: "order"; readonly order: readonly string[] };

/** Answers the decisions an action asks (architecture decision 6). */
export interface Chooser {
  choose(decision: Decision): Answer;
}

/** A chooser with no answers: any decision stops the action. */
export const NO_ANSWERS: Chooser = {
  choose(d: Decision): Answer {
    return unanswered(d);
  },
};

const asIs = (idOrLabel: string): string => idOrLabel;

/**
 * Stops the action: the decision had no answer. The message names the decision and its options;
 * `name` shows each object id or trigger label in them (a scenario shows its own names).
 */
export function unanswered(d: Decision, name: (idOrLabel: string) => string = asIs): never {
  throw new RulesViolation({
    code: "rules.unansweredDecision",
    message: `${d.player} must decide: ${d.prompt} — no answer was given. Options: ${describeOptions(d, name)}`,
    rule: d.rule,
  });
}

/** The options of a decision in words, for messages; `name` shows each object id or trigger label. */
export function describeOptions(d: Decision, name: (idOrLabel: string) => string = asIs): string {
  switch (d.kind) {
    case "chooseObject":
      return [...d.options.map(name), ...(d.optional ? ["null"] : [])].join(", ") || "(none)";
    case "choosePlayer":
      return d.options.join(", ");
    case "chooseColor":
      return "white, blue, black, red, green";
    case "chooseCreatureType":
      return "a creature type";
    case "chooseCardName":
      return "a card name";
    case "yesNo":
      return "yes, no";
    case "chooseNumber":
      return `${d.min}..${d.max}`;
    case "chooseTargets":
      return d.slots
        .map((s, i) => `target ${i + 1}: ${s.options.map(name).join(", ") || "(no legal target)"}`)
        .join("; ");
    case "orderTriggers":
      return d.triggers.map(name).join(", ");
    case "orderReplacements":
      return d.options.map(name).join(", ");
    case "chooseNewTargets":
      return `no (keep ${d.current.map(name).join(", ")}), or a full list of targets`;
  }
}
