import { z } from "zod";
import { derive } from "../../mtg/layers/derive.js";
import { performAction } from "../../mtg/rules/applyAction.js";
import type { IdRef, StepCommon } from "../ast.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface BlockStep extends StepCommon {
  readonly kind: "block";
  /** In the order written; a blocker may block several attackers. */
  readonly blockers: readonly { readonly blocker: IdRef; readonly attackers: readonly IdRef[] }[];
}

function schema(p: SchemaParts) {
  return z.record(
    z.string(),
    z.union([p.nonEmpty, z.array(p.nonEmpty)], { error: "an attacker id or a list of them" }),
  );
}

/** 4.1: declare blockers (509.1), each blocker's id to the attacker(s) it blocks. */
export const block: StepDefinition<RawOf<typeof schema>, BlockStep> = {
  key: "block",
  schema,
  normalize(v, n, c, path) {
    const blockers = Object.entries(v).map(([blocker, attackers]) => ({
      blocker: n.idRef(blocker, [...path, blocker], "blocking creature", true),
      attackers:
        typeof attackers === "string"
          ? [n.idRef(attackers, [...path, blocker], "attacking creature")]
          : attackers.map((a, i) => n.idRef(a, [...path, blocker, i], "attacking creature")),
    }));
    return { ...c, kind: "block", blockers };
  },
  run(ctx, step, { ref }) {
    const { state } = ctx;
    const blocks = new Map(step.blockers.flatMap((b) => b.attackers.map((a) => [ref(b.blocker), ref(a)] as const)));
    const blockers = [...blocks].map(([blocker, attacker]) => ({ blocker, attacker }));
    const d = derive(state);
    const controllers = new Set(blockers.map((b) => d.get(b.blocker)?.controller ?? state.turn.active));
    // 509.1: the defending player declares; with no blocker, the first player other than the active one.
    const declarer = [...controllers][0] ?? state.players.find((p) => p.name !== state.turn.active)?.name;
    performAction(ctx, {
      kind: "block",
      player: declarer ?? state.turn.active,
      blockers,
      ...(controllers.size > 1 ? { allDefenders: true as const } : {}),
    });
  },
};
