import { RulesViolation } from "../kernel/problem.js";
import { COLORS } from "../mtg/model/color.js";
import { type Answer, type Chooser, type Decision, describeOptions, unanswered } from "../mtg/game/decision.js";

/** The kinds of decision the rules ask a player to make (`Decision["kind"]`). */
export type DecisionKind = Decision["kind"];

/** The decision of one kind. */
export type DecisionOf<K extends DecisionKind> = Extract<Decision, { readonly kind: K }>;

/**
 * The answer a decision of kind `K` takes: an object (or `null` when the choice is optional) for
 * `chooseObject`, a player for `choosePlayer`, a color for `chooseColor`, a name for
 * `chooseCreatureType` and `chooseCardName`, yes or no for `yesNo`, a number for `chooseNumber`,
 * the targets for `chooseTargets`, "keep them" (`{ kind: "yesNo", yes: false }`) or the new
 * targets for `chooseNewTargets` (707.10c), an order for `orderTriggers` and `orderReplacements`.
 */
export type AnswerFor<K extends DecisionKind> = K extends "chooseObject"
  ? Extract<Answer, { kind: "object" }>
  : K extends "choosePlayer"
    ? Extract<Answer, { kind: "player" }>
    : K extends "chooseColor"
      ? Extract<Answer, { kind: "color" }>
      : K extends "chooseCreatureType" | "chooseCardName"
        ? Extract<Answer, { kind: "text" }>
        : K extends "yesNo"
          ? Extract<Answer, { kind: "yesNo" }>
          : K extends "chooseNumber"
            ? Extract<Answer, { kind: "number" }>
            : K extends "chooseTargets"
              ? Extract<Answer, { kind: "targets" }>
              : K extends "chooseNewTargets"
                ? { readonly kind: "yesNo"; readonly yes: false } | Extract<Answer, { kind: "targets" }>
                : Extract<Answer, { kind: "order" }>;

/**
 * Answers by decision kind: each function answers the decisions of its kind, typed for it. A kind
 * with no function, or a function that returns `undefined`, leaves the decision unanswered: the
 * action stops with a `rules.unansweredDecision` problem (no answer is ever made up).
 */
export type Answerers = {
  readonly [K in DecisionKind]?: (decision: DecisionOf<K>) => AnswerFor<K> | undefined;
};

/**
 * A chooser from answers by decision kind (`Answerers`). Every answer is checked against its
 * decision before the engine sees it: an answer of the wrong kind or outside the decision's
 * options stops the action with a `rules.badAnswer` problem naming the decision's rule.
 */
export function chooserOf(answerers: Answerers): Chooser {
  return checkedChooser({
    choose(d: Decision): Answer {
      const answer = answerOf(answerers, d);
      return answer ?? unanswered(d);
    },
  });
}

function answerOf<K extends DecisionKind>(answerers: Answerers, d: DecisionOf<K>): Answer | undefined {
  const answer: ((decision: DecisionOf<K>) => AnswerFor<K> | undefined) | undefined = answerers[d.kind as K];
  return answer?.(d);
}

/**
 * The chooser `chooser`, with each of its answers checked against the decision (`answerProblem`):
 * an answer that doesn't fit stops the action with a `rules.badAnswer` problem.
 */
export function checkedChooser(chooser: Chooser): Chooser {
  return {
    choose(d: Decision): Answer {
      const answer = chooser.choose(d);
      const why = answerProblem(d, answer);
      if (why !== null)
        throw new RulesViolation({
          code: "rules.badAnswer",
          message: `${d.player}'s answer doesn't fit the decision "${d.prompt}": ${why}. Options: ${describeOptions(d)}`,
          rule: d.rule,
        });
      return answer;
    },
  };
}

/** Why `answer` doesn't fit the decision `d` (its kind, its options), or null when it does. */
export function answerProblem(d: Decision, answer: Answer): string | null {
  switch (d.kind) {
    case "chooseObject":
      if (answer.kind !== "object") return "an object is expected";
      if (answer.id === null) return d.optional ? null : "a choice is required";
      return d.options.includes(answer.id) ? null : `${answer.id} is not one of the legal choices`;
    case "choosePlayer":
      if (answer.kind !== "player") return "a player is expected";
      return d.options.includes(answer.player) ? null : `${answer.player} is not one of the players to choose from`;
    case "chooseColor":
      return answer.kind === "color" && COLORS.includes(answer.color) ? null : "a color (W, U, B, R or G) is expected";
    case "chooseCreatureType":
    case "chooseCardName":
      return answer.kind === "text" && answer.value.trim() !== "" ? null : "a name is expected";
    case "yesNo":
      return answer.kind === "yesNo" ? null : "yes or no is expected";
    case "chooseNumber":
      if (answer.kind !== "number" || !Number.isInteger(answer.n)) return "a whole number is expected";
      return answer.n >= d.min && answer.n <= d.max ? null : `a number from ${d.min} to ${d.max} is expected`;
    case "chooseTargets": {
      if (answer.kind !== "targets") return "a list of targets is expected";
      const legal = new Set(d.slots.flatMap((s) => s.options));
      const stray = answer.targets.find((t) => !legal.has(t));
      return stray === undefined ? null : `${stray} is not a legal target`;
    }
    case "chooseNewTargets":
      if (answer.kind === "yesNo") return answer.yes ? "give the new targets, or no to keep them" : null;
      return answer.kind === "targets" ? null : "no, or a list of targets, is expected";
    case "orderTriggers":
      return orderProblem(answer, d.triggers);
    case "orderReplacements":
      return orderProblem(answer, d.options);
  }
}

/**
 * An order names labels among `labels` (a bare source id names that source's "id#N" labels);
 * the ones it leaves out follow in their listed order (603.3b, 616.1).
 */
function orderProblem(answer: Answer, labels: readonly string[]): string | null {
  if (answer.kind !== "order") return "an order is expected";
  const stray = answer.order.find((l) => !labels.some((x) => x === l || x.startsWith(`${l}#`)));
  return stray === undefined ? null : `${stray} is not one of ${labels.join(", ")}`;
}
