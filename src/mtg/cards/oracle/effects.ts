import { retainPriorTypes } from "./statics/stillAType.js";
import { isGrantorWord } from "./text/quotes.js";
import type { Amount } from "../../abilities/amount.js";
import type { Duration, Effect } from "../../abilities/effect.js";
import type { ObjectRef, PlayerRef } from "../../abilities/ref.js";
import type { TargetSlot } from "../../abilities/target.js";
import { compileChainCopy } from "./copy/chainCopy.js";
import { compileExileAndReturnSelf } from "./effects/sagaExileReturn.js";
import { compileCopyInstruction } from "./copy/copyInstructions.js";
import { amendCastCopy } from "./copy/copyCards.js";
import { amendCastCopies } from "./copy/castCopyExiled.js";
import { amendPlayFromExile } from "./effects/impulse.js";
import { amendWheneverThisTurn } from "./triggers/eventThisTurnTrigger.js";
import { amendPayLifeInstead } from "./effects/payLifePermission.js";
import { amendTokensEnterAttacking, takeAboutCreated } from "./copy/copyTokens.js";
import { amendDelayedTokenCounters } from "./copy/tokenCopyDelayed.js";
import { amendNewTargets } from "./copy/copySpells.js";
import { amendKickedNextCopies } from "./copy/spellCopyNextCast.js";
import { amendManaSpentTrigger } from "./copy/spellCopyManaSpent.js";
import { amendCreatedTokens } from "./effects/createToken.js";
import { compileMayPay } from "./costs/payments.js";
import { compileGetEnergy } from "./effects/energy.js";
import { isPredicateVerb, parsePredicate } from "./text/predicates.js";
import { lowerFirst, SELF } from "./text/sentences.js";
import { compileInstruction } from "./instructions.js";
import { compileIfYouDid, compileTurnCondition, isMayExileOne } from "./copy/tokenCopyConditions.js";
import { compileSentenceGroup } from "./text/sentenceGroups.js";
import { compileIfThisTurn } from "./turnHistory/turnHistoryEffects.js";
import { commit, count, mention, player } from "./text/mentions.js";
import { cardTypeWord, isNamedSubtype, parseTargetPhrase, singularSubtype } from "./text/subjects.js";
import { compileForEachDevoured } from "./keywords/devoured.js";
import { compileEqualTo, compileWhereX } from "./effects/equalToAmounts.js";
import { compileChoiceOfTwo } from "./effects/choiceOfTwo.js";
import { compileWhenYouDo } from "./triggers/reflexiveTriggers.js";
import { compileFight, compileHave } from "./effects/fight.js";
import { compileCreatureDamage } from "./effects/creatureDamage.js";
import { parseAmount, parseCount } from "./text/words.js";
import { isTriggerAmountWord } from "./triggers/triggerAmount.js";
import { compileSharedSubject } from "./effects/sharedSubject.js";
import { compileDamageToSeveral } from "./effects/damageSeveral.js";
import { compileSpellCostInstruction } from "./costs/spellCostInstructions.js";

/**
 * The instructions of a resolving spell or ability (608.2c), one sentence at a time: targets are
 * numbered in the order the word "target" appears, "it"/"that creature" refer back to the last
 * object named, and continuous effects lock the objects they affect as they begin (611.2c).
 */
export interface EffectContext {
  readonly targets: TargetSlot[];
  /** What "it" / "that creature" means right now. */
  pronoun: ObjectRef | null;
  colorChoices: number;
  /** The spell a cast trigger is about ("copy that spell", "copy it"), 603.2. */
  readonly spell: ObjectRef | null;
  /** The event's object left the battlefield ("When … dies"): what it was is only last known (608.2h). */
  readonly pronounLeft: boolean;
  /** What "that player" means: the player the trigger event was about (603.2), if any. */
  readonly thatPlayer?: PlayerRef;
  /** A leaves-the-battlefield trigger: its event's object is known only as it last existed (603.10a). */
  readonly eventObjectLeft?: true;
}

export function newEffectContext(
  pronoun: ObjectRef | null = null,
  spell: ObjectRef | null = null,
  pronounLeft = false,
  thatPlayer?: PlayerRef,
): EffectContext {
  return { targets: [], pronoun, colorChoices: 0, spell, pronounLeft, ...(thatPlayer ? { thatPlayer } : {}) };
}

const DURATIONS: readonly { readonly suffix: RegExp; readonly duration: Duration }[] = [
  { suffix: / until end of turn$/, duration: "endOfTurn" },
  { suffix: / until your next turn$/, duration: "untilYourNextTurn" },
  { suffix: new RegExp(` for as long as ${SELF} remains on the battlefield$`), duration: "whileSourceOnBattlefield" },
  { suffix: new RegExp(` for as long as you control ${SELF}$`), duration: "whileYouControlSource" },
];

/** 611.2a: the stated duration; without one, the effect lasts for the rest of the game. */
function splitDuration(s: string): { body: string; duration: Duration } {
  const lead = /^until (end of turn|your next turn), (.+)$/i.exec(s);
  if (lead?.[2]) return { body: lead[2], duration: lead[1] === "end of turn" ? "endOfTurn" : "untilYourNextTurn" };
  for (const d of DURATIONS) if (d.suffix.test(s)) return { body: s.replace(d.suffix, ""), duration: d.duration };
  return { body: s, duration: "permanent" };
}

/** Sentence case off the first word, unless it is a subtype ("Goblins you control …"). */
function lowerFirstWord(s: string): string {
  const first = /^\S+/.exec(s)?.[0] ?? "";
  if (isNamedSubtype(first) || singularSubtype(first)) return s;
  return lowerFirst(s);
}

/** Compiles each sentence in order; null if any sentence is not understood. */
export function compileEffects(sentences: readonly string[], ctx: EffectContext): Effect[] | null {
  const paid = compileMayPay(sentences, ctx, compileEffects);
  if (paid) return paid;
  const out: Effect[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i] ?? "";
    const group = compileSentenceGroup(sentences.slice(i), ctx);
    if (group) {
      out.push(...group.effects);
      i += group.count - 1;
      continue;
    }
    const reflexive = compileWhenYouDo(sentences, i, ctx, compileEffectSentence, compileEffects);
    if (reflexive) {
      out.push(reflexive.effect);
      i += reflexive.used - 1;
      continue;
    }
    const ifYouDo = /^If you do, (.+)$/.exec(sentences[i + 1] ?? "");
    if (/^you may /i.test(s) && ifYouDo?.[1]) {
      const optional = mayThen(s.slice("you may ".length), ifYouDo[1], ctx);
      if (!optional) return null;
      const about = takeAboutCreated(sentences.slice(i + 2), ctx);
      out.push(about.length > 0 ? { ...optional, ifYouDo: [...optional.ifYouDo, ...about] } : optional);
      i += 1 + about.length;
      continue;
    }
    const mustThen = compileIfYouDid(s, sentences[i + 1], ctx, compileEffectSentence);
    if (mustThen) {
      out.push(mustThen);
      i++;
      continue;
    }
    const still = /^It's still an? ([a-z]+)$/.exec(s);
    if (still?.[1]) {
      const last = out.pop();
      const kept = last && cardTypeWord(still[1], false) ? stillAType(last, ctx) : null;
      if (!kept) return null;
      out.push(kept);
      continue;
    }
    const chain = compileChainCopy(sentences, i, ctx);
    if (chain) {
      out.push(...chain.effects);
      i += chain.used - 1;
      continue;
    }
    const amended =
      amendNewTargets(s, out) ??
      amendCreatedTokens(s, out) ??
      amendCastCopy(s, out) ??
      amendCastCopies(s, out) ??
      amendPlayFromExile(s, out, ctx) ??
      amendWheneverThisTurn(s, out) ??
      amendPayLifeInstead(s, out) ??
      amendTokensEnterAttacking(s, out) ??
      amendDelayedTokenCounters(s, out) ??
      amendKickedNextCopies(s, out) ??
      amendManaSpentTrigger(s, out);
    if (amended) {
      out.splice(0, out.length, ...amended);
      continue;
    }
    const conditional = compileIfThisTurn(s, out, ctx, compileEffects);
    if (conditional) {
      out.splice(0, out.length, ...conditional);
      continue;
    }
    if (/^(It|They) can't be regenerated$/.test(s)) {
      if (!cantBeRegenerated(out, s.startsWith("They"))) return null;
      continue;
    }
    const mark = ctx.targets.length;
    const effects =
      compileWhereX(lowerFirstWord(s), ctx, (b, c) => compileEffectSentence(b, c) ?? compileSequence(b, c)) ??
      compileEffectSentence(lowerFirstWord(s), ctx) ??
      compileSequence(lowerFirstWord(s), ctx) ??
      compileSharedSubject(lowerFirstWord(s), ctx, mark, compileEffectSentence);
    if (!effects) return null;
    out.push(...effects);
  }
  return out.length > 0 ? out : null;
}

/**
 * "You may [action]. If you do, [instructions]" (603.5, 608.2c): the action is one the controller
 * can be seen to perform or not — paying mana, discarding, sacrificing, drawing.
 */
function mayThen(action: string, rest: string, ctx: EffectContext): Extract<Effect, { do: "mayThen" }> | null {
  const pay = /^pay ((?:\{[^}]+\})+)$/.exec(action);
  const first: Effect | undefined =
    pay?.[1] && !/\{[XE]\}/.test(pay[1]) ? { do: "payMana", mana: pay[1] } : compileEffectSentence(action, ctx)?.[0];
  if (!first || (!pay && compileEffectSentence(action, newEffectContext(ctx.pronoun))?.length !== 1)) return null;
  const mine = (first.do === "discard" || first.do === "draw") && first.who.ref === "you";
  const sacrifice =
    first.do === "sacrifice" &&
    (first.what.ref === "chosen" || first.what.ref === "self" || first.what.ref === "grantingSource");
  if (!(first.do === "payMana" || mine || sacrifice || isMayExileOne(first))) return null;
  const ifYouDo = compileEffectSentence(lowerFirstWord(rest), ctx) ?? compileSequence(lowerFirstWord(rest), ctx);
  return ifYouDo ? { do: "mayThen", first, ifYouDo } : null;
}

/**
 * 701.19c: "It can't be regenerated" / "They can't be regenerated" after "Destroy …": the
 * destruction just compiled ignores regeneration shields. Plural for a group, singular for one.
 */
function cantBeRegenerated(out: Effect[], plural: boolean): boolean {
  const last = out.at(-1);
  if (last?.do !== "destroy") return false;
  if ((last.what.ref === "each" || last.what.ref === "createdWith") !== plural) return false;
  out[out.length - 1] = { ...last, cantBeRegenerated: true };
  return true;
}

// "… and create a Treasure token": the second instruction may also be one of the same subject's.
const NEXT_SUBJECT = /^(you|each opponent|each player|target player|target opponent|create) /;

/**
 * 608.2c: one sentence with two instructions in order: "draw a card, then discard a card",
 * "target player loses 2 life and you gain 2 life". Each half must be an instruction by itself.
 */
function compileSequence(s: string, ctx: EffectContext): Effect[] | null {
  const then = s.indexOf(", then ");
  const and = /^(.+?) and (.+)$/.exec(s);
  const halves =
    then > 0
      ? [s.slice(0, then), s.slice(then + ", then ".length)]
      : and?.[1] && and[2] && NEXT_SUBJECT.test(and[2])
        ? [and[1], and[2]]
        : null;
  if (!halves) return null;
  const out: Effect[] = [];
  for (const half of halves) {
    const effects = compileEffectSentence(half, ctx) ?? compileSequence(half, ctx);
    if (!effects) return null;
    out.push(...effects);
  }
  return out;
}

/**
 * 205.1b: "It's still a land." after "… becomes a 2/2 Elf creature": the previous change of the
 * same object keeps all of its prior types, so the new ones are added rather than set.
 */
function stillAType(last: Effect, ctx: EffectContext): Effect | null {
  if (last.do !== "continuous" || !ctx.pronoun || JSON.stringify(last.what) !== JSON.stringify(ctx.pronoun))
    return null;
  const parts = retainPriorTypes(last.parts);
  return parts ? { ...last, parts } : null;
}

export function compileEffectSentence(sentence: string, ctx: EffectContext): Effect[] | null {
  const s = sentence.trim();
  let m: RegExpExecArray | null;
  const copy = compileCopyInstruction(s, ctx) ?? compileExileAndReturnSelf(s);
  if (copy) return copy;
  const instruction = compileInstruction(s, ctx) ?? compileSpellCostInstruction(s, ctx);
  if (instruction) return instruction;
  const energy = compileGetEnergy(s, ctx, compileEffectSentence);
  if (energy) return energy;
  const onYourTurn = compileTurnCondition(s, ctx, compileEffectSentence);
  if (onYourTurn) return onYourTurn;
  const devoured = compileForEachDevoured(s, ctx, compileEffectSentence);
  if (devoured) return devoured;
  const counted = compileEqualTo(s, ctx, compileEffectSentence);
  if (counted) return counted;
  const oneOf = compileChoiceOfTwo(s, ctx, compileEffectSentence);
  if (oneOf) return oneOf;
  const fight = compileFight(s, ctx) ?? compileHave(s, ctx, compileEffectSentence) ?? compileCreatureDamage(s, ctx);
  if (fight) return fight;

  // 701.7 / 701.8 / 701.26 / 701.27 / 701.21: verbs acting on objects.
  m = /^(destroy|exile|tap|untap) (.+)$/.exec(s);
  if (m?.[1] && m[2]) {
    const what = mention(m[2], ctx);
    if (!what) return null;
    const verb = m[1] as "destroy" | "exile" | "tap" | "untap";
    return [{ do: verb, what: commit(ctx, what) }];
  }
  m = /^return (.+) to (its owner's hand|their owners' hands)$/.exec(s);
  if (m?.[1] && m[2]) {
    const what = mention(m[1], ctx);
    if (!what || what.plural !== m[2].startsWith("their")) return null;
    return [{ do: "returnToHand", what: commit(ctx, what) }];
  }
  if (s === `sacrifice ${SELF}` || (s === "sacrifice it" && ctx.pronoun?.ref === "self"))
    return [{ do: "sacrifice", what: { ref: "self" } }];
  // 201.4: "sacrifice Trickster's Talisman" in an ability the Talisman's effect gives (quotes.ts).
  if (s.startsWith("sacrifice ") && isGrantorWord(s.slice(10)))
    return [{ do: "sacrifice", what: { ref: "grantingSource" } }];

  m = /^switch (its|(.+)'s?) power and toughness(.*)$/.exec(s);
  if (m?.[1]) {
    const { body, duration } = splitDuration(`x${m[3] ?? ""}`);
    if (body !== "x") return null;
    const what = m[1] === "its" ? (ctx.pronoun ? { ref: ctx.pronoun, plural: false } : null) : mention(m[2] ?? "", ctx);
    if (!what || what.plural !== m[1].endsWith("s'")) return null;
    return [{ do: "continuous", what: commit(ctx, what), parts: [{ op: "switchPT" }], duration }];
  }

  m = /^gain control of (.+)$/.exec(s);
  if (m?.[1]) {
    const { body, duration } = splitDuration(m[1]);
    const what = mention(body, ctx);
    if (!what) return null;
    return [{ do: "gainControl", what: commit(ctx, what), duration }];
  }

  // 120.3: damage dealt by this object.
  m = new RegExp(`^(${SELF}|it) deals (\\S+) damage to (.+)$`).exec(s);
  if (m?.[2] && m[3] && (m[1] === SELF || ctx.pronoun?.ref === "self")) {
    const amount = parseAmount(m[2]);
    if (amount === null) return null;
    return damageTo(m[3], amount, ctx);
  }

  // 121: drawing cards.
  m = /^(?:(.+) )?(draw|draws) (.+)$/.exec(s);
  if (m?.[2] && m[3]) {
    const who =
      m[1] === undefined ? (m[2] === "draw" ? { who: { ref: "you" } as PlayerRef } : null) : player(m[1], ctx);
    if (!who || (m[1] !== undefined && (m[2] === "draws") !== (m[1] !== "you"))) return null;
    const amount = count("card", m[3]);
    if (amount === null) return null;
    if (who.slot) ctx.targets.push(who.slot);
    return [{ do: "draw", who: who.who, amount }];
  }

  // 119: gaining and losing life.
  m = /^(.+?) (gain|gains|lose|loses) (\S+) life$/.exec(s);
  if (m?.[1] && m[2] && m[3]) {
    const who = player(m[1], ctx);
    if (!who || m[2].endsWith("s") !== (m[1] !== "you" && m[1] !== "they")) return null;
    const amount = parseAmount(m[3]);
    if (amount === null) return null;
    if (who.slot) ctx.targets.push(who.slot);
    return [{ do: m[2].startsWith("gain") ? "gainLife" : "loseLife", who: who.who, amount }];
  }

  // 122: counters.
  m = /^put (\S+) ([+-]\d+\/[+-]\d+|[a-z]+) (counters?) on (.+)$/.exec(s);
  if (m?.[1] && m[2] && m[3] && m[4]) {
    const n = isTriggerAmountWord(m[1]) ? parseAmount(m[1]) : parseCount(m[1]);
    if (n === null || (n === 1) !== (m[3] === "counter")) return null;
    const what = mention(m[4], ctx);
    if (!what) return null;
    return [{ do: "addCounters", what: commit(ctx, what), kind: m[2], amount: n }];
  }

  // 701.6: countering a spell.
  m = /^counter (.+)$/.exec(s);
  if (m?.[1]) {
    // "counter that spell": the spell a cast trigger is about (603.2).
    if ((m[1] === "that spell" || m[1] === "that spell or ability") && ctx.spell)
      return [{ do: "counter", what: ctx.spell }];
    const t = parseTargetPhrase(m[1]);
    if (t?.spec.kind !== "spell") return null;
    const ref: ObjectRef = { ref: "target", index: ctx.targets.length };
    ctx.targets.push(t);
    return [{ do: "counter", what: ref }];
  }

  // 106.1: adding mana.
  m = /^add ((?:\{[WUBRGC]\})+)$/.exec(s);
  if (m?.[1]) return [{ do: "addMana", mana: m[1] }];
  if (s === "add one mana of any color") return [{ do: "addManaAnyColor", amount: 1 }];

  return compileContinuous(s, ctx);
}

/**
 * 120.3: whom the source's damage is dealt to: "any target" (the first target only, as the
 * handler reads it), a player ("you", "each opponent", "target player"), objects, or
 * "each creature and each player".
 */
function damageTo(phrase: string, amount: Amount, ctx: EffectContext): Effect[] | null {
  const several = compileDamageToSeveral(phrase, amount, ctx);
  if (several) return several;
  const walker = /^target (player|opponent) or planeswalker$/.exec(phrase);
  if (phrase === "any target" || walker) {
    if (ctx.targets.length > 0) return null;
    const who = walker?.[1] === "opponent" ? "opponent" : "any";
    ctx.targets.push({ spec: walker ? { kind: "playerOrPlaneswalker", who } : { kind: "any" } });
    ctx.pronoun = null;
    return [{ do: "dealDamage", amount, to: "targetAny" }];
  }
  const both = /^(.+) and each player$/.exec(phrase);
  if (both?.[1]) {
    const first = damageTo(both[1], amount, ctx);
    return first ? [...first, { do: "dealDamageToPlayer", amount, who: { ref: "eachPlayer" } }] : null;
  }
  const who = player(phrase, ctx);
  if (who) {
    if (who.slot) ctx.targets.push(who.slot);
    return [{ do: "dealDamageToPlayer", amount, who: who.who }];
  }
  const to = mention(phrase, ctx);
  if (!to) return null;
  return [{ do: "dealDamage", amount, to: commit(ctx, to) }];
}

/** "<object> gets/gains/loses/becomes … [until end of turn]": one continuous effect (611.2). */
function compileContinuous(s: string, ctx: EffectContext): Effect[] | null {
  const { body, duration } = splitDuration(s);
  // "up to two target creatures each have base power and toughness 0/3": "each" adds nothing to a plural subject.
  const words = body.replace(/ each (have|get|gain|lose) /, " $1 ").split(" ");
  for (let k = 1; k < words.length; k++) {
    const verb = words[k];
    if (verb === undefined || !isPredicateVerb(verb)) continue;
    const what = mention(words.slice(0, k).join(" "), ctx);
    if (!what) continue;
    const predicate = parsePredicate(words.slice(k).join(" "), "oneShot", what.plural);
    if (!predicate) return null;
    // Without a duration the change lasts for the rest of the game (611.2a). That is how targets
    // and the source itself are changed; "enchanted creature gets +1/+1" or "creatures get
    // -1/-1" without one is a static ability's wording, not an instruction.
    if (duration === "permanent" && (what.ref.ref === "attached" || what.ref.ref === "each")) return null;
    const ref = commit(ctx, what);
    if (!predicate.choosesColor) return [{ do: "continuous", what: ref, parts: predicate.parts, duration }];
    const key = ctx.colorChoices === 0 ? "color" : `color${ctx.colorChoices + 1}`;
    ctx.colorChoices++;
    return [
      { do: "choose", choice: { choose: "color", key } },
      { do: "continuous", what: ref, parts: predicate.parts, duration, chosenColorKey: key },
    ];
  }
  return null;
}
