import type { Effect } from "../../../abilities/effect.js";
import { parseCopyExceptions } from "./copyExceptions.js";
import type { EffectContext } from "../effects.js";

/**
 * 707.9, 707.10: "Copy target creature spell you control, except it isn't legendary if the spell
 * is legendary" (Double Major): one copy of a spell with exceptions to what it copies. The copy
 * takes the spell's supertypes (707.2), so "if the spell is legendary" changes nothing: it isn't
 * legendary. `compile` reads the copy instruction without its "except" clause.
 */
export function compileSpellCopyExcept(
  s: string,
  ctx: EffectContext,
  compile: (s: string, ctx: EffectContext) => Effect[] | null,
): Effect[] | null {
  const m = /^(copy .+?), except (.+)$/.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const exceptions = parseCopyExceptions(
    m[2]
      .replace(/^it isn't legendary if the spell is legendary$/, "it isn't legendary")
      // "except the copy is a 1/1 Spirit in addition to its other types" (Donal): "it's …".
      .replace(/^the copy is /, "it's "),
  );
  const copied = exceptions ? compile(m[1], ctx) : null;
  const [only, ...more] = copied ?? [];
  if (!exceptions || only?.do !== "copySpell" || more.length > 0 || only.exceptions.length > 0) return null;
  return [{ ...only, exceptions }];
}
