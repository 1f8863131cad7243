import type { Ctx } from "../game/ctx.js";
import { illegal, log } from "../game/draft.js";
import { player } from "../game/objects.js";
import { derive } from "../layers/derive.js";
import { manaValueOf } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { loseLife } from "./lifeLoss.js";

/**
 * 118.9, 601.2h: "pay life equal to that spell's mana value rather than pay its mana cost" (an
 * effect's permission to cast a card, Xander's Pact): the alternative cost is paid in life; 119.4:
 * only a player whose life total is at least the payment can pay it.
 */
export function payLifeEqualToManaValue(ctx: Ctx, caster: PlayerId, spellId: ObjectId): void {
  const { state } = ctx;
  const d = derive(state);
  const c = d.get(spellId);
  const life = c ? manaValueOf(d.view, spellId, c) : 0;
  if (life === 0) return;
  if (player(state, caster).life < life)
    illegal(`${caster} can't pay ${life} life (their life total is ${player(state, caster).life})`, "119.4");
  loseLife(state, caster, life);
  log(state, "pay", `${caster} pays ${life} life`, "118.9", [spellId]);
}
