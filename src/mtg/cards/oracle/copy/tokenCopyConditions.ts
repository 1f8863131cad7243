import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";

/**
 * "If it's your turn, scry 2." / "If it's not your turn, …" after the instructions of a spell
 * (the Fated cards): the instruction happens only if its controller is the active player as it is
 * carried out (608.2c, 102.1). The condition must cover a whole instruction.
 */
export function compileTurnCondition(
  s: string,
  ctx: EffectContext,
  instruction: (s: string, ctx: EffectContext) => Effect[] | null,
): Effect[] | null {
  const m = /^if it's (not )?your turn, (.+)$/.exec(s);
  if (!m?.[2]) return null;
  const effects = instruction(m[2], ctx);
  if (!effects) return null;
  return [{ do: "if", condition: m[1] ? { is: "not", condition: { is: "yourTurn" } } : { is: "yourTurn" }, effects }];
}

/**
 * "Sacrifice a non-Demon creature. If you do, create a token that's a copy of ~." (608.2c, 701.21a):
 * an instruction that may be impossible (no such creature), then instructions that happen only if
 * it was performed. Only a sacrifice of a chosen permanent is read: whether it happened is seen.
 */
export function compileIfYouDid(
  s: string,
  next: string | undefined,
  ctx: EffectContext,
  instruction: (s: string, ctx: EffectContext) => Effect[] | null,
): Effect | null {
  const then = /^If you do, (.+)$/.exec(next ?? "");
  if (!then?.[1] || !/^sacrifice an? /i.test(s)) return null;
  const [first, ...more] = instruction(s.charAt(0).toLowerCase() + s.slice(1), ctx) ?? [];
  if (first?.do !== "sacrifice" || first.what.ref !== "chosen" || more.length > 0) return null;
  const ifYouDo = instruction(then[1].charAt(0).toLowerCase() + then[1].slice(1), ctx);
  return ifYouDo ? { do: "mayThen", first, ifYouDo, mandatory: true } : null;
}

/**
 * "You may exile target creature card from your graveyard. If you do, …" (Séance), "you may exile
 * it. If you do, …" (Nightmare Shepherd, of the card that died): one object the engine can see
 * exiled or not (603.5, 608.2c) — a target, or the trigger's object.
 */
export function isMayExileOne(first: Effect): boolean {
  // "you may exile a creature card from your graveyard. If you do, …" (God-Pharaoh's Gift): one chosen card (608.2d).
  if (first.do === "exileFromGraveyard") return true;
  return first.do === "exile" && (first.what.ref === "target" || first.what.ref === "triggerObject");
}
