import type { Amount } from "../../../abilities/amount.js";
import { parseNumberOf } from "../effects/createTokenCount.js";
import type { CopyException } from "../../../abilities/copyException.js";
import type { Duration, Effect } from "../../../abilities/effect.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import { parseCopyExceptions } from "./copyExceptions.js";
import { isLinkedExiledPhrase } from "../effects/linkedExile.js";
import { compileChooseTargets, compileTokenCopyOfEach } from "./copyTokenEach.js";
import type { EffectContext } from "../effects.js";
import { compilePopulate } from "./populate.js";
import { parsePredicate } from "../text/predicates.js";
import { parseFixedObject, parseTargetPhrase } from "../text/subjects.js";
import { tokenCopyCreator } from "./tokenCopyCreators.js";
import { lowerFirst } from "../text/sentences.js";
import { sacrificedToPay } from "./tokenCopySacrificed.js";
import { thatSubtypeOfTrigger } from "./tokenCopyThatSubtype.js";
import { compileDelayedTokenCopy } from "./tokenCopyDelayed.js";
import { compileChooseAnyNumber } from "./tokenCopyChosen.js";
import { compileTokenCopyOfEachExiled } from "./tokenCopyExiledEach.js";
import { parseAmount } from "../text/words.js";

/**
 * 111.1, 707.2: "create a token that's a copy of target creature [, except it has haste]",
 * "create two tokens that are copies of ~"; then what the ability says of those tokens: "That
 * token gains haste", "Sacrifice it at the beginning of the next end step" (603.7), "Exile the
 * token at end of combat". After the creation, "it" / "that token" means the tokens it created.
 */

const CREATED: ObjectRef = { ref: "created" };

/** The object a copy instruction copies: a permanent target, this object, the attached one, "it". */
export function copiedObject(phrase: string, ctx: EffectContext): { ref: ObjectRef; commit: () => void } | null {
  // A permanent that died is copied as it last existed on the battlefield (608.2h), which these
  // references don't give: "it" / "that creature" of a dies trigger, or "~" when ~ is what died.
  const fixed = parseFixedObject(phrase);
  if (fixed) return ctx.pronounLeft && ctx.pronoun?.ref === "self" ? null : { ref: { ref: fixed }, commit: () => {} };
  if (/^(it|that (card|creature|permanent|artifact|enchantment|land))$/.test(phrase)) {
    const pronoun = ctx.pronoun;
    // "it" after a token was created names the token, never the object to copy here.
    if (!pronoun || pronoun.ref === "created" || ctx.pronounLeft) return null;
    // A target card an instruction moved ("exile target creature card from a graveyard"): the new object (400.7j).
    const card = pronoun.ref === "target" && ctx.targets[pronoun.index]?.spec.kind === "card";
    if (card) return { ref: { ref: "movedTarget", index: pronoun.index }, commit: () => {} };
    // "that card": the card a trigger is about (a card put into a graveyard from anywhere, 603.6c),
    // or the card an instruction chose and exiled (400.7).
    const cards = ["triggerObject", "exiledThisWay", "exiledToPay"];
    if (phrase === "that card" && !cards.includes(pronoun.ref)) return null;
    return { ref: pronoun, commit: () => {} };
  }
  if (isLinkedExiledPhrase(phrase)) return { ref: { ref: "linkedExiled" }, commit: () => {} }; // 607.2a
  const thatSubtype = thatSubtypeOfTrigger(phrase, ctx);
  if (thatSubtype) return { ref: thatSubtype, commit: () => {} };
  const target = parseTargetPhrase(phrase);
  if (target?.spec.kind !== "permanent") return null;
  const ref: ObjectRef = { ref: "target", index: ctx.targets.length };
  return { ref, commit: () => ctx.targets.push(target) };
}

export function splitExcept(s: string): { body: string; exceptions: CopyException[] } | null {
  // Older cards write the exception without its comma ("a copy of that creature except it's …").
  const m = /, except | except (?=it |it's |its |they |their )/.exec(s);
  if (!m) return { body: s, exceptions: [] };
  const exceptions = parseCopyExceptions(s.slice(m.index + m[0].length));
  return exceptions ? { body: s.slice(0, m.index), exceptions } : null;
}

export function compileTokenCopy(s: string, ctx: EffectContext): Effect[] | null {
  const delayed = compileDelayedTokenCopy(s, ctx, compileTokenCopy); // 603.7
  if (delayed) return delayed;
  const m =
    /^(?:(.+?) )?(create|creates) (a (tapped and attacking |tapped )?token that's a copy|(\S+) (tapped )?tokens that are copies) of (.+)$/.exec(
      s,
    );
  const who = m?.[2] ? tokenCopyCreator(m[1], m[2] === "creates", ctx) : null;
  if (m?.[3] && m[7] && who) {
    const count: Amount | null = m[5] ? parseAmount(m[5]) : 1;
    // The noun's number agrees with the count ("a token", "two tokens").
    if (count === null || (m[5] !== undefined && count === 1)) return null;
    // 508.4: "a tapped and attacking token", "… and that's (that are) tapped and attacking".
    const suffix = m[5] === undefined ? " and that's tapped and attacking" : " and that are tapped and attacking";
    const inSentence = m[7].endsWith(suffix) && m[4] === undefined;
    const attacking = m[4] === "tapped and attacking " || inSentence;
    const rest = inSentence ? m[7].slice(0, -suffix.length) : m[7];
    // 508.4: a token put onto the battlefield attacking attacks an opponent of the ability's controller.
    if (attacking && who.who.ref !== "you") return null;
    const tapped = m[4] === "tapped " || m[6] !== undefined;
    // "create X tokens that are copies of …, where X is …": X counted as it resolves (608.2h).
    const whereX = /^(.+), where X is (.+)$/.exec(rest);
    const x = whereX?.[2] && m[5] === "X" ? parseNumberOf(whereX[2]) : null;
    if (whereX && !x) return null;
    return createCopy(whereX?.[1] ?? rest, x ?? count, ctx, { attacking, tapped, who });
  }
  return (
    compileTokenCopyOfEach(s, ctx, CREATED) ??
    compileChooseTargets(s, ctx) ??
    compileChooseAnyNumber(s, ctx) ??
    compileTokenCopyOfEachExiled(s, ctx) ??
    compilePopulate(s, ctx, CREATED) ??
    compileAboutTokens(s, ctx)
  );
}

interface HowCreated {
  readonly attacking: boolean;
  readonly tapped: boolean;
  readonly who: NonNullable<ReturnType<typeof tokenCopyCreator>>;
}

function createCopy(rest: string, count: Amount, ctx: EffectContext, how: HowCreated): Effect[] | null {
  const parsed = splitExcept(rest);
  if (!parsed) return null;
  const left = leftObject(parsed.body, ctx) ?? sacrificedToPay(parsed.body);
  const of = left ? { ref: left, commit: () => {} } : copiedObject(parsed.body, ctx);
  if (!of) return null;
  // The creator's target comes first in the sentence (601.2c: targets in the order they appear).
  if (how.who.slot) {
    if (of.ref.ref === "target") return null;
    ctx.targets.push(how.who.slot);
  }
  of.commit();
  ctx.pronoun = CREATED;
  const effect: Effect = {
    do: "createTokenCopy",
    of: of.ref,
    count,
    exceptions: parsed.exceptions,
    ...(left ? { lastKnown: true as const } : {}),
    ...(how.who.who.ref !== "you" ? { who: how.who.who } : {}),
    ...(how.tapped ? { tapped: true as const } : {}),
  };
  return [how.attacking ? { ...effect, tappedAndAttacking: true } : effect];
}

/**
 * 608.2h: the object of a dies (leaves-the-battlefield) trigger, "it" / "that creature" / "~" when
 * ~ is what left: copied as it last existed on the battlefield (Chronozoa's rulings), never as the
 * card it became.
 */
function leftObject(phrase: string, ctx: EffectContext): ObjectRef | null {
  const pronoun = ctx.pronoun;
  if (!ctx.pronounLeft || !pronoun || (pronoun.ref !== "self" && pronoun.ref !== "triggerObject")) return null;
  if (/^(it|that (creature|permanent|artifact|enchantment))$/.test(phrase)) return pronoun;
  return pronoun.ref === "self" && parseFixedObject(phrase) === "self" ? pronoun : null;
}

/**
 * 508.4: "The token enters tapped and attacking" after a creation or a populate: the tokens just
 * created enter that way. Returns the instructions so far with the last one amended, or null.
 */
export function amendTokensEnterAttacking(s: string, out: readonly Effect[]): Effect[] | null {
  if (!/^The tokens? enters? tapped and attacking$/.test(s)) return null;
  const last = out.at(-1);
  const plural = s.startsWith("The tokens ");
  if (plural !== s.includes(" enter ")) return null;
  if (last?.do === "populate" && !plural) return [...out.slice(0, -1), { ...last, tappedAndAttacking: true }];
  if (last?.do === "createTokenCopy" && plural === (last.count !== 1))
    return [...out.slice(0, -1), { ...last, tappedAndAttacking: true }];
  return null;
}

/**
 * After "You may … If you do, create a token that's a copy of …": the sentences about that token
 * ("Exile it at the beginning of the next end step") happen only if it was created (Séance): one
 * effect per sentence taken, each of those sentences about the created tokens.
 */
export function takeAboutCreated(sentences: readonly string[], ctx: EffectContext): Effect[] {
  const out: Effect[] = [];
  for (const s of sentences) {
    const effects = compileAboutTokens(lowerFirst(s), ctx);
    if (effects?.length !== 1) break;
    out.push(...effects);
  }
  return out;
}

const TOKEN_WORDS = /^(it|them|they|that token|the token|those tokens|the tokens)$/;

/** Sentences about the tokens just created (only right after a creation: "it" is then the tokens). */
function compileAboutTokens(s: string, ctx: EffectContext): Effect[] | null {
  if (ctx.pronoun?.ref !== "created") return null;
  // 603.7: a delayed triggered ability that refers to the created tokens (607.2, 707.11).
  const delayed = /^(sacrifice|exile) (.+?) (at the beginning of the next end step|at end of combat)$/.exec(s);
  if (delayed?.[1] && delayed[2] && delayed[3] && TOKEN_WORDS.test(delayed[2])) {
    const inner: Effect[] = [
      delayed[1] === "sacrifice"
        ? { do: "sacrifice", what: { ref: "triggerObject" } }
        : { do: "exile", what: { ref: "triggerObject" } },
    ];
    return [
      delayed[3] === "at end of combat"
        ? { do: "atEndOfCombat", effects: inner }
        : { do: "atNextEndStep", effects: inner },
    ];
  }
  // "That token gains haste", "Those tokens gain haste until end of turn", "It gains haste until
  // your next turn" (611.2a).
  const gains =
    /^(that token|the token|those tokens|the tokens|they|it) (gains?) (.+?)( until end of turn| until your next turn)?$/.exec(
      s,
    );
  if (gains?.[1] && gains[2] && gains[3]) {
    const plural = gains[2] === "gain";
    const predicate = parsePredicate(`${gains[2]} ${gains[3]}`, "oneShot", plural);
    if (!predicate || predicate.choosesColor) return null;
    return [{ do: "continuous", what: CREATED, parts: predicate.parts, duration: gainsDuration(gains[4]) }];
  }
  return null;
}

function gainsDuration(words: string | undefined): Duration {
  if (words === " until end of turn") return "endOfTurn";
  return words === " until your next turn" ? "untilYourNextTurn" : "permanent";
}
