import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { parseGroup } from "../text/subjects.js";

/**
 * 614.1c: "The next time one or more creatures or planeswalkers enter this turn, they enter as
 * copies of the chosen creature" — after "Choose target nonlegendary creature" (the object "the
 * chosen creature" names). A one-shot replacement for the next event that puts such objects onto
 * the battlefield this turn.
 */
export function compileNextEntersAsCopies(s: string, ctx: EffectContext): Effect[] | null {
  const m =
    /^the next time one or more (.+?) enter(?: the battlefield)? this turn, they enter(?: the battlefield)? as copies of the chosen (\w+)$/.exec(
      s,
    );
  if (!m?.[1] || !m[2]) return null;
  const group = parseGroup(m[1]);
  const of = ctx.pronoun;
  if (!group?.plural || of?.ref !== "target") return null;
  return [{ do: "nextEntersAsCopy", of, filter: group.filter }];
}
