import { z } from "zod";
import { performAction } from "../../mtg/rules/applyAction.js";
import type { ObjectRef, StepCommon, TargetRef } from "../ast.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepDefinition } from "./step.js";

export interface CopySpellStep extends StepCommon {
  readonly kind: "copySpell";
  readonly of: ObjectRef;
  /** Default: the active player. */
  readonly controller: string;
  /** true: the copy's controller may choose new targets (answered from `answers`); a list: the new targets. */
  readonly newTargets?: boolean | readonly TargetRef[];
  /** Extension: 707.10d — a copy for each other player or object the spell could target. */
  readonly forEachPossibleTarget?: boolean;
  /** A handle for the copy on the stack. */
  readonly id?: string;
}

function schema(p: SchemaParts) {
  return p.strict({
    of: p.objectRef,
    controller: p.nonEmpty.optional(),
    newTargets: z.union([z.boolean(), p.targets], { error: "true, false or a list of targets" }).optional(),
    /** Extension: 707.10d — one copy for each other player or object the spell could target. */
    forEachPossibleTarget: z.boolean().optional(),
    id: p.id.optional(),
  });
}

/** 4.2: copy a spell or ability on the stack (707.10), as if an effect did it. */
export const copySpell: StepDefinition<RawOf<typeof schema>, CopySpellStep> = {
  key: "copySpell",
  schema,
  makesCopy: true,
  normalize(v, n, c, path) {
    n.player(v.controller, [...path, "controller"]);
    const of = n.objectRef(v.of, [...path, "of"]);
    const newTargets =
      v.newTargets === undefined || typeof v.newTargets === "boolean"
        ? v.newTargets
        : n.targets(v.newTargets, [...path, "newTargets"]);
    if (v.id !== undefined) n.introduceId(v.id, [...path, "id"]);
    return {
      ...c,
      kind: "copySpell",
      of,
      controller: v.controller ?? n.active,
      ...(newTargets !== undefined ? { newTargets } : {}),
      ...(v.forEachPossibleTarget !== undefined ? { forEachPossibleTarget: v.forEachPossibleTarget } : {}),
      ...(v.id !== undefined ? { id: v.id } : {}),
    };
  },
  run(ctx, step, { ref, target, aliases }) {
    const nt = step.newTargets;
    const made = performAction(ctx, {
      kind: "copySpell",
      player: step.controller,
      of: ref(step.of),
      newTargets: Array.isArray(nt) ? nt.map(target) : nt === true,
      ...(step.forEachPossibleTarget ? { forEachPossibleTarget: true as const } : {}),
    });
    if (step.id && made) aliases.set(step.id, made);
  },
};
