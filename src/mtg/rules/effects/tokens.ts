import { tokenFaces } from "../../cards/tokens.js";
import { incubate } from "../cardActions.js";
import { tokensToCreate } from "../doubling.js";
import { enterBattlefield, newTokenSpec } from "../enter.js";
import { moveObject } from "../zones.js";
import { enterTogether } from "../enterTogether.js";
import { effectHandlers } from "./handler.js";
import { amount, resolvePlayers } from "./refs.js";

/** Creating tokens (111, 701.7). */
export const tokenEffects = effectHandlers({
  createToken: (ctx, e, r) => {
    const count = amount(ctx, e.count, r);
    // 111.2: the player who creates a token owns it and controls it as it enters.
    const creators = e.who ? resolvePlayers(ctx, e.who, r) : [r.controller];
    const perCreator = creators.map((p) => ({ p, n: tokensToCreate(ctx.state, p, count) }));
    // 603.6a: the tokens one instruction creates enter at the same time.
    enterTogether(ctx, (together) => {
      for (const { p, n } of perCreator)
        for (let i = 0; i < n; i++) {
          // 111.4: the token has the characteristics the effect gives it; its colors as a color indicator.
          const token = { faces: tokenFaces(e.token), createdBy: `${r.sourceName ?? "effect"}: ${r.text}` };
          const obj = enterBattlefield(together, { ...newTokenSpec(token, p, moveObject), tapped: e.tapped === true });
          r.created.push(obj.id);
        }
    });
  },
  incubate: (ctx, e, r) => {
    const times = amount(ctx, e.times, r);
    for (let i = 0; i < times; i++) incubate(ctx, e.n, r);
  },
});
