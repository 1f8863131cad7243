/**
 * What a step kind is (docs/scenario-format.md §4): one module per kind (cast.ts, resolve.ts, …) pairs the shape of its
 * key in the file, the normalizer that turns that value into the kind's AST node, and the runner
 * that carries it out. The registry (index.ts) lists the modules; schema.ts, normalize.ts, the
 * scenario runner, the fuzzer and the workbench read it.
 */
import type { z } from "zod";
import type { ProblemCode } from "../../kernel/problem.js";
import type { ObjectId } from "../../mtg/model/object.js";
import type { Ctx } from "../../mtg/game/ctx.js";
import type { CardDef, IdRef, NameRef, ObjectRef, StepCommon, TargetRef } from "../ast.js";
import type { DocPath } from "../positions.js";
import type { Aliases } from "../buildState.js";
import type { Deadline } from "../deadline.js";
import type { RawCard, RawObjectRef, RawTarget, SchemaParts } from "../schema.js";

/** Any step's AST node: the keys every step carries and its kind. */
export type AnyStep = StepCommon & { readonly kind: string };

/** What a step's normalizer may ask of the scenario normalizer (normalize.ts): checked references, problems. */
export interface StepNormalizer {
  /** The active player (the default controller of what a convenience makes). */
  readonly active: string;
  report(code: ProblemCode, message: string, path: DocPath, key?: boolean): void;
  /** The path as a message names it ("steps[2].cast"). */
  where(path: DocPath): string;
  /** Reports a name that is not one of the players. */
  player(name: string | undefined, path: DocPath, key?: boolean): void;
  /** A step that gives an object an id (create, createCopy, copySpell): known to later steps. */
  introduceId(id: string, path: DocPath): void;
  idRef(id: string, path: DocPath, what: string, key?: boolean): IdRef;
  objectRef(raw: RawObjectRef, path: DocPath): ObjectRef;
  nameRef(raw: string, path: DocPath): NameRef;
  targets(raw: readonly RawTarget[], path: DocPath): readonly TargetRef[];
  target(raw: RawTarget, path: DocPath): TargetRef;
  card(raw: RawCard, path: DocPath): CardDef;
}

/** What a step's runner is given besides the game: the scenario's ids and where the step is. */
export interface StepEnv {
  readonly aliases: Aliases;
  readonly file: string;
  readonly deadline: Deadline | undefined;
  /** The engine object a reference names now (6.1); a located problem if none. */
  ref(r: ObjectRef): ObjectId;
  /** The engine object or player a target names. */
  target(t: TargetRef): ObjectId | string;
}

/**
 * One step kind. `R` is the value of its key as the schema gives it, `S` its AST node.
 * `key` is both the file's action key and the node's `kind`.
 */
export interface StepDefinition<R, S extends AnyStep> {
  readonly key: S["kind"];
  /** The shape of the key's value, built from the format's shared parts (schema.ts). */
  schema(parts: SchemaParts): z.ZodType<R>;
  /** From the checked value to the AST node; `path` is the action key's path (["steps", 2, "cast"]). */
  normalize(raw: R, n: StepNormalizer, common: StepCommon, path: DocPath): S;
  /**
   * Carries the step out on the working copy, as the `Action` it stands for through the reducer
   * (`performAction`: a test convenience is done as if an effect did it, then state-based actions
   * and triggers, 4.2); throws a RulesViolation when the rules refuse it.
   */
  run(ctx: Ctx, step: S, env: StepEnv): void;
  /** The workbench names what this step makes after its `of:` ("bolt copy"), so later steps can refer to it. */
  readonly makesCopy?: boolean;
}

/** The value of a step's key as its schema function's schema gives it. */
export type RawOf<F extends (parts: SchemaParts) => z.ZodType> = z.output<ReturnType<F>>;
