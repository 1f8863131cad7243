import type { Duration, Effect } from "../../abilities/effect.js";
import type { ObjectRef } from "../../abilities/ref.js";
import type { EffectContext } from "./effects.js";
import { copiedObject, splitExcept } from "./copyTokens.js";
import { SELF } from "./sentences.js";

/**
 * 707.2, 613.2a: "~ becomes a copy of target creature until end of turn, except it has this
 * ability"; "you may have ~ become a copy of …" (the "you may" is the ability's); "Until end of
 * turn, ~ becomes a copy of …". The object that becomes the copy is this object or one target.
 */
export function compileBecomeCopy(s: string, ctx: EffectContext): Effect[] | null {
  let sentence = s;
  let duration: Duration = "permanent";
  const lead = /^until end of turn, (.+)$/.exec(sentence);
  if (lead?.[1]) {
    sentence = lead[1];
    duration = "endOfTurn";
  }
  const parsed = splitExcept(sentence);
  if (!parsed) return null;
  let body = parsed.body;
  if (body.endsWith(" until end of turn")) {
    if (duration !== "permanent") return null;
    duration = "endOfTurn";
    body = body.slice(0, -" until end of turn".length);
  }
  const m = /^(?:have (.+) become|(.+) becomes) a copy of (.+)$/.exec(body);
  const subject = m?.[1] ?? m?.[2];
  if (!subject || !m?.[3]) return null;
  let what: ObjectRef;
  if (subject === SELF) what = { ref: "self" };
  else {
    const target = copiedObject(subject, ctx);
    // "another target …" after a first target means "other than that target" (115.3), not "than this".
    if (!target || /\banother target\b/.test(m[3])) return null;
    target.commit();
    what = target.ref;
  }
  const of = copiedObject(m[3], ctx);
  if (!of) return null;
  of.commit();
  ctx.pronoun = what;
  return [{ do: "becomeCopy", what, of: of.ref, exceptions: parsed.exceptions, duration }];
}
