import type { AbilityDef } from "../../../abilities/ability.js";
import type { Effect } from "../../../abilities/effect.js";
import { unimplementedReason } from "../../implemented.js";
import { compileOracleText } from "../compile.js";
import type { EffectContext } from "../effects.js";
import { player } from "../text/mentions.js";
import { quotedText } from "../text/quotes.js";

/**
 * 114.2: "[player] gets an emblem with "[ability]"" (and "… with "[ability]" and "[ability]""): the
 * player puts an emblem with those abilities into the command zone. Each quoted ability is compiled
 * like a paragraph of Oracle text; null when one of them is not executed (the sentence stays text).
 */
export function compileGetEmblem(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(.+?) (get|gets) an emblem with (\S+)(?: and (\S+))?$/.exec(s);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const who = player(m[1], ctx);
  if (!who || (m[2] === "gets") !== (m[1] !== "you")) return null;
  const abilities: AbilityDef[] = [];
  for (const word of [m[3], m[4]]) {
    if (word === undefined) continue;
    const text = quotedText(word);
    if (text === null) return null;
    // "this emblem" is the emblem itself (its name, for the compiler); a quotation inside the
    // quoted ability is written with single quotation marks.
    const compiled = compileOracleText(innerQuotes(text), "this emblem");
    if (compiled.length === 0 || compiled.some((a) => unimplementedReason(a) !== null)) return null;
    abilities.push(...compiled);
  }
  if (who.slot) ctx.targets.push(who.slot);
  return [{ do: "getEmblem", who: who.who, abilities }];
}

/** 'ability' inside a quoted ability, written as a quotation of its own ("have '{T}: Draw a card.'"). */
function innerQuotes(text: string): string {
  return text.replace(
    /(^|\s)'(\{[^']*|[A-Z][^']*)'(?=$|[\s.,])/g,
    (_all, before: string, inner: string) => `${before}"${inner}"`,
  );
}
