import type { EntersReplacement } from "../../abilities/ability.js";
import { splitExcept } from "./copyTokens.js";
import { SELF } from "./sentences.js";
import { parseIndefinite, parseSingular } from "./subjects.js";

/**
 * 707.5, 614.1c: "You may have ~ enter as a copy of any creature on the battlefield[, except …]",
 * "… as a copy of a creature you control": the object to copy is chosen as it enters.
 */
export function parseEntersAsCopy(sentence: string): EntersReplacement | null {
  const m = new RegExp(`^(You may have ${SELF} enter|${SELF} enters) as a copy of (.+)$`).exec(sentence);
  if (!m?.[1] || !m[2]) return null;
  const parsed = splitExcept(m[2]);
  // 707.9a's "this ability" names a resolving ability; an enters replacement has none to give.
  if (!parsed || parsed.exceptions.some((e) => e.except === "hasThisAbility")) return null;
  const any = /^any (.+) on the battlefield$/.exec(parsed.body);
  const filter = any?.[1] ? parseSingular(any[1]) : parseIndefinite(parsed.body);
  if (!filter) return null;
  return { effect: "entersAsCopy", optional: m[1].startsWith("You may"), filter, exceptions: parsed.exceptions };
}
