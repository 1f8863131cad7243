import type { Duration, Effect } from "../../abilities/effect.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import type { ObjectRef } from "../../abilities/ref.js";
import type { EffectContext } from "./effects.js";
import { copiedObject, splitExcept } from "./copyTokens.js";
import { SELF } from "./sentences.js";
import { parseGroup, parseTargetPhrase } from "./subjects.js";

/**
 * 707.2, 613.2a: "~ becomes a copy of target creature until end of turn, except it has this
 * ability"; "you may have ~ become a copy of …" (the "you may" is the ability's); "Until end of
 * turn, ~ becomes a copy of …"; "Target Shapeshifter becomes a copy of target creature until your
 * next turn"; "Target artifact … becomes a copy of another target artifact …" (a second target
 * other than the first, 115.3); "Each other creature you control becomes a copy of it" after
 * "Choose target creature you control" (the copies are every other one, 611.2c).
 */

const DURATIONS: readonly (readonly [string, Duration])[] = [
  ["until end of turn", "endOfTurn"],
  ["until your next turn", "untilYourNextTurn"],
];

/** The duration said before ("Until end of turn, …") or after the copy instruction (611.2a). */
function splitDuration(body: string): { body: string; duration: Duration } {
  for (const [words, duration] of DURATIONS) {
    if (body.startsWith(`${words}, `)) return { body: body.slice(words.length + 2), duration };
    if (body.endsWith(` ${words}`)) return { body: body.slice(0, -words.length - 1), duration };
  }
  return { body, duration: "permanent" };
}

export function compileBecomeCopy(s: string, ctx: EffectContext): Effect[] | null {
  const chosen = chooseTarget(s, ctx);
  if (chosen) return chosen;
  const parsed = splitExcept(s);
  if (!parsed) return null;
  const { body, duration } = splitDuration(parsed.body);
  const m = /^(?:have (.+) become|(.+) (?:becomes|become)) (a copy|copies) of (.+)$/.exec(body);
  const subject = m?.[1] ?? m?.[2];
  if (!subject || !m?.[3] || !m[4]) return null;
  const group = eachOther(subject);
  if (group) {
    // "Each other creature [you control] becomes a copy of it / of target creature" (Mirrorweave).
    const of = m[3] === "a copy" ? copiedObject(m[4], ctx) : null;
    if (!of || of.ref.ref === "self") return null;
    of.commit();
    ctx.pronoun = null;
    const what: ObjectRef = { ref: "each", filter: group, except: of.ref };
    return [{ do: "becomeCopy", what, of: of.ref, exceptions: parsed.exceptions, duration }];
  }
  if (m[3] !== "a copy") return null;
  const what =
    subject === SELF || (subject === "it" && ctx.pronoun?.ref === "self") ? SELF_COPY : copiedObject(subject, ctx);
  if (!what) return null;
  const of = objectToCopy(m[4], what, ctx);
  if (!of) return null;
  what.commit();
  of.commit();
  ctx.pronoun = what.ref;
  return [{ do: "becomeCopy", what: what.ref, of: of.ref, exceptions: parsed.exceptions, duration }];
}

interface Pending {
  readonly ref: ObjectRef;
  readonly commit: () => void;
}

const SELF_COPY: Pending = { ref: { ref: "self" }, commit: () => {} };

/** "each other creature you control": every matching object but the one copied ("other" than it, not than this source). */
function eachOther(phrase: string): ObjectFilter | null {
  if (!/^each other /.test(phrase)) return null;
  return parseGroup(phrase.replace(/^each other /, "each "))?.filter ?? null;
}

/**
 * The object to copy. "another target …" after a first target is a second target that can't be
 * the first (115.3); after "~ becomes", it is one other than ~ (the filter's "other").
 */
function objectToCopy(phrase: string, what: Pending, ctx: EffectContext): Pending | null {
  const second = /^another (target .+)$/.exec(phrase);
  if (second?.[1] && what.ref.ref === "target") {
    const target = parseTargetPhrase(second[1]);
    if (target?.spec.kind !== "permanent") return null;
    const first = what.ref.index;
    const ref: ObjectRef = { ref: "target", index: first + 1 };
    return { ref, commit: () => ctx.targets.push({ ...target, differentFrom: [first] }) };
  }
  if (what.ref.ref === "target" && / target /.test(` ${phrase} `)) {
    // The second target follows the first ("Target Shapeshifter becomes a copy of target creature").
    const target = parseTargetPhrase(phrase);
    if (target?.spec.kind !== "permanent") return null;
    const ref: ObjectRef = { ref: "target", index: what.ref.index + 1 };
    return { ref, commit: () => ctx.targets.push(target) };
  }
  return copiedObject(phrase, ctx);
}

/** "Choose target creature you control": the target the next instruction names as "it" (115.1). */
function chooseTarget(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^choose (target .+)$/.exec(s);
  const target = m?.[1] ? parseTargetPhrase(m[1]) : null;
  if (target?.spec.kind !== "permanent" || target.min !== undefined) return null;
  const ref: ObjectRef = { ref: "target", index: ctx.targets.length };
  ctx.targets.push(target);
  ctx.pronoun = ref;
  return [];
}
