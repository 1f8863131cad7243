import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { parseKeywordNames } from "../text/words.js";

type Instruction = (s: string, ctx: EffectContext) => Effect[] | null;

/**
 * Two instructions of which the controller chooses one as the effect happens (608.2d):
 * "[you may] tap or untap target permanent" (701.26a), "~ gains your choice of flying or lifelink
 * until end of turn". Each option is the sentence read with that choice; both must name the same
 * targets. "You may" also allows choosing neither.
 */
export function compileChoiceOfTwo(s: string, ctx: EffectContext, instruction: Instruction): Effect[] | null {
  const tap = /^(you may )?tap or untap (.+)$/.exec(s);
  if (tap?.[2]) return options(["tap", "untap"], (o) => `${o} ${tap[2]}`, tap[1] !== undefined, ctx, instruction);
  const keyword = /^(.+) your choice of ([a-z ]+?) or ([a-z ]+?)( until end of turn)$/.exec(s);
  if (!keyword?.[1] || !keyword[2] || !keyword[3] || !keyword[4]) return null;
  const [head, a, b, tail] = [keyword[1], keyword[2], keyword[3], keyword[4]];
  if (!/ (gains?)$/.test(head) || parseKeywordNames(a)?.length !== 1 || parseKeywordNames(b)?.length !== 1) return null;
  return options([a, b], (o) => `${head} ${o}${tail}`, false, ctx, instruction);
}

function options(
  labels: readonly string[],
  sentence: (option: string) => string,
  optional: boolean,
  ctx: EffectContext,
  instruction: Instruction,
): Effect[] | null {
  const saved = { targets: ctx.targets.length, pronoun: ctx.pronoun, colorChoices: ctx.colorChoices };
  const compiled: Effect[][] = [];
  let slots: string | null = null;
  let after = { pronoun: ctx.pronoun, colorChoices: ctx.colorChoices };
  for (const label of labels) {
    ctx.targets.length = saved.targets;
    ctx.pronoun = saved.pronoun;
    ctx.colorChoices = saved.colorChoices;
    const effects = instruction(sentence(label), ctx);
    const named = JSON.stringify(ctx.targets.slice(saved.targets));
    if (!effects || (slots !== null && named !== slots)) {
      ctx.targets.length = saved.targets;
      ctx.pronoun = saved.pronoun;
      ctx.colorChoices = saved.colorChoices;
      return null;
    }
    slots = named;
    after = { pronoun: ctx.pronoun, colorChoices: ctx.colorChoices };
    compiled.push(effects);
  }
  ctx.pronoun = after.pronoun;
  ctx.colorChoices = after.colorChoices;
  return [{ do: "oneOf", labels, options: compiled, ...(optional ? { optional: true as const } : {}) }];
}
