import type { Amount } from "../../../abilities/amount.js";
import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";

type CreateCopy = Extract<Effect, { do: "createTokenCopy" }>;

/**
 * 603.7: "When ~ dies, … create a token that's a copy of it at the beginning of the next end step"
 * (Ochre Jelly): a delayed triggered ability that creates the copy then, of ~ as it last existed on
 * the battlefield (608.2h). Only ~ itself: a target or the trigger's object would be another
 * object by then. The token doesn't exist yet, so no later sentence may act on it now.
 */
export function compileDelayedTokenCopy(
  s: string,
  ctx: EffectContext,
  compileTokenCopy: (s: string, ctx: EffectContext) => Effect[] | null,
): Effect[] | null {
  const m = /^(create .+) at the beginning of the next end step$/.exec(s);
  if (!m?.[1]) return null;
  const inner = compileTokenCopy(m[1], ctx);
  const [create] = inner ?? [];
  if (inner?.length !== 1 || create?.do !== "createTokenCopy" || !isSelfLeft(create)) return null;
  ctx.pronoun = null;
  return [{ do: "atNextEndStep", effects: [create] }];
}

function isSelfLeft(e: CreateCopy): boolean {
  return e.of.ref === "self" && e.lastKnown === true && e.count === 1 && e.who === undefined;
}

/**
 * "The token enters with [half] that many [kind] counters on it[, rounded down]" after that delayed
 * creation (107.1a, 614.1c): the counters of that kind ~ had as it last existed (608.2h), read as
 * the delayed ability resolves; an additional effect of the copy, like 707.9e's.
 */
export function amendDelayedTokenCounters(s: string, out: readonly Effect[]): Effect[] | null {
  const m =
    /^The token enters(?: the battlefield)? with (half )?that many (\S+) counters on it(?:, rounded (down|up))?$/.exec(
      s,
    );
  const last = out.at(-1);
  const create = last?.do === "atNextEndStep" && last.effects.length === 1 ? last.effects[0] : undefined;
  if (
    !m?.[2] ||
    create?.do !== "createTokenCopy" ||
    !isSelfLeft(create) ||
    (m[1] === undefined) !== (m[3] === undefined)
  )
    return null;
  const had: Amount = { of: "countersOn", what: create.of, kind: m[2], lastKnown: true };
  const amount: Amount = m[1] ? { of: "half", amount: had, round: m[3] === "up" ? "up" : "down" } : had;
  const amended: CreateCopy = {
    ...create,
    exceptions: [...create.exceptions, { except: "entersWithCounters", kind: m[2], amount }],
  };
  return [...out.slice(0, -1), { do: "atNextEndStep", effects: [amended] }];
}
