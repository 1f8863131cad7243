import { z } from "zod";
import { performAction } from "../../mtg/rules/applyAction.js";
import type { IdRef, NameRef, StepCommon } from "../ast.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface AttackStep extends StepCommon {
  readonly kind: "attack";
  /** In the order written. */
  readonly attackers: readonly { readonly attacker: IdRef; readonly defender: NameRef }[];
}

function schema(p: SchemaParts) {
  return z.record(z.string(), p.nonEmpty);
}

/** 4.1: declare attackers (508.1), each attacker's id to the player or permanent it attacks. */
export const attack: StepDefinition<RawOf<typeof schema>, AttackStep> = {
  key: "attack",
  schema,
  normalize(v, n, c, path) {
    const attackers = Object.entries(v).map(([attacker, defender]) => ({
      attacker: n.idRef(attacker, [...path, attacker], "attacking creature", true),
      defender: n.nameRef(defender, [...path, attacker]),
    }));
    return { ...c, kind: "attack", attackers };
  },
  run(ctx, step, { ref, target }) {
    const attacks = new Map(step.attackers.map((a) => [ref(a.attacker), target(a.defender)] as const));
    const attackers = [...attacks].map(([attacker, defender]) => ({ attacker, defender }));
    performAction(ctx, { kind: "attack", player: ctx.state.turn.active, attackers });
  },
};
