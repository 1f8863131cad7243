import { RulesViolation } from "../../kernel/problem.js";
import type { GaObjectId, GaPlayerId } from "../model/object.js";
import type { GaState } from "../model/state.js";

/**
 * A choice the rules ask a player to make. The engine never picks a default: a chooser answers,
 * or the action stops with an unanswered-decision problem.
 */
export type GaDecision =
  | {
      readonly kind: "chooseObject";
      readonly player: GaPlayerId;
      readonly prompt: string;
      readonly options: readonly GaObjectId[];
      readonly optional: boolean;
      readonly rule: string;
    }
  | {
      readonly kind: "chooseCards";
      readonly player: GaPlayerId;
      readonly prompt: string;
      readonly options: readonly GaObjectId[];
      readonly min: number;
      readonly max: number;
      readonly rule: string;
    }
  | { readonly kind: "yesNo"; readonly player: GaPlayerId; readonly prompt: string; readonly rule: string }
  | { readonly kind: "chooseName"; readonly player: GaPlayerId; readonly prompt: string; readonly rule: string }
  | {
      readonly kind: "chooseTargets";
      readonly player: GaPlayerId;
      readonly prompt: string;
      readonly slots: readonly { readonly options: readonly string[]; readonly optional: boolean }[];
      readonly rule: string;
    }
  | {
      readonly kind: "chooseNewTargets";
      readonly player: GaPlayerId;
      readonly prompt: string;
      readonly current: readonly string[];
      readonly rule: string;
    }
  | {
      readonly kind: "orderTriggers";
      readonly player: GaPlayerId;
      readonly prompt: string;
      readonly triggers: readonly string[];
      readonly rule: string;
    };

export type GaAnswer =
  | { readonly kind: "object"; readonly id: GaObjectId | null }
  | { readonly kind: "objects"; readonly ids: readonly GaObjectId[] }
  | { readonly kind: "yesNo"; readonly yes: boolean }
  | { readonly kind: "text"; readonly value: string }
  | { readonly kind: "targets"; readonly targets: readonly string[] }
  | { readonly kind: "order"; readonly order: readonly string[] };

export interface GaChooser {
  choose(decision: GaDecision, state: GaState): GaAnswer;
}

export function unansweredGa(d: GaDecision): never {
  throw new RulesViolation({
    code: "rules.unansweredDecision",
    message: `${d.player} must decide: ${d.prompt} — no answer was given. Options: ${describeGaOptions(d)}`,
    rule: d.rule,
  });
}

export function describeGaOptions(d: GaDecision): string {
  switch (d.kind) {
    case "chooseObject":
      return [...d.options, ...(d.optional ? ["null"] : [])].join(", ") || "(none)";
    case "chooseCards":
      return `${d.min === d.max ? d.min : `${d.min} to ${d.max}`} of ${d.options.join(", ") || "(none)"}`;
    case "yesNo":
      return "yes, no";
    case "chooseName":
      return "a card name";
    case "chooseTargets":
      return d.slots
        .map(
          (s, i) => `target ${i + 1}: ${s.options.join(", ") || "(no legal target)"}${s.optional ? " (optional)" : ""}`,
        )
        .join("; ");
    case "chooseNewTargets":
      return `no (keep ${d.current.join(", ")}), or the full list of new targets`;
    case "orderTriggers":
      return d.triggers.join(", ");
  }
}

/** A game action in progress: the working copy and who answers decisions. */
export interface GaCtx {
  readonly state: GaState;
  readonly chooser: GaChooser;
}

export function ask(ctx: GaCtx, d: GaDecision): GaAnswer {
  return ctx.chooser.choose(d, ctx.state);
}
