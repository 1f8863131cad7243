import type { Mode, ModeCount } from "../abilities/ability.js";
import type { Ctx } from "../game/ctx.js";
import { illegal } from "../game/draft.js";
import type { PlayerId } from "../model/object.js";

/** Without a stated number, a modal spell or ability chooses one mode ("Choose one —", 700.2). */
const ONE: ModeCount = { min: 1, max: 1 };

function describeCount(count: ModeCount): string {
  if (count.min === count.max) return `exactly ${count.min}`;
  return `${count.min} to ${count.max}`;
}

/**
 * 700.2a-b, 601.2b, 602.2b, 603.3c: the modes chosen for a modal spell or ability as it is put on
 * the stack — those `given` (0-based), or asked of `who` (how many, when that is a choice, then
 * each one). 700.2d: a mode is chosen once unless the ability allows more. The modes are returned
 * in printed order, the order in which they are performed (608.2c).
 */
export function chooseModes(
  ctx: Ctx,
  who: PlayerId,
  name: string,
  modes: readonly Mode[],
  count: ModeCount = ONE,
  given?: readonly number[],
  rule = "601.2b",
): number[] {
  const chosen = given !== undefined && given.length > 0 ? [...given] : askModes(ctx, who, name, modes, count, rule);
  if (chosen.length < count.min || chosen.length > count.max)
    illegal(`${name}: choose ${describeCount(count)} mode(s), not ${chosen.length}`, "700.2");
  for (const m of chosen)
    if (!Number.isInteger(m) || m < 0 || m >= modes.length)
      illegal(`${name} has no mode ${m + 1} (it has ${modes.length})`, "700.2");
  if (!count.repeat && new Set(chosen).size !== chosen.length)
    illegal(`${name}: the same mode can't be chosen more than once`, "700.2d");
  return chosen.sort((a, b) => a - b);
}

function askModes(
  ctx: Ctx,
  who: PlayerId,
  name: string,
  modes: readonly Mode[],
  count: ModeCount,
  rule: string,
): number[] {
  const ask = (prompt: string, min: number, max: number): number => {
    const a = ctx.chooser.choose({ kind: "chooseNumber", player: who, prompt, min, max, rule });
    return a.kind === "number" ? a.n : min;
  };
  const n = count.min === count.max ? count.min : ask(`how many modes for ${name}`, count.min, count.max);
  const chosen: number[] = [];
  for (let i = 0; i < n; i++) chosen.push(ask(`choose a mode for ${name} (1-${modes.length})`, 1, modes.length) - 1);
  return chosen;
}

/**
 * Every choice of modes allowed by `count` among `n` modes, in printed order (700.2, 700.2d), for
 * the list of legal actions; a choice of no mode at all is left out.
 */
export function modeCombinations(n: number, count: ModeCount = ONE): number[][] {
  const out: number[][] = [];
  const extend = (prefix: number[], from: number): void => {
    if (prefix.length >= Math.max(count.min, 1)) out.push(prefix);
    if (prefix.length === count.max) return;
    for (let m = from; m < n; m++) extend([...prefix, m], count.repeat ? m : m + 1);
  };
  extend([], 0);
  return out;
}
