import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { lowerFirst } from "../text/sentences.js";
import { mayPayEnergy } from "../effects/energy.js";

const MAY_PAY = /^you may pay ((?:\{(?:\d+|[WUBRGC])\})+)$/;

/** "you may pay {1}{G}" — the optional payment that an "If you do, …" sentence follows. */
export function isMayPay(sentence: string): boolean {
  return MAY_PAY.test(sentence);
}

/**
 * "You may pay {cost}. If you do, [instructions]." (118.1, 608.2c): the instructions after the
 * payment happen only if it is made — every sentence after "If you do," (the copy's new targets
 * belong to the copy). Null unless the first sentence is the payment and the next
 * starts with "If you do,"; `rest` compiles the instructions.
 */
export function compileMayPay(
  sentences: readonly string[],
  ctx: EffectContext,
  rest: (sentences: readonly string[], ctx: EffectContext) => Effect[] | null,
): Effect[] | null {
  const [first, second, ...others] = sentences;
  const mana = first === undefined ? undefined : MAY_PAY.exec(lowerFirst(first))?.[1];
  const energy = first === undefined ? null : mayPayEnergy(first);
  const then = second === undefined ? undefined : /^If you do, (.+)$/.exec(second)?.[1];
  const payment: Effect | null =
    energy !== null ? { do: "payEnergy", amount: energy } : mana !== undefined ? { do: "payMana", mana } : null;
  if (!payment || then === undefined) return null;
  const effects = rest([then, ...others], ctx);
  return effects ? [{ do: "mayThen", first: payment, ifYouDo: effects }] : null;
}
