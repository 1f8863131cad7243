import { Filters } from "../../../abilities/filter.js";
import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { parseGroup } from "../text/subjects.js";

/**
 * 608.2d: "Choose any number of artifact tokens and/or creature tokens you control with different
 * names" — no target: the permanents are chosen as the ability resolves, where the next sentence
 * ("For each of them, create a token that's a copy of it") uses them; "them" names the choice.
 */
export function compileChooseAnyNumber(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^choose any number of (.+?) you control( with different names)?$/.exec(s);
  if (!m?.[1]) return null;
  const kinds = m[1].split(" and/or ").map((k) => parseGroup(`${k} you control`));
  const filters = kinds.map((k) => (k?.plural ? k.filter : null));
  if (filters.some((f) => f === null)) return null;
  const [only, ...more] = filters.filter((f) => f !== null);
  if (!only) return null;
  ctx.pronoun = {
    ref: "chosenAnyNumber",
    filter: more.length > 0 ? Filters.or(only, ...more) : only,
    what: m[1],
    ...(m[2] ? { differentNames: true } : {}),
  };
  return [];
}
