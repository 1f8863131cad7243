import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { commit, mention } from "../text/mentions.js";

/**
 * 701.14a: "Target creature you control fights target creature you don't control", "~ fights up
 * to one target creature you don't control", "it fights another target creature". One creature
 * each side; the targets are numbered in the order they appear.
 */
export function compileFight(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(.+?) fights (.+)$/.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const first = mention(m[1], ctx);
  if (!first || first.plural || first.ref.ref === "each") return null;
  // "Target creature fights another target creature": "another" there means other than the first
  // target (115.3), which a target of "another" (other than the source) doesn't say.
  if (first.ref.ref === "target" && /\banother target\b/.test(m[2])) return null;
  const before = { targets: ctx.targets.length, pronoun: ctx.pronoun };
  const what = commit(ctx, first);
  const second = mention(m[2], ctx);
  if (!second || second.plural || second.ref.ref === "each") {
    ctx.targets.length = before.targets;
    ctx.pronoun = before.pronoun;
    return null;
  }
  const other = commit(ctx, second);
  ctx.pronoun = what;
  return [{ do: "fight", what, other }];
}

const THIRD_PERSON: Readonly<Record<string, string>> = {
  fight: "fights",
  deal: "deals",
  get: "gets",
  gain: "gains",
  lose: "loses",
  become: "becomes",
};

/**
 * "[you may] have it fight target creature", "have target creature get +2/+0 until end of turn":
 * the instruction the object is made to carry out, read as the same sentence said of it ("it
 * fights …"). A plural subject keeps the verb ("have creatures you control get +1/+0").
 */
export function compileHave(
  s: string,
  ctx: EffectContext,
  instruction: (s: string, ctx: EffectContext) => Effect[] | null,
): Effect[] | null {
  const m = /^have (.+)$/.exec(s);
  if (!m?.[1]) return null;
  const words = m[1].split(" ");
  for (let k = 1; k < words.length; k++) {
    const verb = words[k] ?? "";
    const third = THIRD_PERSON[verb];
    if (!third) continue;
    const subject = words.slice(0, k).join(" ");
    const rest = words.slice(k + 1).join(" ");
    const said = mention(subject, ctx);
    if (!said) return null;
    return instruction(`${subject} ${said.plural ? verb : third} ${rest}`, ctx);
  }
  return null;
}
