/**
 * A problem is a value, never a thrown exception that escapes the engine: bad input and
 * illegal actions are reported with a code, where they were found, and the rule involved.
 */
export type ProblemCode =
  | "yaml.syntax"
  | "yaml.limit"
  | "file.unreadable"
  | "file.empty"
  | "file.binary"
  | "file.tooLarge"
  | "schema.unknownKey"
  | "schema.missingKey"
  | "schema.wrongType"
  | "schema.badValue"
  | "schema.tooDeep"
  | "schema.numberOutOfRange"
  | "ref.unknownCard"
  | "card.notExecuted"
  | "ref.unknownObject"
  | "ref.unknownPlayer"
  | "ref.duplicateId"
  | "ref.ambiguousSelector"
  | "rules.illegalAction"
  | "rules.unansweredDecision"
  | "rules.badAnswer"
  | "rules.loop"
  | "engine.unsupported"
  | "engine.internal"
  | "run.timeout";

/** One problem: its code, a plain message, where it was found (file, line, path) and the rule involved. */
export interface Problem {
  readonly code: ProblemCode;
  /** Plain English, one sentence or two; never a stack trace. */
  readonly message: string;
  readonly file?: string;
  /** 1-based line in the scenario file, where known. */
  readonly line?: number;
  readonly column?: number;
  /** Path into the document, e.g. ["steps", 2, "cast", "targets", 0]. */
  readonly path?: readonly (string | number)[];
  /** The Comprehensive Rules number that forbids an action, for rules problems. */
  readonly rule?: string;
}

/** A value, or the problems that prevented it (never an exception). */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problems: readonly Problem[] };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(...problems: Problem[]): Result<T> => ({ ok: false, problems });

/** Thrown inside the engine to abort an action; always caught at the API boundary. */
export class RulesViolation extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

/** "file:line: message (rule 601.2c)" — the one human form of a problem. */
export function formatProblem(p: Problem): string {
  const where = p.file ? `${p.file}${p.line !== undefined ? `:${p.line}` : ""}: ` : "";
  const path = p.path && p.path.length > 0 ? ` [at ${formatPath(p.path)}]` : "";
  const rule = p.rule ? ` (rule ${p.rule})` : "";
  return `${where}${p.message}${path}${rule}`;
}

export function formatPath(path: readonly (string | number)[]): string {
  return path.map((k, i) => (typeof k === "number" ? `[${k}]` : i === 0 ? k : `.${k}`)).join("");
}
