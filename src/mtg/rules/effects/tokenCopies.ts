import type { CopyException } from "../../abilities/copyException.js";
import type { Ctx } from "../../game/ctx.js";
import type { Resolution } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import type { ObjectId, PlayerId, TokenKeyword } from "../../model/object.js";
import { tokensToCreate } from "../doubling.js";
import { createTokenCopy } from "../enter.js";
import { moveObject } from "../zones.js";
import { enterTogether } from "../enterTogether.js";
import { putOntoBattlefieldAttacking } from "../enterAttacking.js";
import { myriad } from "../myriad.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";

/** Token copies to create: `n` copies of `of` under `controller`, maybe tapped and attacking (508.4). */
export interface CopiesToCreate {
  readonly of: ObjectId;
  readonly controller: PlayerId;
  readonly n: number;
  /** "tapped tokens" (111.1). */
  readonly tapped?: boolean;
  /** 702.128a, 702.129a: made by an embalm / eternalize ability. */
  readonly keyword?: TokenKeyword;
  readonly attacking?: {
    /** The players it may attack: each defending player, or the one the effect names. */
    readonly defenders: readonly PlayerId[];
    /** "that player or a planeswalker they control" (702.116a): not a battle. */
    readonly playerOrPlaneswalker?: boolean;
  };
}

/**
 * 111.10, 707.2: tokens that are copies of objects, as many more as replacement effects make
 * (614.1a); the tokens one instruction creates enter at the same time (603.6a). Each is recorded
 * as created by this resolution ("that token", "exile them").
 */
export function enterTokenCopies(
  ctx: Ctx,
  copies: readonly CopiesToCreate[],
  exceptions: readonly CopyException[],
  r: Resolution,
): void {
  const counts = copies.map((c) => tokensToCreate(ctx.state, c.controller, c.n));
  enterTogether(ctx, (together) => {
    copies.forEach((c, k) => {
      for (let i = 0; i < (counts[k] ?? 0); i++) {
        const createdBy = `${r.sourceName ?? "effect"}: ${r.text}`;
        const tapped = c.tapped === true || c.attacking !== undefined;
        const t = createTokenCopy(together, c.of, c.controller, exceptions, createdBy, moveObject, tapped, c.keyword);
        if (!t) continue;
        r.created.push(t.id);
        if (c.attacking)
          putOntoBattlefieldAttacking(together, t.id, c.attacking.defenders, c.attacking.playerOrPlaneswalker);
      }
    });
  });
}

/** 508.4, 506.2: "tapped and attacking" with no player named: any defending player, an opponent. */
export function attackingOpponents(ctx: Ctx, r: Resolution): Pick<CopiesToCreate, "attacking"> {
  return { attacking: { defenders: ctx.state.players.filter((p) => p.name !== r.controller).map((p) => p.name) } };
}

/** 701.36a: the creature tokens the resolution's controller could populate with, now. */
function creatureTokensOf(ctx: Ctx, r: Resolution): ObjectId[] {
  const d = derive(ctx.state);
  return ctx.state.battlefield.filter((id) => {
    const c = d.get(id);
    return ctx.state.objects[id]?.token != null && c?.controller === r.controller && c.types.includes("Creature");
  });
}

/** 701.36a: the controller chooses the token to copy (a choice among one is no choice). */
function chooseToken(ctx: Ctx, options: readonly ObjectId[], r: Resolution): ObjectId | null {
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: `${r.sourceName ?? "effect"}: choose a creature token to populate`,
    options,
    optional: false,
    rule: "701.36a",
  });
  return a.kind === "object" ? a.id : null;
}

/** Token copies beyond "create a token that's a copy of [object]": one of each object, populate (701.36). */
export const tokenCopyEffects = effectHandlers({
  createTokenCopyOfEach: (ctx, e, r) => {
    const d = derive(ctx.state);
    const copies = resolveObjects(ctx, e.of, r).map((of) => ({
      of,
      // "its controller creates": the copied object's controller (608.2h: as it last existed).
      controller: e.byController ? (d.get(of)?.controller ?? r.controller) : r.controller,
      n: 1,
    }));
    enterTokenCopies(ctx, copies, e.exceptions, r);
  },
  myriad: (ctx, _e, r, runNested) => myriad(ctx, r, (copies) => enterTokenCopies(ctx, copies, [], r), runNested),
  populate: (ctx, e, r) => {
    const times = amount(ctx, e.times, r);
    // Full Flowering's rulings: each time, any creature token may be chosen, one populate after another.
    for (let i = 0; i < times; i++) {
      const options = creatureTokensOf(ctx, r);
      if (options.length === 0) return; // 701.36b: no creature token, no token created
      const of = options.length === 1 ? options[0] : chooseToken(ctx, options, r);
      if (of)
        enterTokenCopies(
          ctx,
          [{ of, controller: r.controller, n: 1, ...(e.tappedAndAttacking ? attackingOpponents(ctx, r) : {}) }],
          [],
          r,
        );
    }
  },
});
