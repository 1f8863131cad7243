import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { player } from "../text/mentions.js";

/**
 * "You lose half your life, rounded up", "that player loses half their life, rounded down" (107.1a,
 * 119.3): the rounding must be said; the possessive agrees with the subject.
 */
export function compileLoseHalfLife(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(.+?) (lose|loses) half (your|their) life, rounded (up|down)$/.exec(s);
  if (!m?.[1] || !m[4]) return null;
  const you = m[1] === "you";
  if (you !== (m[2] === "lose") || you !== (m[3] === "your")) return null;
  const who = player(m[1], ctx);
  if (!who) return null;
  if (who.slot) ctx.targets.push(who.slot);
  return [{ do: "loseHalfLife", who: who.who, round: m[4] === "up" ? "up" : "down" }];
}
