import type { Amount } from "../../../abilities/amount.js";
import type { ObjectFilter } from "../../../abilities/filter.js";
import { recordableSpellFilter } from "../../../model/turnHistory.js";
import { parseSpellPhrase } from "../text/subjects.js";

/** "instant and sorcery" (each spell that is either), "noncreature", "": the kind of spell counted. */
function spellKind(kind: string): ObjectFilter | null {
  const filter = parseSpellPhrase(`a ${kind.replace(/^(\w+) and (\w+)$/, "$1 or $2")}${kind === "" ? "" : " "}spell`);
  return filter && recordableSpellFilter(filter) ? filter : null;
}

/**
 * The spells you've cast this turn, counted as the ability resolves (model/turnHistory.ts):
 * "the number of instant and sorcery spells you've cast this turn" (with "one plus …"), and after
 * "for each": "other instant and sorcery spell you've cast [before it] this turn".
 */
export function parseSpellsCastCount(phrase: string): Amount | null {
  const forEach = /^(other )?(?:(.+?) )?spell you've cast (before it )?this turn$/.exec(phrase);
  if (forEach) {
    const filter = spellKind(forEach[2] ?? "");
    if (!filter) return null;
    return {
      of: "spellsCastThisTurn",
      filter,
      ...(forEach[1] ? { otherThanIt: true as const } : {}),
      ...(forEach[3] ? { beforeIt: true as const } : {}),
    };
  }
  const number = /^(one plus )?the number of (?:(.+?) )?spells you've cast this turn$/.exec(phrase);
  const filter = number ? spellKind(number[2] ?? "") : null;
  if (!number || !filter) return null;
  return { of: "spellsCastThisTurn", filter, ...(number[1] ? { plus: 1 } : {}) };
}

/** "[instruction] for each other instant and sorcery spell you've cast this turn": the instruction and the count. */
export function splitForEachSpellCast(s: string): { body: string; count: Amount } | null {
  const m = /^(.+) for each (.+)$/.exec(s);
  const count = m?.[2] ? parseSpellsCastCount(m[2]) : null;
  return m?.[1] && count ? { body: m[1], count } : null;
}
