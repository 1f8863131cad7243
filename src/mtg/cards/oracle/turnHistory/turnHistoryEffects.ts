import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { parseTurnCondition } from "./turnHistoryConditions.js";
import { addsMana, parseYouControlCondition } from "../copy/tokenCopyIfYouControl.js";
import { parseThatSpellCondition } from "../copy/spellCopyThatSpell.js";
import { parseSameNameCountCondition } from "../copy/tokenCopySameNameCount.js";

type Compile = (sentences: readonly string[], ctx: EffectContext) => Effect[] | null;

/**
 * 608.2c: "If you attacked this turn, create a Treasure token." — an instruction done only if a
 * condition about the turn holds as the spell or ability resolves; "If a creature died this turn,
 * you gain 8 life instead." replaces the one instruction before it. Returns every instruction so
 * far (`before` amended), or null if the sentence is not this template.
 */
export function compileIfThisTurn(
  sentence: string,
  before: readonly Effect[],
  ctx: EffectContext,
  compile: Compile,
): Effect[] | null {
  // "Then if …": the same check, after the instructions before it (608.2c).
  const start = sentence.startsWith("If ") ? 3 : sentence.startsWith("Then if ") ? 8 : 0;
  if (start === 0) return null;
  for (let at = sentence.indexOf(", "); at >= 0; at = sentence.indexOf(", ", at + 2)) {
    const phrase = sentence.slice(start, at);
    const condition =
      parseTurnCondition(phrase, null) ??
      parseYouControlCondition(phrase) ??
      parseSameNameCountCondition(phrase) ??
      parseThatSpellCondition(phrase, ctx);
    if (!condition) continue;
    const rest = sentence.slice(at + 2);
    const instead = rest.endsWith(" instead");
    const targets = ctx.targets.length;
    const effects = compile([instead ? rest.slice(0, -" instead".length) : rest], ctx);
    // 605.1a: a mana ability adds its mana at once; a condition around the mana isn't one (stays text).
    if (!effects || addsMana([...effects, ...before])) return null;
    if (!instead) return [...before, { do: "if", condition, effects }];
    // "… instead": the other instruction is the one before, which must be the only one (and the
    // replacement names no new target).
    const [only] = before;
    if (before.length !== 1 || !only || ctx.targets.length !== targets) return null;
    return [{ do: "if", condition, effects, otherwise: [only] }];
  }
  return null;
}
