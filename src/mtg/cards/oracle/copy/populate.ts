import type { Effect } from "../../../abilities/effect.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import type { EffectContext } from "../effects.js";
import { parseAmount } from "../text/words.js";

/**
 * 701.36a: "Populate", "then populate", "Populate X times": each time, a token that's a copy of a
 * creature token its controller chooses. Afterwards "the token" means the tokens created.
 */
export function compilePopulate(s: string, ctx: EffectContext, created: ObjectRef): Effect[] | null {
  const m = /^populate(?: (\S+) times| (twice))?$/.exec(s);
  if (!m) return null;
  const times = m[2] ? 2 : m[1] ? parseAmount(m[1]) : 1;
  if (times === null || (times === 1 && m[1] !== undefined)) return null;
  ctx.pronoun = created;
  return [{ do: "populate", times }];
}
