import { performAction } from "../../mtg/rules/applyAction.js";
import type { ObjectRef, StepCommon, TargetRef } from "../ast.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface DamageStep extends StepCommon {
  readonly kind: "damage";
  readonly to: TargetRef;
  readonly amount: number;
  /** null: no source (the default). */
  readonly source: ObjectRef | null;
}

function schema(p: SchemaParts) {
  return p.strict({ to: p.target, amount: p.count, source: p.objectRef.nullable().optional() });
}

/** 4.2: deal damage to a player or permanent, as if an effect did it (120.3). */
export const damage: StepDefinition<RawOf<typeof schema>, DamageStep> = {
  key: "damage",
  schema,
  normalize(v, n, c, path) {
    return {
      ...c,
      kind: "damage",
      to: n.target(v.to, [...path, "to"]),
      amount: v.amount,
      source: v.source === undefined || v.source === null ? null : n.objectRef(v.source, [...path, "source"]),
    };
  },
  run(ctx, step, { ref, target }) {
    performAction(ctx, {
      kind: "damage",
      player: ctx.state.turn.active,
      to: target(step.to),
      amount: step.amount,
      ...(step.source ? { source: ref(step.source) } : {}),
    });
  },
};
