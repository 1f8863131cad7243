import type { Effect } from "../../../abilities/effect.js";
import type { PlayerRef } from "../../../abilities/ref.js";
import type { EffectContext } from "../effects.js";
import { player } from "../text/mentions.js";
import { lowerFirst } from "../text/sentences.js";
import { parseCardQuality } from "./librarySearch.js";

type Rest = "bottom" | "graveyard" | "hand" | "shuffle";

const THAT_CARD = { ref: "thisWay" } as const;

/** Where "the rest" goes: "on the bottom of your library in a random order", "into their graveyard", … */
const REST: readonly [RegExp, Rest][] = [
  [/^on the bottom of (?:your|their|that) library in a random order$/, "bottom"],
  [/^into (?:your|their) graveyard$/, "graveyard"],
  [/^into your hand$/, "hand"],
];

function restPlace(s: string): Rest | null {
  return REST.find(([re]) => re.test(s))?.[1] ?? null;
}

/** The head: "[Shuffle your library, then ]reveal / exile cards … until you …", "[Player] reveals … until they …". */
const HEAD =
  /^(?:(Shuffle your library), then )?(?:(.+?) (reveals|exiles)|(Reveal|Exile|reveal|exile)) cards from the top of (your library|their library|it) until (you|they) (reveal|exile) an? (.+?) card( with [^,]+)?(?:, then (.+))?$/;

interface Parts {
  found: Effect[];
  rest: Rest | null;
  after: Effect[];
}

/**
 * 701.20a, 608.2c: "Reveal cards from the top of your library until you reveal a [filter] card.
 * [What happens to that card.] [Put the rest on the bottom of your library in a random order.]",
 * "Target opponent exiles cards from the top of their library until they exile a [filter] card.
 * You may cast that card without paying its mana cost. Then put the exiled cards that weren't cast
 * this way on the bottom of that library in a random order", "[player] reveals cards … until they
 * reveal a land card, then puts those cards into their graveyard" (Genesis Storm, Creative
 * Technique, Undying Flames, Chaos Wand, Balustrade Spy, Polymorph…). "That card" is the card
 * found; "the rest" the cards revealed that are still in the library (or still in exile).
 */
export function compileRevealUntil(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const m = HEAD.exec(sentences[0] ?? "");
  if (!m?.[5] || !m[6] || !m[7] || !m[8]) return null;
  const [, shuffle, subject, verb, bare, library, until, untilVerb, kind, withPart, tail] = m;
  const exile = (verb ?? bare ?? "").toLowerCase().startsWith("exile");
  if (exile !== (untilVerb === "exile") || (library === "it") !== (shuffle !== undefined)) return null;
  const filter = parseCardQuality(`${kind ?? ""}${withPart ?? ""}`);
  if (!filter) return null;
  let who: PlayerRef = { ref: "you" };
  if (subject !== undefined) {
    const p = player(lowerFirst(subject), ctx);
    if (!p || library !== "their library" || until !== "they") return null;
    if (p.slot) ctx.targets.push(p.slot);
    who = p.who;
  } else if (library === "their library" || until !== "you") return null;
  const saved = ctx.pronoun;
  ctx.pronoun = THAT_CARD;
  const parts: Parts = { found: [], rest: null, after: [] };
  const single = who.ref !== "eachOpponent" && who.ref !== "eachPlayer";
  let count = 1;
  if (tail !== undefined && !followUp(tail, parts, exile, who, single, ctx)) return restore(ctx, saved);
  for (; count < sentences.length; count++)
    if (!followUp(sentences[count] ?? "", parts, exile, who, single, ctx)) break;
  ctx.pronoun = null;
  // Nothing said of the cards: not this template (Calibrated Blast's reflexive trigger, …).
  if (parts.found.length === 0 && parts.rest === null) return restore(ctx, saved);
  const effects: Effect[] = shuffle ? [{ do: "shuffleLibrary", who: { ref: "you" } }] : [];
  effects.push({ do: "fromTopUntil", who, exile, filter, ...parts });
  return { effects, count };
}

function restore(ctx: EffectContext, saved: EffectContext["pronoun"]): null {
  ctx.pronoun = saved;
  return null;
}

/** Adds one follow-up sentence about "that card" or "the rest"; false if it is none of them. */
function followUp(s: string, parts: Parts, exile: boolean, who: PlayerRef, single: boolean, ctx: EffectContext) {
  const add = (e: Effect): true => {
    (parts.rest === null ? parts.found : parts.after).push(e);
    return true;
  };
  const setRest = (rest: Rest | null): boolean => {
    if (rest === null || parts.rest !== null) return false;
    parts.rest = rest;
    return true;
  };
  // "[That player / The player] put(s) that card into your hand / onto the battlefield [under your control]
  // [and the rest …][, then shuffles the rest into their library]"
  const put =
    /^(?:(?:That|The) player puts|[Pp]uts?) that card (into your hand|onto the battlefield(?: under your control)?)(?: and (?:put )?(?:the rest|all other cards revealed this way) (.+?))?(?:, then shuffles? (?:the rest|all other cards revealed this way) into (?:your|their) library)?$/.exec(
      s,
    );
  if (put?.[1] && parts.rest === null && parts.found.length === 0) {
    const byThem = /^(?:That|The) player|^puts /.test(s);
    if (put[1] === "into your hand") {
      if (who.ref !== "you") return false;
      parts.found.push({ do: "returnToHand", what: THAT_CARD });
    } else {
      if (!single || (!byThem && who.ref !== "you" && !put[1].endsWith("under your control"))) return false;
      const under = byThem && !put[1].endsWith("under your control") ? "owner" : "you";
      parts.found.push({ do: "putOntoBattlefield", what: THAT_CARD, under });
    }
    if (put[2] !== undefined && !setRest(restPlace(put[2]))) return false;
    if (/, then shuffles? /.test(s) && !setRest("shuffle")) return false;
    return true;
  }
  const exileIt = /^Exile that card(?: and put the rest (.+))?$/.exec(s);
  if (exileIt && !exile && single && parts.found.length === 0) {
    parts.found.push({ do: "exile", what: THAT_CARD });
    return exileIt[1] === undefined || setRest(restPlace(exileIt[1]));
  }
  const cast = /^(You|That player|They) may cast (?:that card|the exiled card|it) without paying its mana cost$/.exec(
    s,
  );
  if (cast?.[1] && single) {
    const free: Effect = { do: "mayCastFree", what: THAT_CARD };
    return add(cast[1] === "You" ? free : { do: "byPlayer", who, effects: [free] });
  }
  if (s === "You may put that card onto the battlefield" && single && who.ref === "you")
    return add({ do: "mayThen", first: { do: "putOntoBattlefield", what: THAT_CARD, under: "you" }, ifYouDo: [] });
  const damage =
    /^~ deals damage (?:to any target equal to that card's mana value|equal to that card's mana value to any target)$/;
  if (damage.test(s) && single) {
    ctx.targets.push({ spec: { kind: "any" } });
    return add({ do: "dealDamage", amount: { of: "valueOf", what: THAT_CARD, value: "manaValue" }, to: "targetAny" });
  }
  // "Then put the exiled cards that weren't cast this way on the bottom of …", "Then the player shuffles", …
  const rest =
    /^(?:Then )?(?:(?:that|the) player puts|they put|[Pp]ut) (?:all cards revealed this way that weren't put onto the battlefield|all revealed cards not cast this way|all other cards revealed this way|the revealed cards|the rest|(?:those|all|the) cards (?:revealed|exiled) this way|the exiled cards that weren't cast this way) (.+)$/.exec(
      s,
    );
  if (rest?.[1]) {
    if (/exiled/.test(s) !== exile && /exiled|revealed/.test(s)) return false;
    return setRest(restPlace(rest[1]));
  }
  if (/^(?:puts?|put) (?:those cards|all cards revealed this way) into (?:your|their) graveyard$/.test(s))
    return setRest("graveyard");
  if (/^put all cards revealed this way into your hand$/.test(s) && who.ref === "you") return setRest("hand");
  if (/^Then (?:the|that) player shuffles$/.test(s) && single) return setRest("shuffle");
  return false;
}
