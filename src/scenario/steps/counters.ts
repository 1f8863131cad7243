import { addCountersTo, removeCountersFrom } from "../../mtg/rules/counters.js";
import type { Ctx } from "../../mtg/game/ctx.js";
import type { ObjectId } from "../../mtg/model/object.js";
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

function eachKind(
  ctx: Ctx,
  step: CountersChange,
  env: StepEnv,
  apply: (ctx: Ctx, id: ObjectId, kind: string, n: number) => void,
): void {
  const id = env.ref(step.object);
  for (const [kind, n] of Object.entries(step.counters)) apply(ctx, id, kind, n);
}

export const addCounters: StepDefinition<Raw, AddCountersStep> = {
  key: "addCounters",
  schema,
  asIfAnEffect: true,
  normalize: (v, n, c, path) => ({ ...change(v, n, c, path), kind: "addCounters" }),
  run: (ctx, step, env) => eachKind(ctx, step, env, addCountersTo),
};

export const removeCounters: StepDefinition<Raw, RemoveCountersStep> = {
  key: "removeCounters",
  schema,
  asIfAnEffect: true,
  normalize: (v, n, c, path) => ({ ...change(v, n, c, path), kind: "removeCounters" }),
  run: (ctx, step, env) => eachKind(ctx, step, env, removeCountersFrom),
};
