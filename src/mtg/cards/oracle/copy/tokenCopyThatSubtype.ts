import type { ObjectRef } from "../../../abilities/ref.js";
import type { EffectContext } from "../effects.js";
import { isNamedSubtype } from "../text/subjects.js";

/**
 * "that Wizard" after "Whenever another nontoken Wizard enters …" (603.2): the object the trigger
 * is about, named by the subtype its trigger condition gave it. Only the trigger's object: the
 * subtype word alone names nothing else here.
 */
export function thatSubtypeOfTrigger(phrase: string, ctx: EffectContext): ObjectRef | null {
  const m = /^that ([A-Z][a-z]+)$/.exec(phrase);
  if (!m?.[1] || !isNamedSubtype(m[1]) || ctx.pronounLeft) return null;
  return ctx.pronoun?.ref === "triggerObject" ? ctx.pronoun : null;
}
