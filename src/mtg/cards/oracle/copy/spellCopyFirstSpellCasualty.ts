import type { AbilityDef, KeywordAbility } from "../../../abilities/ability.js";
import { Filters } from "../../../abilities/filter.js";
import { recordableSpellFilter } from "../../../model/turnHistory.js";
import { parseSpellPhrase } from "../text/subjects.js";
import { CAST_ZONES } from "./grantedCopyKeywords.js";

/**
 * 702.153a: "The first instant or sorcery spell you cast each turn has casualty 2." (Anhelo, the
 * Painter) — a static ability giving casualty to one spell a turn: the first such spell its
 * controller casts that turn, while it is being cast (its casualty cost is announced and paid
 * then, 601.2b-h) and once cast (601.2i: casualty's copy trigger). A later one never has it.
 */
export function parseFirstSpellHasCasualty(paragraph: string, text: string): AbilityDef | null {
  const m = /^The first (.+? spell) you cast each turn has casualty (\d+)\.?$/.exec(text);
  const spells = m?.[1] ? parseSpellPhrase(`${/^[aeiou]/.test(m[1]) ? "an" : "a"} ${m[1]}`) : null;
  const n = m?.[2] ? Number(m[2]) : null;
  if (!spells || n === null || n < 1 || !recordableSpellFilter(spells)) return null;
  const granted: KeywordAbility = { kind: "keyword", text: `casualty ${n}`, keyword: "casualty", n };
  const affects = Filters.and(spells, { is: "castByYou" }, { is: "firstCastThisTurn", spells });
  return {
    kind: "static",
    text: paragraph,
    effects: [{ affects, zones: CAST_ZONES, parts: [{ op: "addAbilities", abilities: [granted] }] }],
  };
}
