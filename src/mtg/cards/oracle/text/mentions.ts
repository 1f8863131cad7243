import type { Amount } from "../../../abilities/amount.js";
import type { ObjectRef, PlayerRef } from "../../../abilities/ref.js";
import type { TargetSlot } from "../../../abilities/target.js";
import type { EffectContext } from "../effects.js";
import { parseFixedObject, parseGroup, parseTargetPhrase } from "./subjects.js";
import { parseAmount } from "./words.js";
import { parseSeveralTargets } from "../effects/severalTargets.js";

/**
 * The phrases an instruction names its objects and players with ("target creature", "it",
 * "each opponent"), and counted nouns ("two cards"), resolved against the instruction's context.
 */

export interface Mention {
  readonly ref: ObjectRef;
  readonly plural: boolean;
  /** A new target this mention introduces (committed only when the sentence parses). */
  readonly slot?: TargetSlot;
}

/** An object phrase in an instruction: "target creature", "~", "it", "enchanted creature", "all creatures". */
export function mention(phrase: string, ctx: EffectContext): Mention | null {
  const fixed = parseFixedObject(phrase);
  if (fixed) return { ref: { ref: fixed }, plural: false };
  // A personal pronoun names the card's own character (a planeswalker: "prevent all damage that
  // would be dealt to him this turn", "deals damage … to him"), never another object (201.5).
  if (/^(him|her)$/.test(phrase)) return { ref: { ref: "self" }, plural: false };
  if (/^(it|that (creature|permanent|land|artifact|enchantment))$/i.test(phrase)) {
    return ctx.pronoun ? { ref: ctx.pronoun, plural: false } : null;
  }
  // "Those creatures can't block this turn" after "… each of up to two target creatures" (608.2c).
  if (/^those (creatures|permanents)$/i.test(phrase) && ctx.pronoun?.ref === "targets")
    return { ref: ctx.pronoun, plural: true };
  const target = parseTargetPhrase(phrase);
  if (target) {
    if (target.spec.kind !== "permanent") return null;
    return { ref: { ref: "target", index: ctx.targets.length }, plural: false, slot: target };
  }
  const several = parseSeveralTargets(phrase, ctx);
  if (several) return several;
  const theirs = groupTargetPlayerControls(phrase, ctx);
  if (theirs) return theirs;
  const group = parseGroup(phrase);
  if (group) return { ref: { ref: "each", filter: group.filter }, plural: group.plural };
  return null;
}

/**
 * "creatures target player controls", "each creature target opponent controls" (115.1): a new
 * target player, and the objects of the group that player controls as the instruction happens.
 */
export function groupTargetPlayerControls(phrase: string, ctx: EffectContext): Mention | null {
  const m = /^(.+?) (target (?:player|opponent)) controls$/.exec(phrase);
  if (!m?.[1] || !m[2] || /\b(you|your|opponents?)\b/.test(m[1])) return null;
  const group = parseGroup(m[1]);
  const who = player(m[2], ctx);
  if (!group || !who?.slot) return null;
  return { ref: { ref: "each", filter: group.filter, controlledBy: who.who }, plural: group.plural, slot: who.slot };
}

/** Records a mention's new target and makes it what "it" refers to next. */
export function commit(ctx: EffectContext, m: Mention): ObjectRef {
  if (m.slot) ctx.targets.push(m.slot);
  // "those creatures" after several targets (as after "Choose up to two target creatures").
  ctx.pronoun = m.ref.ref === "targets" ? m.ref : m.plural || m.ref.ref === "each" ? null : m.ref;
  return m.ref;
}

/**
 * "its controller", "that creature's controller", "that spell's controller": the controller of the
 * object named before (a target, looked at as it last existed if it has left, 608.2h; or the
 * trigger's object).
 */
function controllerOfIt(phrase: string, ctx: EffectContext): PlayerRef | null {
  if (!/^(its|that (creature|permanent|land|artifact|enchantment|spell)'s) controller$/.test(phrase)) return null;
  const it = ctx.pronoun;
  if (it?.ref === "target") return { ref: "controllerOfTarget", index: it.index };
  if (it?.ref === "triggerObject") return { ref: "controllerOfTriggerObject" };
  return null;
}

export function count(noun: string, phrase: string): Amount | null {
  // "a card" / "two cards" / "X cards": the noun's number must agree with the count.
  const m = new RegExp(`^(\\S+) ${noun}(s?)$`).exec(phrase);
  if (!m?.[1]) return null;
  const amount = parseAmount(m[1]);
  if (amount === null) return null;
  const plural = m[2] === "s";
  if ((amount === 1) === plural || (m[1] === "a" && plural)) return null;
  return amount;
}

export function player(phrase: string, ctx: EffectContext): { who: PlayerRef; slot?: TargetSlot } | null {
  if (phrase === "you") return { who: { ref: "you" } };
  if (phrase === "each opponent") return { who: { ref: "eachOpponent" } };
  if (phrase === "each player") return { who: { ref: "eachPlayer" } };
  if (phrase === "an opponent chosen at random") return { who: { ref: "randomOpponent" } };
  // "that player": the trigger's player, unless a target player was named since (608.2c).
  if (phrase === "that player" && ctx.thatPlayer && !ctx.targets.some((t) => t.spec.kind === "player"))
    return { who: ctx.thatPlayer };
  // 608.2c: "Target player reveals … . ~ deals damage to that player": the one target player named.
  const named = phrase === "that player" ? onlyTargetPlayer(ctx) : null;
  if (named) return { who: named };
  // 303.4b: "enchanted player"; "they" / "them" after "Whenever enchanted player …" is that player.
  if (
    phrase === "enchanted player" ||
    ((phrase === "they" || phrase === "them") && ctx.thatPlayer?.ref === "enchantedPlayer")
  )
    return { who: { ref: "enchantedPlayer" } };
  const controller = controllerOfIt(phrase, ctx);
  if (controller) return { who: controller };
  // "Whenever an opponent casts or copies …, they lose 1 life" (Mage Hunter): the spell's controller,
  // who cast it or made the copy (707.10).
  if (phrase === "they" && ctx.spell?.ref === "triggerObject" && ctx.targets.length === 0)
    return { who: { ref: "controllerOfTriggerObject" } };
  const t = parseTargetPhrase(phrase);
  if (t?.spec.kind === "player") return { who: { ref: "targetPlayer", index: ctx.targets.length }, slot: t };
  return null;
}

/** The target player of the ability when exactly one was named so far (608.2c), else null. */
function onlyTargetPlayer(ctx: EffectContext): PlayerRef | null {
  const indexes = ctx.targets.flatMap((t, index) => (t.spec.kind === "player" ? [index] : []));
  return indexes.length === 1 && indexes[0] !== undefined ? { ref: "targetPlayer", index: indexes[0] } : null;
}
