import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { player } from "../text/mentions.js";

/**
 * "Target player reveals a card at random from their hand" (701.20a): the card is then "that card"
 * / "the revealed card" ("… deals damage to that player equal to that card's mana value").
 */
export function compileRevealAtRandomFromHand(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(.+?) (reveal|reveals) a card at random from (your|their) hand$/.exec(s);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const you = m[1] === "you";
  if (you !== (m[2] === "reveal") || you !== (m[3] === "your")) return null;
  const who = player(m[1], ctx);
  if (!who) return null;
  if (who.slot) ctx.targets.push(who.slot);
  ctx.pronoun = { ref: "thisWay" };
  return [{ do: "revealAtRandomFromHand", who: who.who }];
}
