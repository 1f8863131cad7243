import { performAction } from "../../mtg/rules/applyAction.js";
import type { Ctx } from "../../mtg/game/ctx.js";
import type { ObjectRef, StepCommon } from "../ast.js";
import type { DocPath } from "../positions.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition, StepEnv, StepNormalizer } from "./step.js";

/** The two counter conveniences (4.2): put counters on (122.6) or remove them (122.8), as if an effect did it. */
interface CountersChange extends StepCommon {
  readonly object: ObjectRef;
  readonly counters: Readonly<Record<string, number>>;
}
export interface AddCountersStep extends CountersChange {
  readonly kind: "addCounters";
}
export interface RemoveCountersStep extends CountersChange {
  readonly kind: "removeCounters";
}

function schema(p: SchemaParts) {
  return p.strict({ object: p.objectRef, counters: p.counters });
}
type Raw = RawOf<typeof schema>;

function change(v: Raw, n: StepNormalizer, c: StepCommon, path: DocPath): CountersChange {
  return { ...c, object: n.objectRef(v.object, [...path, "object"]), counters: { ...v.counters } };
}

function changeCounters(ctx: Ctx, step: CountersChange, env: StepEnv, kind: "addCounters" | "removeCounters"): void {
  performAction(ctx, { kind, player: ctx.state.turn.active, object: env.ref(step.object), counters: step.counters });
}

export const addCounters: StepDefinition<Raw, AddCountersStep> = {
  key: "addCounters",
  schema,
  normalize: (v, n, c, path) => ({ ...change(v, n, c, path), kind: "addCounters" }),
  run: (ctx, step, env) => changeCounters(ctx, step, env, "addCounters"),
};

export const removeCounters: StepDefinition<Raw, RemoveCountersStep> = {
  key: "removeCounters",
  schema,
  normalize: (v, n, c, path) => ({ ...change(v, n, c, path), kind: "removeCounters" }),
  run: (ctx, step, env) => changeCounters(ctx, step, env, "removeCounters"),
};
