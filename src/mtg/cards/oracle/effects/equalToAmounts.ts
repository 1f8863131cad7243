import type { Amount } from "../../../abilities/amount.js";
import type { Effect } from "../../../abilities/effect.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import { parseNumberOf } from "./createTokenCount.js";
import type { EffectContext } from "../effects.js";
import { SELF } from "../text/sentences.js";
import { mention } from "../text/mentions.js";
import { replacePTX } from "./ptWhereX.js";

/**
 * Numbers an instruction reads from the game as it resolves (608.2h): "you gain life equal to its
 * power", "~ deals damage to any target equal to the number of creatures you control", "draw
 * cards equal to that creature's toughness", "… X damage …, where X is ~'s power". The sentence is
 * read with X for the number, then X is replaced by the counted amount.
 */

const OWNER = `(its|${SELF}'s|that creature's|that card's|the revealed card's|the sacrificed creature's|enchanted creature's|equipped creature's)`;
const VALUE = new RegExp(`^${OWNER} (power|toughness|mana value)$`);

/** The object "its" / "that creature's" / "~'s" names, or null when the sentence has none. */
function owner(word: string, ctx: EffectContext, subject: string | null): ObjectRef | null {
  if (word === `${SELF}'s`) return { ref: "self" };
  if (word === "the sacrificed creature's") return { ref: "sacrificedToPay" };
  if (word === "enchanted creature's" || word === "equipped creature's") return { ref: "attached" };
  // "~ deals damage equal to its power", "target creature deals damage …": the subject's own power.
  if (word === "its" && subject === SELF) return { ref: "self" };
  if (word === "its" && subject !== null) {
    const said = mention(subject, ctx);
    return said && !said.plural && said.ref.ref !== "each" ? said.ref : null;
  }
  const it = ctx.pronoun;
  // "that card's", "the revealed card's": the card an earlier instruction revealed (608.2c).
  if (it?.ref === "thisWay") return word === "that card's" || word === "the revealed card's" ? it : null;
  if (word === "the revealed card's") return null;
  if (!it || (it.ref !== "self" && it.ref !== "target" && it.ref !== "triggerObject" && it.ref !== "attached"))
    return null;
  // "that creature" is another object than the source: the target or the event's object; "that
  // card" a target card.
  if (word === "that card's") return it.ref === "target" ? it : null;
  return word === "that creature's" && it.ref === "self" ? null : it;
}

/** "its power", "that creature's toughness", "~'s mana value"; also the counts of `parseNumberOf`. */
export function parseValueAmount(phrase: string, ctx: EffectContext, subject: string | null = null): Amount | null {
  const m = VALUE.exec(phrase);
  if (!m?.[1] || !m[2]) return parseNumberOf(phrase);
  const what = owner(m[1], ctx, subject);
  if (!what) return null;
  const value = m[2] === "mana value" ? "manaValue" : m[2] === "power" ? "power" : "toughness";
  // 608.2h: the object of a dies trigger is read as it last existed on the battlefield.
  const left = ctx.pronounLeft && (what.ref === "self" || what.ref === "triggerObject");
  return { of: "valueOf", what, value, ...(left ? { lastKnown: true as const } : {}) };
}

/** The sentence with X in place of the number, and the phrase naming the number. */
function withX(s: string): { body: string; phrase: string; subject: string | null } | null {
  if (/\bX\b/.test(s)) return null;
  const life = /^(.+?) (gain|gains|lose|loses) life equal to (.+)$/.exec(s);
  if (life?.[1] && life[2] && life[3]) return { body: `${life[1]} ${life[2]} X life`, phrase: life[3], subject: null };
  const damage =
    /^(.+?) deals damage equal to (.+?) to (.+)$/.exec(s) ?? /^(.+?) deals damage to (.+?) equal to (.+)$/.exec(s);
  if (damage?.[1] && damage[2] && damage[3]) {
    const before = s.includes(" deals damage equal to ");
    const [phrase, to] = before ? [damage[2], damage[3]] : [damage[3], damage[2]];
    return { body: `${damage[1]} deals X damage to ${to}`, phrase, subject: damage[1] };
  }
  const cards = /^(?:(.+?) )?(draw|draws|mill|mills) cards equal to (.+)$/.exec(s);
  if (cards?.[2] && cards[3]) {
    const who = cards[1] === undefined ? "" : `${cards[1]} `;
    return { body: `${who}${cards[2]} X cards`, phrase: cards[3], subject: null };
  }
  return null;
}

const X = JSON.stringify({ of: "x" });

/** The instruction with its number X replaced by `amount`; null when X is somewhere else. */
function replaceX(e: Effect, amount: Amount): Effect | null {
  switch (e.do) {
    case "dealDamage":
    case "dealDamageToPlayer":
    case "draw":
    case "mill":
    case "gainLife":
    case "loseLife":
    case "scry":
    case "surveil":
      return JSON.stringify(e.amount) === X ? { ...e, amount } : null;
    case "continuous":
      return replacePTX(e, amount);
    default:
      return null;
  }
}

type Instruction = (s: string, ctx: EffectContext) => Effect[] | null;

/** 608.2h: an instruction whose number is counted as it resolves; null for any other sentence. */
export function compileEqualTo(s: string, ctx: EffectContext, instruction: Instruction): Effect[] | null {
  const split = withX(s);
  return split ? compileCounted(split, ctx, instruction) : null;
}

/**
 * "~ deals X damage to target creature and you gain X life, where X is …": the whole sentence (all
 * of its instructions) with one number, counted as it resolves (608.2h).
 */
export function compileWhereX(s: string, ctx: EffectContext, instructions: Instruction): Effect[] | null {
  const where = /^(.+), where X is (.+)$/.exec(s);
  if (!where?.[1] || !where[2]) return null;
  return compileCounted({ body: where[1], phrase: where[2], subject: null }, ctx, instructions);
}

function compileCounted(
  split: { body: string; phrase: string; subject: string | null },
  ctx: EffectContext,
  instruction: Instruction,
): Effect[] | null {
  // The number is read before the rest names new objects ("it" is what was named before).
  const amount = parseValueAmount(split.phrase, ctx, split.subject);
  if (!amount) return null;
  const saved = { targets: ctx.targets.length, pronoun: ctx.pronoun, colorChoices: ctx.colorChoices };
  const out = replaceAll(instruction(split.body, ctx), amount);
  // "X target …" counts the announced X (601.2b), never the X a "where X is" defines.
  if (out && !ctx.targets.slice(saved.targets).some((t) => t.countX)) return out;
  // Not this shape after all: the context is left as it was for the other templates.
  ctx.targets.length = saved.targets;
  ctx.pronoun = saved.pronoun;
  ctx.colorChoices = saved.colorChoices;
  return null;
}

/** Every instruction's X replaced by `amount`; null if there is none, or one elsewhere. */
function replaceAll(effects: readonly Effect[] | null, amount: Amount): Effect[] | null {
  if (!effects) return null;
  let replaced = 0;
  const out: Effect[] = [];
  for (const e of effects) {
    if (!JSON.stringify(e).includes(X)) {
      out.push(e);
      continue;
    }
    const next = replaceX(e, amount);
    if (!next) return null;
    out.push(next);
    replaced++;
  }
  return replaced > 0 ? out : null;
}
