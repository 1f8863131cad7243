import type { StaticAbility } from "../../../abilities/ability.js";
import type { Amount } from "../../../abilities/amount.js";
import type { ObjectFilter } from "../../../abilities/filter.js";
import { Filters } from "../../../abilities/filter.js";
import { parseCharacteristicAmount } from "./characteristicAmounts.js";
import { parseForEach } from "../effects/createTokenCount.js";
import { SELF } from "../text/sentences.js";
import { compileStaticSentence } from "../statics.js";
import { allOf, parseFixedObject, parseGroup, parseSingular } from "../text/subjects.js";

const SHAPE = /^(.+?) (gets|get) ([+-]\d+)\/([+-]\d+) for each (.+?)(?: and (has|have) (.+?))?\.?$/;

/**
 * "~ gets +1/+1 for each artifact you control", "Enchanted creature gets +1/+1 for each Forest you
 * control and has first strike", "~ gets +2/+2 for each Aura attached to it", "Equipped creature
 * gets +1/+1 for each charge counter on ~", "~ gets -1/-1 for each card in your hand": a static
 * ability changing power and/or toughness in layer 7c (613.4c) by a count taken continuously.
 * "other" and "it" in the count are read only when the subject is ~ itself (for an enchanted
 * creature they would mean that creature); anything else stays text.
 */
export function parseGetsForEach(paragraph: string, text: string): StaticAbility | null {
  const m = SHAPE.exec(text);
  if (!m?.[1] || !m[2] || !m[3] || !m[4] || !m[5]) return null;
  const subject = m[1];
  const fixed = parseFixedObject(subject);
  const group = fixed ? null : parseGroup(subject);
  if ((fixed ? m[2] !== "gets" : group?.plural !== true) || (m[6] && (m[6] === "has") !== (m[2] === "gets")))
    return null;
  const affects: ObjectFilter | undefined = fixed === "self" ? Filters.self : fixed ? Filters.attached : group?.filter;
  const count = affects ? countFor(m[5], fixed === "self") : null;
  if (!affects || !count) return null;
  const power = times(Number(m[3]), count);
  const toughness = times(Number(m[4]), count);
  if (power === 0 && toughness === 0) return null;
  const also = m[6] && m[7] ? compileStaticSentence(`${subject} ${m[6]} ${m[7]}`) : null;
  if (m[6] && (!also || also.condition || JSON.stringify(also.affects) !== JSON.stringify(affects))) return null;
  return {
    kind: "static",
    text: paragraph,
    effects: [{ affects, parts: [{ op: "modifyPT", power, toughness }, ...(also?.parts ?? [])] }],
  };
}

/** `n` per thing counted: 0, the count, its negation, or a multiple. */
function times(n: number, count: Amount): Amount {
  if (n === 0) return 0;
  if (n === 1) return count;
  if (n === -1) return { of: "negate", amount: count };
  return { of: "times", n, amount: count };
}

/** What "for each …" counts; `selfSubject`: the subject is ~, so "other" and "it" name ~. */
function countFor(phrase: string, selfSubject: boolean): Amount | null {
  if (!selfSubject && /\b(other|it|its)\b/.test(phrase)) return null;
  // "each Aura attached to it", "each Aura and Equipment attached to it" (~ itself).
  const attached = /^(Aura|Equipment|Aura and Equipment) attached to it$/.exec(phrase);
  if (attached?.[1]) {
    const kinds = attached[1].split(" and ").map(Filters.subtype);
    return { of: "count", filter: Filters.and(Filters.or(...kinds), { is: "attachedToSource" }) };
  }
  const counters = new RegExp(`^([+-]1/[+-]1|[a-z]+) counter on ${SELF}$`).exec(phrase);
  if (counters?.[1]) return { of: "countersOnSelf", kind: counters[1] };
  const graveyard = /^(.+) card in (your graveyard|all graveyards)$/.exec(phrase);
  if (graveyard?.[1] && graveyard[2])
    return parseCharacteristicAmount(`the number of ${graveyard[1]} cards in ${graveyard[2]}`);
  const either = /^(\w+) and\/or (\w+) you control$/.exec(phrase);
  const kinds = either?.[1] && either[2] ? [parseSingular(either[1]), parseSingular(either[2])] : [];
  if (kinds[0] && kinds[1]) return { of: "count", filter: allOf([Filters.or(kinds[0], kinds[1]), Filters.youControl]) };
  const each = parseGroup(`each ${phrase}`);
  return parseForEach(phrase) ?? (each ? { of: "count", filter: each.filter } : null);
}
