import type { Effect } from "../../abilities/effect.js";
import type { EffectContext } from "./effects.js";

/**
 * "If it's your turn, scry 2." / "If it's not your turn, …" after the instructions of a spell
 * (the Fated cards): the instruction happens only if its controller is the active player as it is
 * carried out (608.2c, 102.1). The condition must cover a whole instruction.
 */
export function compileTurnCondition(
  s: string,
  ctx: EffectContext,
  instruction: (s: string, ctx: EffectContext) => Effect[] | null,
): Effect[] | null {
  const m = /^if it's (not )?your turn, (.+)$/.exec(s);
  if (!m?.[2]) return null;
  const effects = instruction(m[2], ctx);
  if (!effects) return null;
  return [{ do: "if", condition: m[1] ? { is: "not", condition: { is: "yourTurn" } } : { is: "yourTurn" }, effects }];
}
