import type { CopyException } from "../../abilities/copyException.js";
import type { Ctx } from "../../game/ctx.js";
import type { Resolution } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import type { ObjectId } from "../../model/object.js";
import { tokensToCreate } from "../doubling.js";
import { createTokenCopy } from "../enter.js";
import { enterTogether } from "../enterTogether.js";
import { effectHandlers } from "./handler.js";
import { amount } from "./refs.js";

/**
 * 111.10, 707.2: `n` tokens that are copies of `of` under the resolution's controller, as many
 * more as replacement effects make (614.1a); the tokens one instruction creates enter at the same
 * time (603.6a). Each is recorded as created by this resolution ("that token", "exile them").
 */
export function enterTokenCopies(
  ctx: Ctx,
  of: ObjectId,
  n: number,
  exceptions: readonly CopyException[],
  r: Resolution,
): void {
  const count = tokensToCreate(ctx.state, r.controller, n);
  enterTogether(ctx, (together) => {
    for (let i = 0; i < count; i++) {
      const t = createTokenCopy(together, of, r.controller, exceptions, `${r.sourceName ?? "effect"}: ${r.text}`);
      if (t) r.created.push(t.id);
    }
  });
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

/** Token copies beyond "create a token that's a copy of [object]": populate (701.36). */
export const tokenCopyEffects = effectHandlers({
  populate: (ctx, e, r) => {
    const times = amount(ctx, e.times, r);
    // Full Flowering's rulings: each time, any creature token may be chosen, one populate after another.
    for (let i = 0; i < times; i++) {
      const options = creatureTokensOf(ctx, r);
      if (options.length === 0) return; // 701.36b: no creature token, no token created
      const of = options.length === 1 ? options[0] : chooseToken(ctx, options, r);
      if (of) enterTokenCopies(ctx, of, 1, [], r);
    }
  },
});
