import type { Effect } from "../../../abilities/effect.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import { splitExcept } from "./copyTokens.js";
import type { EffectContext } from "../effects.js";
import { groupTargetPlayerControls } from "../text/mentions.js";
import { parseGroup } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

/**
 * One token copy of each of several objects (707.2, 603.6a): "For each creature token you
 * control, create a token that's a copy of that creature", "For each creature token on the
 * battlefield, its controller creates a token that's a copy of that creature", and after
 * "Choose up to two target creatures you don't control" (115.1), "For each of those creatures, …".
 */
export function compileTokenCopyOfEach(s: string, ctx: EffectContext, created: ObjectRef): Effect[] | null {
  const m =
    /^for each (.+?), (create|its controller creates) a token that's a copy of (it|that (?:creature|permanent|artifact))(, except .+)?$/.exec(
      s,
    );
  if (!m?.[1] || !m[2]) return null;
  const parsed = splitExcept(`x${m[4] ?? ""}`);
  const of = parsed ? eachOf(m[1], ctx) : null;
  if (!of || !parsed) return null;
  ctx.pronoun = created;
  return [
    {
      do: "createTokenCopyOfEach",
      of,
      exceptions: parsed.exceptions,
      ...(m[2] === "create" ? {} : { byController: true }),
    },
  ];
}

/**
 * "creature token you control", "token on the battlefield"; "of them", "of those creatures" (the
 * targets chosen); "creature target player controls" (a new target: that player's creatures).
 */
function eachOf(phrase: string, ctx: EffectContext): ObjectRef | null {
  if (/^of (them|those (creatures|permanents|artifacts))$/.test(phrase))
    return ctx.pronoun?.ref === "targets" || ctx.pronoun?.ref === "chosenAnyNumber" ? ctx.pronoun : null;
  const theirs = groupTargetPlayerControls(`each ${phrase}`, ctx);
  if (theirs?.slot) {
    ctx.targets.push(theirs.slot);
    return theirs.ref;
  }
  const group = parseGroup(`each ${phrase}`);
  return group ? { ref: "each", filter: group.filter } : null;
}

/**
 * 115.1, 601.2c: "Choose up to two target creatures you don't control", "Choose any number of
 * target creatures you control": targets only; "them" / "those creatures" then names them.
 */
export function compileChooseTargets(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^choose (up to (\S+)|any number of) target (.+)$/.exec(s);
  if (!m?.[3]) return null;
  const max = m[2] === undefined ? 1000 : parseCount(m[2]);
  const group = parseGroup(m[3]);
  if (max === null || max < 2 || !group?.plural) return null;
  ctx.targets.push({ spec: { kind: "permanent", filter: group.filter }, min: 0, max });
  ctx.pronoun = { ref: "targets" };
  return [];
}
