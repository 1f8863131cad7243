import type { StaticAbility } from "../../../abilities/ability.js";
import type { Amount } from "../../../abilities/amount.js";
import type { Condition } from "../../../abilities/condition.js";
import type { CostChange } from "../../../abilities/costChange.js";
import { Filters, type ObjectFilter } from "../../../abilities/filter.js";
import { parseManaCost } from "../../../model/manaCost.js";
import { parseForEach, parseNumberOf } from "../effects/createTokenCount.js";
import { parseUnless } from "../enters/entersTappedUnless.js";
import { SELF } from "../text/sentences.js";
import { allOf, isNamedSubtype, parseSpellPhrase } from "../text/subjects.js";
import { parseSpellsCastCount } from "../turnHistory/turnHistoryAmounts.js";
import { parseTurnCondition } from "../turnHistory/turnHistoryConditions.js";
import { parseCount } from "../text/words.js";

/** "{1}", "{U}", "{2}{U}": the mana of one change; only generic and colored mana are read (118.7a-c). */
function changeMana(mana: string): string | null {
  const symbols = parseManaCost(mana);
  if (!symbols || symbols.length === 0) return null;
  return symbols.every((s) => s.kind === "generic" || s.kind === "colored") ? mana : null;
}

/** "you have eight or more instant and/or sorcery cards in your graveyard": a count reaching a number. */
function parseHaveAtLeast(phrase: string): Condition | null {
  const m = /^you have (\S+) or more (.+) cards in your graveyard$/.exec(phrase);
  const n = m?.[1] ? parseCount(m[1]) : null;
  const amount = m?.[2] ? parseForEach(`${m[2].replace(" and/or ", " or ")} card in your graveyard`) : null;
  return n !== null && amount ? { is: "amountInRange", amount, atLeast: n } : null;
}

/** A condition as written after "if" in a cost sentence ("you control a Wizard", "it's your turn"). */
export function parseCostCondition(phrase: string): Condition | null {
  return parseTurnCondition(phrase, null) ?? parseUnless(phrase) ?? parseHaveAtLeast(phrase);
}

/**
 * "for each artifact you control", "for each instant and sorcery spell you've cast this turn",
 * "for each instant and sorcery card in your graveyard" (a card that is either), "for each creature in your party".
 */
function parseCostForEach(phrase: string): Amount | null {
  if (phrase === "creature in your party") return { of: "partySize" };
  return (
    parseSpellsCastCount(phrase) ??
    parseForEach(phrase.replace(/^(\w+) and (\w+) card in your graveyard$/, "$1 or $2 card in your graveyard"))
  );
}

/**
 * What follows "costs {N} less to cast": nothing, "if [condition]", "for each [thing]", or (with
 * {X}) ", where X is [number]". Anything else (two conditions, "for each target beyond the first")
 * gives null.
 */
export function parseChange(change: "less" | "more", mana: string, rest: string): CostChange | null {
  if (mana === "{X}") {
    const where = /^, where X is (.+)$/.exec(rest);
    const times = where?.[1] ? parseNumberOf(where[1]) : null;
    return times ? { change, mana: "{1}", times } : null;
  }
  const symbols = changeMana(mana);
  if (!symbols) return null;
  if (rest === "") return { change, mana };
  const cond = /^ if (.+)$/.exec(rest);
  if (cond?.[1]) {
    const condition = parseCostCondition(cond[1]);
    return condition ? { change, mana, condition } : null;
  }
  const each = /^ for each (.+)$/.exec(rest);
  const times = each?.[1] ? parseCostForEach(each[1]) : null;
  return times ? { change, mana, times } : null;
}

const SELF_COST = new RegExp(`^${SELF} costs ((?:\\{[^}]+\\})+) (less|more) to cast(.*?)\\.?$`);
const SPELLS_COST =
  /^([A-Z][\w ,]*?spells)(?: (you|your opponents) cast)? cost ((?:\{[^}]+\})+) (less|more) to cast(.*?)\.?$/;

/**
 * "Instant and sorcery spells", "Noncreature spells", "Instant, sorcery, and planeswalker spells",
 * "Dinosaur spells", "Kithkin spells and Soldier spells", "Aura and Equipment spells": which spells.
 */
export function parseSpells(phrase: string): ObjectFilter | null {
  return parseSpellKind(phrase) ?? parseSubtypeSpells(phrase);
}

/** "Dinosaur spells", "Aura and Equipment spells", "Kithkin spells and Soldier spells": spells of any of these subtypes. */
function parseSubtypeSpells(phrase: string): ObjectFilter | null {
  const words = phrase.replace(/ spells$/, "").split(/(?: spells)? and /);
  if (!words.every(isNamedSubtype)) return null;
  const [only] = words;
  return words.length === 1 && only ? Filters.subtype(only) : Filters.or(...words.map(Filters.subtype));
}

function parseSpellKind(phrase: string): ObjectFilter | null {
  const singular = phrase
    .toLowerCase()
    .replace(/ spells$/, " spell")
    .replace(/^spells$/, "spell")
    .replace(/, and /, ", or ")
    .replace(/^(\w+) and (\w+) spell$/, "$1 or $2 spell");
  return parseSpellPhrase(`${/^[aeiou]/.test(singular) ? "an" : "a"} ${singular}`);
}

/**
 * 601.2f: "This spell costs {1} less to cast [if … / for each … / , where X is …]" — the spell's own
 * cost reduction (or increase), functioning on the stack as its total cost is determined; and
 * "[Instant and sorcery] spells [you cast / your opponents cast] cost {1} less/more to cast", a
 * permanent's static ability changing the total cost of the spells it describes.
 */
export function parseCostChange(paragraph: string, text: string): StaticAbility | null {
  // "As long as [condition], [spells] cost …", "If [condition], this spell costs …": the condition first.
  const first = /^(?:As long as|If) ([^,]+), (.+)$/.exec(text);
  if (first?.[1] && first[2]) {
    const condition = parseCostCondition(first[1]);
    const rest = condition
      ? parseCostChange(paragraph, `${first[2].charAt(0).toUpperCase()}${first[2].slice(1)}`)
      : null;
    const [rule] = rest?.rules ?? [];
    if (!condition || rule?.rule !== "spellCost" || rule.cost.condition) return null;
    return {
      ...(rest ?? { kind: "static", text: paragraph, effects: [] }),
      rules: [{ ...rule, cost: { ...rule.cost, condition } }],
    };
  }
  const self = SELF_COST.exec(text);
  if (self?.[1] && self[2]) {
    const cost = parseChange(self[2] === "less" ? "less" : "more", self[1], self[3] ?? "");
    return cost ? { kind: "static", text: paragraph, effects: [], rules: [{ rule: "spellCost", cost }] } : null;
  }
  const spells = SPELLS_COST.exec(text);
  if (!spells?.[1] || !spells[3] || !spells[4]) return null;
  const kind = parseSpells(spells[1]);
  const cost = parseChange(spells[4] === "less" ? "less" : "more", spells[3], spells[5] ?? "");
  if (!kind || !cost) return null;
  const caster = spells[2] === "you" ? [Filters.youControl] : spells[2] ? [Filters.opponentControls] : [];
  const affects = allOf([...(kind.is === "all" ? kind.of : [kind]), ...caster]);
  return { kind: "static", text: paragraph, effects: [], rules: [{ rule: "spellCost", cost, affects }] };
}
