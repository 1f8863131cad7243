import { derive } from "../layers/derive.js";
import type { PlayerId, StackDecisions } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { payMana } from "./mana.js";

/**
 * 118.3, 602.2b: "… and pay its mana cost" — the mana cost of the card the cost exiled (its front
 * face's, 712.8a; X is 0, 107.3b — the card's rulings). It isn't cast: nothing reduces that cost. A
 * card without a mana cost costs nothing (118.5 applies only to costs of {0}).
 */
export function payExiledManaCost(ctx: Ctx, who: PlayerId, decisions: StackDecisions): void {
  const card = decisions.exiledToPay?.at(-1);
  const cost = card === undefined ? null : derive(ctx.state).get(card)?.manaCost;
  if (cost) decisions.manaSpent += payMana(ctx, who, cost, 0);
}
