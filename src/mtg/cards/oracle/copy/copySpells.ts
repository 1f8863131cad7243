import type { Amount } from "../../../abilities/amount.js";
import type { Effect } from "../../../abilities/effect.js";
import { Filters, type ObjectFilter } from "../../../abilities/filter.js";
import type { TargetSlot } from "../../../abilities/target.js";
import { parseForEach } from "../effects/createTokenCount.js";
import type { EffectContext } from "../effects.js";
import { compileSpellCopyExcept } from "./spellCopyExcept.js";
import { parseTypeList } from "./spellCopyTypeList.js";
import { parseIndefinite, parseSpellPhrase } from "../text/subjects.js";
import { splitForEachSpellCast } from "../turnHistory/turnHistoryAmounts.js";

/**
 * 707.10: "copy target instant or sorcery spell", "copy it", "copy that spell twice"; and the
 * sentence about "the copy" that follows: "You may choose new targets for the copy" (707.10c).
 */

/** " an additional time": one more copy, made by an ability of its own (Howl of the Horde's raid paragraph). */
const TIMES: Readonly<Record<string, number>> = {
  "": 1,
  " twice": 2,
  " three times": 3,
  " four times": 4,
  " an additional time": 1,
};

/** 110.4b: a permanent spell is an artifact, battle, creature, enchantment or planeswalker spell: neither instant nor sorcery. */
const PERMANENT_SPELL: ObjectFilter = {
  is: "not",
  filter: { is: "any", of: [Filters.type("Instant"), Filters.type("Sorcery")] },
};

/**
 * "target instant or sorcery spell [you control] [with mana value N or less]": a spell on the
 * stack (115.1); its mana value is read as it is targeted (202.3).
 */
export function parseTargetSpell(phrase: string): TargetSlot | null {
  const m =
    /^target (.*?)spell( you control)?(?: with mana value (?:(\d+) or (less|greater)|(X)))?( that targets you| that wasn't cast)?$/.exec(
      phrase,
    );
  if (!m) return null;
  const kind = m[1] ?? "";
  const typed: ObjectFilter | null =
    kind === "" ? null : kind === "permanent " ? PERMANENT_SPELL : parseSpellPhrase(`a ${kind}spell`);
  if (kind !== "" && !typed) return null;
  const n = m[3] === undefined ? null : Number(m[3]);
  // "with mana value X": the X announced for the ability, known as targets are chosen (601.2b-c).
  const manaValue: ObjectFilter | null =
    m[5] === "X"
      ? { is: "manaValue", equals: { of: "x" } }
      : n === null
        ? null
        : { is: "manaValue", ...(m[4] === "less" ? { atMost: n } : { atLeast: n }) };
  // 115.9b: "that targets you"; "that wasn't cast" (707.10: a copy).
  const which: ObjectFilter | null =
    m[6] === undefined ? null : m[6] === " that targets you" ? { is: "targetsYou" } : { is: "notCast" };
  const parts = [typed, manaValue, which].filter((f): f is ObjectFilter => f !== null);
  const filter: ObjectFilter | null = parts.length > 1 ? { is: "all", of: parts } : (parts[0] ?? null);
  return {
    spec: { kind: "spell", ...(filter ? { filter } : {}), ...(m[2] ? { controller: "you" as const } : {}) },
  };
}

/** "copy that spell[,] and [you] may choose new targets for the copy": 707.10c in the same sentence. */
const AND_NEW_TARGETS = /,? and (?:you )?may choose (?:new targets|a new target) for (?:the|that) copy$/;

/**
 * "target activated or triggered ability [you control] [from an artifact source]": an ability on
 * the stack (115.1b-c); a mana ability never is there (605.3a).
 */
export function parseTargetAbility(phrase: string): TargetSlot | null {
  const m = /^target (activated or triggered|triggered) ability( you control)?(?: from an? (\S+) source)?$/.exec(
    phrase,
  );
  if (!m) return null;
  const source = m[3] === undefined ? null : parseIndefinite(`a ${m[3]}`);
  if (m[3] !== undefined && !source) return null;
  return {
    spec: {
      kind: "triggeredAbility",
      controller: m[2] ? "you" : "any",
      ...(m[1] === "triggered" ? {} : { activated: true as const }),
      ...(source ? { source } : {}),
    },
  };
}

/**
 * "The controller of target instant or sorcery spell copies it": that player copies the spell
 * and controls the copy (707.10); "That player may choose new targets for the copy" follows.
 */
function controllerCopies(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^the controller of (target .+) copies it$/.exec(s);
  const target = m?.[1] ? parseTargetSpell(m[1]) : null;
  if (!target) return null;
  const what = { ref: "target" as const, index: ctx.targets.length };
  ctx.targets.push(target);
  ctx.pronoun = null;
  const copy: Effect = { do: "copySpell", what, count: 1, newTargets: false, exceptions: [] };
  return [{ do: "byPlayer", who: { ref: "controllerOfTarget", index: what.index }, effects: [copy] }];
}

/**
 * "each other player copies that spell" (Hive Mind): each of them copies it and controls that copy;
 * "each other player may copy that spell and may choose new targets for the copy they control"
 * (Curse of Echoes): each of them chooses whether to (the rulings: in turn order, APNAP).
 */
function eachOtherPlayerCopies(s: string, ctx: EffectContext): Effect[] | null {
  const m =
    /^each other player (copies (?:it|that spell)|may copy that spell and may choose new targets for the copy they control)$/.exec(
      s,
    );
  if (!m?.[1] || ctx.spell?.ref !== "triggerObject") return null;
  const may = m[1].startsWith("may");
  const copy: Effect = { do: "copySpell", what: ctx.spell, count: 1, newTargets: may, exceptions: [] };
  const each: Effect = may ? { do: "mayThen", first: copy, ifYouDo: [] } : copy;
  return [{ do: "byPlayer", who: { ref: "eachOtherThanControllerOfTriggerObject" }, effects: [each] }];
}

export function compileCopySpell(said: string, ctx: EffectContext): Effect[] | null {
  // "Then copy that spell" (Wild Ricochet): the order is the sentences' own.
  const sentence = said.replace(/^then (?=copy )/, "");
  const excepted = compileSpellCopyExcept(sentence, ctx, compileCopySpell);
  if (excepted) return excepted;
  const byController =
    controllerCopies(sentence, ctx) ?? eachOtherPlayerCopies(sentence, ctx) ?? changeTargetsOf(sentence, ctx);
  if (byController) return byController;
  const newTargets = AND_NEW_TARGETS.test(sentence);
  const s = sentence.replace(AND_NEW_TARGETS, "");
  const ifControl = /^copy (?:it|that spell) if you control (.+)$/.exec(s);
  if (ifControl?.[1]) return copyIfYouControl(ifControl[1], newTargets, ctx);
  const each = splitForEachSpellCast(s);
  if (!each) {
    const forEach = /^copy (it|that spell) for each (.+)$/.exec(s);
    if (forEach?.[2]) return copyForEach(forEach[2], newTargets, ctx);
  }
  const m = /^copy (.+?)( twice| three times| four times| an additional time)?$/.exec(each?.body ?? s);
  if (!m?.[1] || (each && m[2])) return null;
  const count: Amount | undefined = each?.count ?? TIMES[m[2] ?? ""];
  if (count === undefined) return null;
  const target = parseTargetSpell(m[1]) ?? parseTargetAbility(m[1]);
  if (target) {
    const what = { ref: "target" as const, index: ctx.targets.length };
    ctx.targets.push(target);
    // "Copy target instant or sorcery spell, then return it to its owner's hand": "it" is that spell.
    ctx.pronoun = what;
    return [{ do: "copySpell", what, count, newTargets, exceptions: [] }];
  }
  // "copy it" / "copy that spell": the spell a cast trigger is about (this spell, or the one cast);
  // "copy ~" in "When you cast this spell" (Malicious Affliction): the same spell.
  if (/^(it|that spell|that ability|that spell or ability|~)$/.test(m[1]) && ctx.spell) {
    return [{ do: "copySpell", what: ctx.spell, count, newTargets, exceptions: [] }];
  }
  // "Then copy that spell" after "… for target instant or sorcery spell" (Wild Ricochet).
  const named = ctx.pronoun;
  if (m[1] === "that spell" && named?.ref === "target" && ctx.targets[named.index]?.spec.kind === "spell") {
    return [{ do: "copySpell", what: named, count, newTargets, exceptions: [] }];
  }
  return null;
}

/** 115.7d: "You may choose new targets for target spell" — the spell's targets, not a copy's. */
function changeTargetsOf(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^you may choose new targets for (target .+)$/i.exec(s);
  const target = m?.[1] ? parseTargetSpell(m[1]) : null;
  if (!target) return null;
  const what = { ref: "target" as const, index: ctx.targets.length };
  ctx.targets.push(target);
  ctx.pronoun = what;
  return [{ do: "changeTargets", what }];
}

/**
 * "copy it for each creature you control", "… for each kind of counter among permanents you
 * control" (Storm of Forms): the spell a cast trigger is about, that many times, counted as the
 * ability resolves (608.2h).
 */
function copyForEach(phrase: string, newTargets: boolean, ctx: EffectContext): Effect[] | null {
  const count: Amount | null =
    phrase === "kind of counter among permanents you control" ? { of: "counterKindsAmongYours" } : parseForEach(phrase);
  if (!count || !ctx.spell) return null;
  return [{ do: "copySpell", what: ctx.spell, count, newTargets, exceptions: [] }];
}

/** "copy it if you control an artifact" (Banish into Fable): checked as the ability resolves (608.2c). */
function copyIfYouControl(phrase: string, newTargets: boolean, ctx: EffectContext): Effect[] | null {
  const filter = parseIndefinite(phrase) ?? parseTypeList(phrase);
  if (!filter || !ctx.spell) return null;
  const copy: Effect = { do: "copySpell", what: ctx.spell, count: 1, newTargets, exceptions: [] };
  return [{ do: "if", condition: { is: "youControl", filter }, effects: [copy] }];
}

/** "You may choose new targets for the copy": a sentence that only amends the copy made before it. */
export function isNewTargetsSentence(s: string): boolean {
  return NEW_TARGETS.test(s);
}

const THAT_PLAYER_NEW_TARGETS =
  /^(?:That player may choose new targets for the copy|Each of those players may choose new targets for their copy)$/;
const NEW_TARGETS = /^You may choose (?:new targets|a new target) for (?:the|that|those|each) cop(?:y|ies)$/;

/**
 * 707.10c: "You may choose new targets for the copy / copies" after a copy instruction: the copy's
 * controller may change its targets. Returns the amended effects, or null if the sentence is not
 * this one or nothing before it copied a spell.
 */
export function amendNewTargets(s: string, before: readonly Effect[]): Effect[] | null {
  const last = before.at(-1);
  // "That player may choose new targets for the copy": the player who copied it (707.10c).
  if (THAT_PLAYER_NEW_TARGETS.test(s)) {
    const each = s.startsWith("Each");
    if (last?.do !== "byPlayer" || (last.who.ref === "eachOtherThanControllerOfTriggerObject") !== each) return null;
    const inner = amendNewTargets("You may choose new targets for the copy", last.effects);
    return inner ? [...before.slice(0, -1), { ...last, effects: inner }] : null;
  }
  if (!NEW_TARGETS.test(s)) return null;
  // The copy a delayed "when you cast your next … spell" ability will make (603.7).
  if (last?.do === "whenYouCastNext" || last?.do === "wheneverCastThisTurn") {
    const inner = amendNewTargets(s, last.effects);
    return inner ? [...before.slice(0, -1), { ...last, effects: inner }] : null;
  }
  // … or one made only "if you attacked this turn" (Howl of the Horde's raid paragraph), or
  // another one otherwise ("If ~ was kicked, copy that spell twice instead", Sea Gate Stormcaller).
  const delayedOnly = (effects: readonly Effect[] | undefined) =>
    effects?.length === 1 && effects[0]?.do === "whenYouCastNext";
  if (last?.do === "if" && delayedOnly(last.effects) && (!last.otherwise || delayedOnly(last.otherwise))) {
    const inner = amendNewTargets(s, last.effects);
    const otherwise = last.otherwise ? amendNewTargets(s, last.otherwise) : undefined;
    if (!inner || otherwise === null) return null;
    return [...before.slice(0, -1), { ...last, effects: inner, ...(otherwise ? { otherwise } : {}) }];
  }
  // "… for the copies" after "copy it if …, then copy it if …": every copy just made (707.10c).
  const plural = / copies$/.test(s);
  if (!plural) return amendLastCopy(before);
  const out = [...before];
  let amended = 0;
  for (let i = out.length - 1; i >= 0; i--) {
    const e = out[i];
    const done = e ? withNewTargets(e) : null;
    if (!done) break;
    out[i] = done;
    amended++;
  }
  return amended > 0 ? out : null;
}

/**
 * "… for the copy": the last copy made, even if an instruction that isn't a copy follows it
 * ("Copy target spell, then return it to its owner's hand. You may choose new targets for the copy").
 */
function amendLastCopy(before: readonly Effect[]): Effect[] | null {
  const at = before.findLastIndex(isCopyInstruction);
  const last = before[at];
  const done = last ? withNewTargets(last) : null;
  return done ? before.map((e, i) => (i === at ? done : e)) : null;
}

function isCopyInstruction(e: Effect): boolean {
  return e.do === "copySpell" || (e.do === "if" && e.effects.length === 1 && e.effects[0]?.do === "copySpell");
}

/** A copy instruction (alone or under "if …") that may now choose new targets; null for anything else. */
function withNewTargets(e: Effect): Effect | null {
  if (e.do === "copySpell") return e.newTargets ? null : { ...e, newTargets: true };
  if (e.do !== "if" || e.otherwise || e.effects.length !== 1 || !e.effects[0]) return null;
  const inner = withNewTargets(e.effects[0]);
  return inner ? { ...e, effects: [inner] } : null;
}
