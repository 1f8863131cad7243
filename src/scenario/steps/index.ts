/**
 * The step registry (docs/scenario-format.md §4): every step kind of a Magic scenario, in the order the format lists
 * them (4.1 game actions, then 4.2 test conveniences). Adding a step kind is adding its module
 * (see step.ts) and one line here; the schema, the normalizer, the runner, the fuzzer and the
 * workbench's editor all read this list.
 */
import { RulesViolation } from "../../kernel/problem.js";
import type { Ctx } from "../../mtg/game/ctx.js";
import { assertGameOn } from "../../mtg/rules/gameOver.js";
import { resolveRef, resolveTarget } from "../refs.js";
import { activate } from "./activate.js";
import { advance } from "./advance.js";
import { attack } from "./attack.js";
import { becomeCopy } from "./becomeCopy.js";
import { block } from "./block.js";
import { cast } from "./cast.js";
import { copySpell } from "./copySpell.js";
import { addCounters, removeCounters } from "./counters.js";
import { create } from "./create.js";
import { createCopy } from "./createCopy.js";
import { damage } from "./damage.js";
import { endTurn } from "./endTurn.js";
import { move } from "./move.js";
import { pass } from "./pass.js";
import { playLand } from "./playLand.js";
import { resolve } from "./resolve.js";
import type { AnyStep, StepDefinition, StepEnv } from "./step.js";
import { suspend } from "./suspend.js";
import { foretell } from "./foretell.js";
import { transform } from "./transform.js";
import { turnFaceUp } from "./turnFaceUp.js";

const DEFINITIONS = {
  // 4.1 game actions
  cast,
  activate,
  resolve,
  advance,
  attack,
  block,
  turnFaceUp,
  playLand,
  suspend,
  foretell,
  pass,
  // 4.2 test conveniences
  move,
  damage,
  addCounters,
  removeCounters,
  create,
  createCopy,
  copySpell,
  becomeCopy,
  transform,
  endTurn,
};

type Definitions = typeof DEFINITIONS;
/** A step's action key, which is also its AST node's `kind`. */
export type StepKey = keyof Definitions;
/** The value of a step's action key as the schema gives it. */
export type RawAction<K extends StepKey> = Definitions[K] extends StepDefinition<infer R, AnyStep> ? R : never;
/** The AST node of a step kind. */
export type StepOf<K extends StepKey> = ReturnType<Definitions[K]["normalize"]>;
/** Any step's AST node. */
export type Step = { [K in StepKey]: StepOf<K> }[StepKey];

/** Each kind's definition, its key being its place in the registry. */
export const STEP_REGISTRY: { readonly [K in StepKey]: StepDefinition<RawAction<K>, StepOf<K>> & { readonly key: K } } =
  DEFINITIONS;

/** The action keys of a step, in the registry's order; a step has exactly one. */
export const STEP_KEYS: readonly StepKey[] = Object.values(STEP_REGISTRY).map((d) => d.key);

/** The step kinds whose copy the workbench names after what it copies. */
export const COPY_MAKING_KEYS: readonly StepKey[] = Object.values(STEP_REGISTRY)
  .filter((d) => d.makesCopy === true)
  .map((d) => d.key);

/** Carries out one step on the working copy (docs/scenario-format.md §4), its references read in the current state (6.1). */
export function performStep(ctx: Ctx, step: Step, where: Pick<StepEnv, "aliases" | "file" | "deadline">): void {
  const { state } = ctx;
  assertGameOn(state);
  const { aliases, file } = where;
  runAs(step.kind, step, ctx, {
    ...where,
    ref: (r) => resolveRef(state, aliases, r, file),
    target: (t) => resolveTarget(state, aliases, t, file),
  });
}

function runAs<K extends StepKey>(key: K, step: Step, ctx: Ctx, env: StepEnv): void {
  const def: StepDefinition<RawAction<K>, StepOf<K>> = STEP_REGISTRY[key];
  if (!isKind(def, step))
    throw new RulesViolation({
      code: "engine.internal",
      message: `unexpected step ${step.kind}`,
      file: env.file,
      line: step.line,
    });
  def.run(ctx, step, env);
}

function isKind<S extends AnyStep>(def: StepDefinition<unknown, S>, step: AnyStep): step is S {
  return step.kind === def.key;
}
