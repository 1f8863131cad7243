import { tokenFaces } from "../../cards/tokens.js";
import { incubate } from "../cardActions.js";
import { tokensToCreate } from "../doubling.js";
import { enterBattlefield, newTokenSpec } from "../enter.js";
import { moveObject } from "../zones.js";
import { enterTogether } from "../enterTogether.js";
import { effectHandlers } from "./handler.js";
import { amount, resolvePlayers } from "./refs.js";
import type { PlayerRef } from "../../abilities/ref.js";
import type { TokenSpec } from "../../abilities/token.js";
import type { Ctx } from "../../game/ctx.js";
import type { Resolution } from "../../game/resolution.js";

/** Creating tokens (111, 701.7). */
export const tokenEffects = effectHandlers({
  createToken: (ctx, e, r) => {
    const count = amount(ctx, e.count, r);
    // 608.2h: numbers the token is given are read once, as it is created.
    const token = e.pt
      ? { ...e.token, power: amount(ctx, e.pt.power, r), toughness: amount(ctx, e.pt.toughness, r) }
      : e.token;
    createKinds(ctx, r, e.who, [{ token, count, tapped: e.tapped === true }]);
  },
  createTokenKinds: (ctx, e, r) => {
    createKinds(
      ctx,
      r,
      e.who,
      e.kinds.map((k) => ({ token: k.token, count: k.count, tapped: k.tapped === true })),
    );
  },
  incubate: (ctx, e, r) => {
    const times = amount(ctx, e.times, r);
    for (let i = 0; i < times; i++) incubate(ctx, e.n, r);
  },
});

/**
 * 603.6a: the tokens one instruction creates enter at the same time, of one kind or several
 * ("create a 1/1 … token and a 0/3 … token").
 */
function createKinds(
  ctx: Ctx,
  r: Resolution,
  who: PlayerRef | undefined,
  kinds: readonly { readonly token: TokenSpec; readonly count: number; readonly tapped: boolean }[],
): void {
  // 111.2: the player who creates a token owns it and controls it as it enters.
  const creators = who ? resolvePlayers(ctx, who, r) : [r.controller];
  // 614.1a: a replacement (Doubling Season) applies to each kind's creation.
  const made = creators.flatMap((p) => kinds.map((k) => ({ p, k, n: tokensToCreate(ctx.state, p, k.count) })));
  enterTogether(ctx, (together) => {
    for (const { p, k, n } of made)
      for (let i = 0; i < n; i++) {
        // 111.4: the token has the characteristics the effect gives it; its colors as a color indicator.
        const token = { faces: tokenFaces(k.token), createdBy: `${r.sourceName ?? "effect"}: ${r.text}` };
        const obj = enterBattlefield(together, { ...newTokenSpec(token, p, moveObject), tapped: k.tapped });
        r.created.push(obj.id);
      }
  });
}
