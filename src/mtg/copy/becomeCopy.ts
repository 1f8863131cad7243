import type { CopyException } from "../abilities/copyException.js";
import type { AbilityDef } from "../abilities/ability.js";
import type { Duration } from "../abilities/effect.js";
import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { illegal, newTimestamp } from "../game/draft.js";
import { addCopyEffect } from "./copyEffect.js";
import { lastKnownDerivation } from "./lastKnown.js";
import { takeSnapshot } from "./snapshot.js";

export interface BecomeCopyArgs {
  readonly target: ObjectId;
  readonly of: ObjectId;
  readonly exceptions: readonly CopyException[];
  readonly duration: Duration;
  readonly sourceId: ObjectId | null;
  readonly controller: PlayerId;
  readonly text: string;
  readonly thisAbility?: AbilityDef;
}

/**
 * 707.4: a permanent becomes a copy of another object while staying on the battlefield: no
 * enters or leaves abilities trigger, and noncopy effects already affecting it keep applying.
 */
export function becomeCopy(ctx: Ctx, args: BecomeCopyArgs): void {
  const { state } = ctx;
  const d = derive(state);
  const target = state.objects[args.target];
  if (target?.zone !== "battlefield") illegal("only a permanent can become a copy", "707.4");
  // 608.2h: an object that left the battlefield is copied as it last existed there.
  const snap = takeSnapshot(lastKnownDerivation(state, args.of) ?? d, args.of, {
    exceptions: args.exceptions,
    ...(args.thisAbility ? { thisAbility: args.thisAbility } : {}),
    copierBefore: { colors: d.copiable(args.target)?.colors ?? [] },
  });
  // 707.2, 111.12-style: a copy of an object that no longer exists copies nothing.
  if (!snap) return;
  addCopyEffect(state, {
    target: args.target,
    snapshot: snap.snapshot,
    sourceId: args.sourceId,
    sourceName: args.sourceId ? (d.get(args.sourceId)?.name ?? null) : null,
    controller: args.controller,
    timestamp: newTimestamp(state, args.target),
    duration: args.duration,
    text: args.text,
    rule: "707.4",
  });
}
