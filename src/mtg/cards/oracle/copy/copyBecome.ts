import type { Duration, Effect } from "../../../abilities/effect.js";
import type { ObjectFilter } from "../../../abilities/filter.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import type { EffectContext } from "../effects.js";
import { copiedObject, splitExcept } from "./copyTokens.js";
import { SELF } from "../text/sentences.js";
import { parseGroup, parseTargetPhrase } from "../text/subjects.js";

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
  // "You may have Shapeshifters you control become copies of …": one choice, all or none (608.2d).
  const may = /^you may (have .+)$/.exec(s);
  if (may?.[1]) {
    const [only, ...more] = compileBecomeCopy(may[1], ctx) ?? [];
    return only && more.length === 0 ? [{ do: "mayThen", first: only, ifYouDo: [] }] : null;
  }
  const parsed = splitExcept(s);
  if (!parsed) return null;
  const { body, duration } = splitDuration(parsed.body);
  const m = /^(?:have (.+) become|(.+) (?:becomes|become)) (a copy|copies) of (.+)$/.exec(body);
  const subject = m?.[1] ?? m?.[2];
  if (!subject || !m?.[3] || !m[4]) return null;
  const group = groupOf(subject);
  if (group) {
    // "Each other creature [you control] becomes a copy of it / of target creature" (Mirrorweave);
    // "Shapeshifters you control become copies of that creature" (Absorb Identity).
    const of = (m[3] === "copies") === group.plural ? objectToCopy(m[4], null, ctx) : null;
    if (!of || of.ref.ref === "self") return null;
    of.commit();
    ctx.pronoun = null;
    const what: ObjectRef = { ref: "each", filter: group.filter, ...(group.other ? { except: of.ref } : {}) };
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
  const lastKnown = of.lastKnown ? { lastKnown: true as const } : {};
  return [{ do: "becomeCopy", what: what.ref, of: of.ref, exceptions: parsed.exceptions, duration, ...lastKnown }];
}

interface Pending {
  readonly ref: ObjectRef;
  readonly commit: () => void;
  /** The object left the battlefield: it is copied as it last existed there (608.2h). */
  readonly lastKnown?: true;
}

const SELF_COPY: Pending = { ref: { ref: "self" }, commit: () => {} };

/**
 * "each other creature you control": every matching object but the one copied ("other" than it,
 * not than this source); "Shapeshifters you control": every one.
 */
function groupOf(phrase: string): { filter: ObjectFilter; plural: boolean; other: boolean } | null {
  const other = /^each other /.test(phrase);
  // "creatures you control other than ~": the other ones than this source (Deceiver of Form).
  const otherThanSelf = new RegExp(`^(?!each )(.+) other than ${SELF}$`).exec(phrase)?.[1];
  const group = parseGroup(
    other ? phrase.replace(/^each other /, "each ") : otherThanSelf ? `other ${otherThanSelf}` : phrase,
  );
  if (!group || (!other && !group.plural)) return null;
  return { filter: group.filter, plural: group.plural, other };
}

/**
 * The object to copy. "another target …" after a first target is a second target that can't be
 * the first (115.3); after "~ becomes", it is one other than ~ (the filter's "other").
 */
function objectToCopy(phrase: string, what: Pending | null, ctx: EffectContext): Pending | null {
  // 608.2h: "that creature" of a dies trigger is copied as it last existed on the battlefield.
  const pronoun = ctx.pronoun;
  if (ctx.pronounLeft && pronoun && /^(it|that creature)$/.test(phrase))
    return { ref: pronoun, commit: () => {}, lastKnown: true };
  if (!what) return copiedObject(phrase, ctx);
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
