import type { Amount } from "../../../abilities/amount.js";
import type { Condition } from "../../../abilities/condition.js";
import type { ObjectFilter } from "../../../abilities/filter.js";
import { Filters } from "../../../abilities/filter.js";
import { parseNumberOf } from "../effects/createTokenCount.js";
import { SELF } from "../text/sentences.js";
import { allOf, parseGroup, parseIndefinite } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

/** What "~ is [status]" asks of the source itself (506.4 combat, 110.5 tapped, 301.5 / 303.4 attachments). */
const SELF_STATUS: Readonly<Record<string, ObjectFilter>> = {
  attacking: { is: "attacking" },
  blocking: { is: "blocking" },
  "attacking or blocking": Filters.or({ is: "attacking" }, { is: "blocking" }),
  tapped: { is: "tapped" },
  untapped: Filters.not({ is: "tapped" }),
  monstrous: { is: "monstrous" },
  equipped: { is: "equipped" },
  enchanted: { is: "enchanted" },
};

/**
 * 611.3b: the condition of an "as long as" static ability, checked continuously — "it's your
 * turn", "~ is attacking", "~ is equipped", "you have 25 or more life", "an opponent controls an
 * Island", "no opponent controls a creature", "you have no cards in hand", "seven or more cards
 * are in your graveyard" (threshold), "there is a land card in your graveyard". "it" is the
 * source itself (the caller says when it may be). Null for any other phrase.
 */
export function parseStaticCondition(phrase: string, itIsSelf: boolean): Condition | null {
  if (phrase === "it's your turn") return { is: "yourTurn" };
  if (phrase === "it's not your turn") return { is: "not", condition: { is: "yourTurn" } };
  const status = new RegExp(`^(${SELF} is|it's|it is) (.+)$`).exec(phrase);
  if (status?.[1] && status[2] && (status[1].startsWith(SELF) || itIsSelf)) {
    const filter = SELF_STATUS[status[2]];
    return filter ? { is: "selfMatches", filter } : null;
  }
  return parseLife(phrase) ?? parseControls(phrase) ?? parseCardsCount(phrase);
}

/** "you have 25 or more life", "you have 5 or less life" (119: the controller's life total). */
function parseLife(phrase: string): Condition | null {
  const m = /^you have (\S+) or (more|less) life$/.exec(phrase);
  const n = m?.[1] ? parseCount(m[1]) : null;
  if (n === null || !m?.[2]) return null;
  return m[2] === "more" ? { is: "lifeAtLeast", n } : { is: "not", condition: { is: "lifeAtLeast", n: n + 1 } };
}

/** "an opponent controls an Island", "no opponent controls a creature", "you control no untapped lands", "you control a Garruk planeswalker". */
function parseControls(phrase: string): Condition | null {
  const none = /^you control no (.+)$/.exec(phrase);
  if (none?.[1]) {
    const group = parseGroup(none[1]);
    return group?.plural ? inRange({ of: "count", filter: allOf([group.filter, Filters.youControl]) }, 0, 0) : null;
  }
  const m =
    /^(an opponent|no opponent|any player|a player) controls (.+)$/.exec(phrase) ?? /^(you) control (.+)$/.exec(phrase);
  const thing = m?.[2] ? parseOptions(m[2]) : null;
  if (!m?.[1] || !thing) return null;
  const who: ObjectFilter[] =
    m[1] === "you" ? [Filters.youControl] : m[1].endsWith("opponent") ? [Filters.opponentControls] : [];
  const count: Amount = { of: "count", filter: allOf([thing, ...who]) };
  return m[1] === "no opponent" ? inRange(count, 0, 0) : inRange(count, 1);
}

/** "a Plains", "a white or blue creature", "a Garruk planeswalker", "a Desert or an Island". */
function parseOptions(phrase: string): ObjectFilter | null {
  const options: ObjectFilter[] = [];
  for (const one of phrase.split(/ or (?=an? )/)) {
    const filter = parseIndefinite(one);
    if (!filter) return null;
    options.push(filter);
  }
  const [only] = options;
  return options.length === 1 && only ? only : Filters.or(...options);
}

/**
 * "you have one or fewer cards in hand", "you have no cards in hand", "seven or more cards are in
 * your graveyard", "there are three or more land cards in your graveyard", "there is a Desert card
 * in your graveyard", "there are no cards in your graveyard".
 */
function parseCardsCount(phrase: string): Condition | null {
  const hand = /^you have (\S+)(?: or (more|fewer))? cards? in hand$/.exec(phrase);
  if (hand?.[1]) return countRange({ of: "cardsInHand", whose: "you" }, hand[1], hand[2]);
  const yard =
    /^(?:there (?:are|is) )?(\S+)(?: or (more|fewer))? (?:(.+) )?cards? (?:are |is )?in your graveyard$/.exec(phrase);
  if (!yard?.[1] || (!phrase.startsWith("there ") && !/ (are|is) in /.test(phrase))) return null;
  const amount = parseNumberOf(`the number of ${yard[3] ? `${yard[3]} ` : ""}cards in your graveyard`);
  return amount ? countRange(amount, yard[1], yard[2]) : null;
}

/** "N or more", "N or fewer", "no" / "a" (exactly as written: "no" is none, "a" is at least one). */
function countRange(amount: Amount, word: string, direction: string | undefined): Condition | null {
  if (word === "no") return direction ? null : inRange(amount, 0, 0);
  const n = parseCount(word);
  if (n === null) return null;
  if (direction === "fewer") return inRange(amount, 0, n);
  if (direction === "more" || /^an?$/.test(word)) return inRange(amount, n);
  return null;
}

function inRange(amount: Amount, atLeast: number, atMost?: number): Condition {
  return { is: "amountInRange", amount, atLeast, ...(atMost === undefined ? {} : { atMost }) };
}
