import type { EntersReplacement } from "../../../abilities/ability.js";
import { splitExcept } from "./copyTokens.js";
import { SELF } from "../text/sentences.js";
import { parseIndefinite, parseSingular } from "../text/subjects.js";

/**
 * 707.5, 614.1c: "You may have ~ enter as a copy of any creature on the battlefield[, except …]",
 * "… as a copy of a creature you control", "… enter tapped as a copy of any land on the
 * battlefield", "… as a copy of any creature card in a graveyard"; and "As ~ enters, you may have
 * it become a copy of any creature on the battlefield until end of turn" (the same replacement,
 * with a duration). The object to copy is chosen as it enters.
 */
export function parseEntersAsCopy(sentence: string): EntersReplacement | null {
  const become = new RegExp(
    `^As ${SELF} enters, you may have it become a copy of (.+?) until end of turn(, except .+)?$`,
  ).exec(sentence);
  if (become?.[1]) return entersAsCopy(`${become[1]}${become[2] ?? ""}`, true, false, "endOfTurn");
  const m = new RegExp(`^(You may have ${SELF} enter|${SELF} enters)( tapped)? as a copy of (.+)$`).exec(sentence);
  if (!m?.[1] || !m[3]) return null;
  return entersAsCopy(m[3], m[1].startsWith("You may"), m[2] !== undefined, "permanent");
}

function entersAsCopy(
  what: string,
  optional: boolean,
  tapped: boolean,
  duration: "permanent" | "endOfTurn",
): EntersReplacement | null {
  const parsed = splitExcept(what);
  // 707.9a's "this ability" names a resolving ability; an enters replacement has none to give.
  if (!parsed || parsed.exceptions.some((e) => e.except === "hasThisAbility")) return null;
  const any = /^any (.+) on the battlefield$/.exec(parsed.body);
  // "any creature card in a graveyard": a card of any graveyard (Body Double).
  const card = /^any (.+) card in a graveyard$/.exec(parsed.body);
  const filter = any?.[1] ? parseSingular(any[1]) : card?.[1] ? parseSingular(card[1]) : parseIndefinite(parsed.body);
  if (!filter) return null;
  return {
    effect: "entersAsCopy",
    optional,
    filter,
    exceptions: parsed.exceptions,
    ...(card ? { from: "graveyard" as const } : {}),
    ...(tapped ? { tapped: true as const } : {}),
    ...(duration !== "permanent" ? { duration } : {}),
  };
}
