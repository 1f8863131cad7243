import type { Effect } from "../../../abilities/effect.js";
import type { PlayerRef } from "../../../abilities/ref.js";
import type { PlayPermissionDuration } from "../../../model/playPermission.js";
import type { EffectContext } from "../effects.js";
import { player } from "../text/mentions.js";
import { parseAmount } from "../text/words.js";

/**
 * Impulse draw: "Exile the top card of your library. You may play that card this turn." The first
 * sentence exiles (406.3) and names the cards "exiled this way"; the second lets the controller
 * play them from exile while its duration lasts (601.3, 305.2, 611.2a; rules/playFromExile.ts).
 */

// "exile the top card of your library", "target opponent exiles the top two cards of their library";
// "Then exile …" after another instruction (608.2c: in order).
const EXILE_TOP = /^(?:then )?(?:(.+?) exiles|exile) the top (card|(\S+) cards) of (.+?) library$/;

/**
 * "exile the top N cards of [whose] library" / "[player] exiles the top N cards of their library";
 * 701.24a: "shuffle your library" (Mind's Desire shuffles, then exiles the top card).
 */
export function compileExileTop(s: string, ctx: EffectContext): Effect[] | null {
  if (s === "shuffle your library") return [{ do: "shuffleLibrary", who: { ref: "you" } }];
  const m = EXILE_TOP.exec(s);
  if (!m?.[2] || !m[4]) return null;
  const count = m[2] === "card" ? 1 : parseAmount(m[3] ?? "");
  if (count === null || (m[2] !== "card" && count === 1)) return null;
  const who = m[1] === undefined ? owner(m[4], ctx) : m[4] === "their" ? player(m[1], ctx) : null;
  if (!who) return null;
  if (who.slot) ctx.targets.push(who.slot);
  ctx.pronoun = { ref: "exiledThisWay" };
  return [{ do: "exileTopOfLibrary", who: who.who, count }];
}

/** Whose library: "your", "that player's", "target opponent's", "each player's". */
function owner(phrase: string, ctx: EffectContext): ReturnType<typeof player> {
  if (phrase === "your") return { who: { ref: "you" } satisfies PlayerRef };
  const m = /^(.+)'s$/.exec(phrase);
  return m?.[1] ? player(m[1], ctx) : null;
}

const LEADING: Readonly<Record<string, PlayPermissionDuration>> = {
  "Until end of turn, ": "thisTurn",
  "Until the end of your next turn, ": "untilEndOfYourNextTurn",
  "During your next turn, ": "duringYourNextTurn",
};

const TRAILING: Readonly<Record<string, PlayPermissionDuration>> = {
  " this turn": "thisTurn",
  " until end of turn": "thisTurn",
  " for as long as it remains exiled": "whileExiled",
  " for as long as they remain exiled": "whileExiled",
};

const SPEND_AS_ANY =
  /,? and you may spend mana as though it were mana of any (color|type) to cast (that spell|those spells|it|them)$/;

const SINGULAR = ["that card", "it", "the exiled card"];
const PLURAL = [
  "those cards",
  "them",
  "cards exiled this way",
  "spells from among those cards",
  "spells from among those exiled cards",
  "spells from among them",
  "spells from among cards exiled this way",
];

/**
 * "You may play that card this turn", "Until end of turn, you may play those cards without paying
 * their mana costs", "During your next turn, you may play that card", "You may cast it for as long
 * as it remains exiled" — after the instruction that exiled the card(s) (`before`'s last effect):
 * the effects with the permission added, or null when the sentence is not this one.
 */
export function amendPlayFromExile(sentence: string, before: readonly Effect[], ctx: EffectContext): Effect[] | null {
  // 609.4b: "…, and you may spend mana as though it were mana of any color to cast that spell".
  const any = SPEND_AS_ANY.exec(sentence);
  const s = any ? sentence.slice(0, any.index) : sentence;
  const lead = Object.keys(LEADING).find((k) => s.startsWith(k));
  const body = lead ? s.slice(lead.length) : s;
  const m = /^(?:you|You) may (play|cast) (.+?)( without paying (?:its|their) mana costs?)?$/.exec(body);
  if (!m?.[1] || !m[2]) return null;
  let object = m[2];
  let lasts = lead ? LEADING[lead] : undefined;
  if (!lead) {
    const tail = Object.keys(TRAILING).find((k) => object.endsWith(k));
    if (!tail) return null;
    object = object.slice(0, -tail.length);
    lasts = TRAILING[tail];
  }
  // "Without paying" comes last: "You may play them this turn without paying their mana costs".
  const free = m[3] ?? / without paying (?:its|their) mana costs?$/.exec(object)?.[0];
  if (free && !m[3]) object = object.slice(0, -free.length);
  if (!lasts) return null;
  const plural = PLURAL.includes(object);
  if (!plural && !SINGULAR.includes(object)) return null;
  if (object.startsWith("spells") && m[1] !== "cast") return null;
  // "its mana cost" for one card, "their mana costs" for several.
  if (free && free.includes("their") !== plural) return null;
  if (lasts === "whileExiled" && m[2].includes("they remain") !== plural) return null;
  const what = exiledBefore(before, ctx, plural);
  if (!what) return null;
  const permission: Effect = {
    do: "mayPlayFromExile",
    what,
    action: m[1] === "play" ? "play" : "cast",
    lasts,
    ...(free ? { withoutPayingManaCost: true } : {}),
    ...(any?.[1] === "color" || any?.[1] === "type" ? { spendAsAny: any[1] } : {}),
  };
  // The spell named at the end agrees in number with the cards.
  if (any?.[2] && (any[2] === "those spells" || any[2] === "them") !== plural) return null;
  return [...before, permission];
}

/**
 * The card(s) the instruction just before exiled, if the noun agrees in number: the top cards of a
 * library (one only for "that card"), or a target card exiled from a graveyard or target permanent
 * exiled from the battlefield, found as the new object it is in exile (400.7j; a token is no card).
 */
function exiledBefore(before: readonly Effect[], ctx: EffectContext, plural: boolean) {
  const last = before.at(-1);
  if (last?.do === "exileTopOfLibrary" && ctx.pronoun?.ref === "exiledThisWay") {
    const one = last.count === 1 && last.who.ref !== "eachPlayer" && last.who.ref !== "eachOpponent";
    return one === !plural ? ctx.pronoun : null;
  }
  const moved = last?.do === "exile" && last.what.ref === "target" ? last.what.index : undefined;
  const kind = moved === undefined ? undefined : ctx.targets[moved]?.spec.kind;
  if (moved === undefined || plural || (kind !== "card" && kind !== "permanent")) return null;
  return { ref: "movedTarget", index: moved } as const;
}
