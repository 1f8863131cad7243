import type { AbilityDef } from "../../abilities/ability.js";
import { unimplementedReason } from "../implemented.js";
import { compileOracleText } from "./compile.js";
import { quotedText, withGrantorNames } from "./text/quotes.js";
import { parseGrantedKeywords, splitList } from "./text/words.js";

/**
 * The abilities an object is given in a list of keywords and quoted abilities: "flying",
 * "flying and ⟦…⟧", "trample, haste, and ⟦…⟧" (113.1a: a quoted ability is the ability itself,
 * 111.3: a token's own text). A quoted ability is compiled like any Oracle paragraph of the object
 * that will have it ("this creature" is that object; `selfName` is that object's name, if it has
 * one of its own). Null when any item is not understood or is an ability the engine can't execute.
 */
export function parseGrantedAbilities(list: string, selfName = "", byEffect = false): AbilityDef[] | null {
  const items = splitList(list);
  if (!items) return null;
  const out: AbilityDef[] = [];
  for (const item of items) {
    const quoted = quotedText(item.trim());
    // The card's name in the quotation is the object whose effect gives the ability (`byEffect` only).
    if (quoted !== null && !byEffect && withGrantorNames(quoted) !== quoted) return null;
    const abilities = quoted === null ? parseGrantedKeywords(item) : compileQuoted(quoted, selfName);
    if (!abilities) return null;
    out.push(...abilities);
  }
  return out;
}

function compileQuoted(text: string, selfName: string): AbilityDef[] | null {
  const abilities = compileOracleText(text, selfName);
  if (abilities.length === 0 || abilities.some((a) => unimplementedReason(a) !== null)) return null;
  return abilities.map((a) => ({ ...a, text: withGrantorNames(a.text) }));
}
