import type { AbilityDef, KeywordAbility } from "../../../abilities/ability.js";
import { Filters, type ObjectFilter } from "../../../abilities/filter.js";
import { COLORS } from "../../../model/color.js";
import { splitSentences } from "../text/sentences.js";
import { parseSpellPhrase } from "../text/subjects.js";
import { parseColorWord, parseCount } from "../text/words.js";

/** 601.2a: where a card may be while it is being cast, and the stack, where it is a spell. */
export const CAST_ZONES = ["stack", "hand", "graveyard", "exile", "library"] as const;

/**
 * 702.56a-b, 702.78a-b: a static ability giving a copy keyword to the spells you cast —
 * "Each instant and sorcery spell you cast has replicate. The replicate cost is equal to its mana
 * cost." (Djinn Illuminatus), "Each spell you cast that's exactly three colors has replicate {3}."
 * (Threefold Signal), "Each red or green instant or sorcery spell you cast has conspire." (Wort,
 * the Raidmother). The spell has the keyword as it is cast (its costs are announced and paid then,
 * 601.2b-h) and as it becomes cast (601.2i: the keyword's copy trigger).
 */
export function parseGrantedCopyKeyword(paragraph: string, text: string): AbilityDef | null {
  const [grant, cost, ...more] = splitSentences(text) ?? [];
  if (!grant || more.length > 0) return null;
  const m = /^Each (.*?)spell you cast( that's exactly (\S+) colors)? has (replicate|conspire)(?: (\{[^ ]+\}))?$/.exec(
    grant,
  );
  if (!m?.[4]) return null;
  const keyword = m[4];
  const equalToManaCost = cost === "The replicate cost is equal to its mana cost";
  if (cost !== undefined && !equalToManaCost) return null;
  // Replicate always has a cost (printed, or "equal to its mana cost"); conspire never has one.
  if ((keyword === "replicate") !== (m[5] !== undefined || equalToManaCost) || (m[5] && equalToManaCost)) return null;
  const spells = grantedSpells(m[1] ?? "");
  const colors = m[3] === undefined ? null : parseCount(m[3]);
  if (!spells || (m[3] !== undefined && (colors === null || colors < 1 || colors > COLORS.length))) return null;
  const affects = Filters.and(
    spells,
    { is: "castByYou" },
    ...(colors === null ? [] : [{ is: "colorCount", exactly: colors } as const]),
  );
  const granted: KeywordAbility = {
    kind: "keyword",
    text: m[5] ? `${keyword} ${m[5]}` : keyword,
    keyword: keyword === "replicate" ? "replicate" : "conspire",
    ...(m[5] ? { cost: m[5] } : {}),
    ...(equalToManaCost ? { costIsManaCost: true as const } : {}),
  };
  return {
    kind: "static",
    text: paragraph,
    effects: [{ affects, zones: CAST_ZONES, parts: [{ op: "addAbilities", abilities: [granted] }] }],
  };
}

/** "", "instant and sorcery ", "red or green instant or sorcery ": the spells it is about. */
function grantedSpells(phrase: string): ObjectFilter | null {
  if (phrase === "") return Filters.and();
  const m = /^((?:white|blue|black|red|green)(?: or (?:white|blue|black|red|green))*) (.+) $/.exec(phrase);
  const kinds = (m?.[2] ?? phrase.trim()).replace(/^instant and sorcery$/, "instant or sorcery");
  const spell = parseSpellPhrase(`${/^[aeiou]/.test(kinds) ? "an" : "a"} ${kinds} spell`);
  if (!spell) return null;
  if (!m?.[1]) return spell;
  const colors = m[1].split(" or ").map(parseColorWord);
  if (colors.some((c) => c === null)) return null;
  return Filters.and(Filters.or(...colors.map((c) => ({ is: "color", color: c }) as ObjectFilter)), spell);
}
