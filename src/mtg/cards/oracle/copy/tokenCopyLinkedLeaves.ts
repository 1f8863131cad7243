import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import type { ParsedTrigger } from "../triggers.js";

/**
 * 607.2c, 603.6c: "When the token leaves the battlefield" on a card whose other ability creates a
 * token (Dance of Many): a leaves-the-battlefield trigger of the token that ability created.
 */
export function parseLinkedTokenLeavesTrigger(condition: string): ParsedTrigger | null {
  if (!/^When (?:the|that) token leaves the battlefield$/.test(condition)) return null;
  return { trigger: { on: "leavesBattlefield", filter: { is: "createdWithSource" } }, pronoun: null };
}

/**
 * 607.2c: "exile the token" as the first instruction of a leaves-the-battlefield ability (Dance of
 * Many: "When ~ leaves the battlefield, exile the token"): the token the card's linked ability
 * created, still on the battlefield — not one this ability made (nothing was made before it).
 */
export function compileLinkedTokenAction(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(exile|destroy|sacrifice) the token$/.exec(s);
  if (!m?.[1] || !ctx.eventObjectLeft || ctx.pronoun !== null) return null;
  const what = { ref: "createdWith" } as const;
  return [
    m[1] === "exile" ? { do: "exile", what } : m[1] === "destroy" ? { do: "destroy", what } : { do: "sacrifice", what },
  ];
}
