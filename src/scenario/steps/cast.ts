import { z } from "zod";
import { RulesViolation } from "../../kernel/problem.js";
import { object } from "../../mtg/game/objects.js";
import { performAction } from "../../mtg/rules/applyAction.js";
import type { Face, ObjectRef, StepCommon, TargetRef } from "../ast.js";
import type { RawObjectRef, SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface AdditionalCosts {
  readonly sacrifice?: readonly ObjectRef[];
  readonly discard?: readonly ObjectRef[];
  readonly exile?: readonly ObjectRef[];
}

export interface CastStep extends StepCommon {
  readonly kind: "cast";
  readonly object: ObjectRef;
  readonly by?: string;
  readonly targets?: readonly TargetRef[];
  readonly modes?: readonly number[];
  readonly x?: number;
  readonly kicked?: boolean;
  readonly additionalCosts?: AdditionalCosts;
  readonly face?: Face;
  readonly faceDown?: boolean;
  readonly withoutPayingManaCost?: boolean;
  /** Extension: cast prototyped (702.160a). */
  readonly prototyped?: boolean;
  /** Extension: the casting keywords whose cost the caster chooses to pay (601.2b: buyback, evoke…). */
  readonly using?: readonly string[];
}

/** `cast: clone`, `cast: { select: … }` or the long form. */
function schema(p: SchemaParts) {
  const castLong = p.strict({
    object: p.objectRef,
    by: p.nonEmpty.optional(),
    targets: p.targets.optional(),
    modes: p.modes.optional(),
    x: p.count.optional(),
    kicked: z.boolean().optional(),
    additionalCosts: p
      .strict({
        sacrifice: z.array(p.objectRef).optional(),
        discard: z.array(p.objectRef).optional(),
        exile: z.array(p.objectRef).optional(),
      })
      .optional(),
    face: p.face.optional(),
    faceDown: z.boolean().optional(),
    withoutPayingManaCost: z.boolean().optional(),
    /** Extension: cast it prototyped (702.160a, 718.3). */
    prototyped: z.boolean().optional(),
    /** Extension: the keywords whose optional additional or alternative cost is paid (601.2b). */
    using: z.array(p.nonEmpty).optional(),
  });
  return z.union([p.id, p.selectRef, castLong], {
    error: "an object id, { select: … } or { object: …, … }",
  });
}

/** 4.1: cast a spell (601.2). */
export const cast: StepDefinition<RawOf<typeof schema>, CastStep> = {
  key: "cast",
  schema,
  normalize(v, n, c, path) {
    if (typeof v === "string" || "select" in v) return { ...c, kind: "cast", object: n.objectRef(v, path) };
    const costs = v.additionalCosts;
    let additionalCosts: AdditionalCosts | undefined;
    if (costs !== undefined) {
      const refs = (list: readonly RawObjectRef[] | undefined, key: string) =>
        list?.map((r, i) => n.objectRef(r, [...path, "additionalCosts", key, i]));
      const sacrifice = refs(costs.sacrifice, "sacrifice");
      const discard = refs(costs.discard, "discard");
      const exile = refs(costs.exile, "exile");
      additionalCosts = {
        ...(sacrifice !== undefined ? { sacrifice } : {}),
        ...(discard !== undefined ? { discard } : {}),
        ...(exile !== undefined ? { exile } : {}),
      };
    }
    n.player(v.by, [...path, "by"]);
    return {
      ...c,
      kind: "cast",
      object: n.objectRef(v.object, [...path, "object"]),
      ...(v.by !== undefined ? { by: v.by } : {}),
      ...(v.targets !== undefined ? { targets: n.targets(v.targets, [...path, "targets"]) } : {}),
      ...(v.modes !== undefined ? { modes: v.modes } : {}),
      ...(v.x !== undefined ? { x: v.x } : {}),
      ...(v.kicked !== undefined ? { kicked: v.kicked } : {}),
      ...(additionalCosts !== undefined ? { additionalCosts } : {}),
      ...(v.face !== undefined ? { face: v.face } : {}),
      ...(v.faceDown !== undefined ? { faceDown: v.faceDown } : {}),
      ...(v.withoutPayingManaCost !== undefined ? { withoutPayingManaCost: v.withoutPayingManaCost } : {}),
      ...(v.prototyped !== undefined ? { prototyped: v.prototyped } : {}),
      ...(v.using !== undefined ? { using: v.using } : {}),
    };
  },
  run(ctx, step, { ref, target, file }) {
    if (step.additionalCosts?.exile) {
      throw new RulesViolation({
        code: "engine.unsupported",
        message: "exile additional costs are not implemented yet",
        file,
        line: step.line,
        rule: "601.2h",
      });
    }
    const id = ref(step.object);
    performAction(ctx, {
      kind: "cast",
      player: step.by ?? object(ctx.state, id).owner,
      object: id,
      takePriority: true,
      ...(step.targets ? { targets: step.targets.map(target) } : {}),
      ...(step.modes ? { modes: step.modes.map((m) => m - 1) } : {}),
      ...(step.x !== undefined ? { x: step.x } : {}),
      ...(step.kicked !== undefined ? { kicked: step.kicked } : {}),
      ...(step.additionalCosts?.sacrifice ? { sacrifice: step.additionalCosts.sacrifice.map(ref) } : {}),
      ...(step.additionalCosts?.discard ? { discard: step.additionalCosts.discard.map(ref) } : {}),
      ...(step.prototyped !== undefined ? { prototyped: step.prototyped } : {}),
      ...(step.using !== undefined ? { using: step.using } : {}),
      ...(step.face ? { face: step.face === "back" ? 1 : 0 } : {}),
      ...(step.faceDown !== undefined ? { faceDown: step.faceDown } : {}),
      ...(step.withoutPayingManaCost !== undefined ? { withoutPayingManaCost: step.withoutPayingManaCost } : {}),
    });
  },
};
