import type { Condition } from "../../../abilities/condition.js";
import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";

const FOR_EACH_DEVOURED = /^(.+) for each creature it devoured$/;

/**
 * 702.82b: "draw a card for each creature it devoured", "you gain 2 life for each …", "target
 * player discards a card for each …": the instruction with its number multiplied by the number of
 * creatures the source devoured as it entered ("it": the source itself).
 */
export function compileForEachDevoured(
  s: string,
  ctx: EffectContext,
  compile: (s: string, ctx: EffectContext) => Effect[] | null,
): Effect[] | null {
  const m = FOR_EACH_DEVOURED.exec(s);
  if (!m?.[1] || ctx.pronoun?.ref !== "self") return null;
  const effects = compile(m[1], ctx);
  const [e] = effects ?? [];
  if (effects?.length !== 1 || e === undefined) return null;
  switch (e.do) {
    case "draw":
    case "gainLife":
    case "loseLife":
    case "discard":
      return typeof e.amount === "number" ? [{ ...e, amount: { of: "devouredBySource", times: e.amount } }] : null;
    default:
      return null;
  }
}

/** 702.82b: "if it devoured a creature" — the source devoured one or more as it entered. */
export const DEVOURED_A_CREATURE: Condition = { is: "selfDevoured" };
