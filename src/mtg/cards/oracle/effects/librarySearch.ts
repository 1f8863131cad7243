import type { Effect } from "../../../abilities/effect.js";
import { Filters, type ObjectFilter } from "../../../abilities/filter.js";
import { allOf, parseSingular } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

const SEARCH =
  /^search your library for (.+?)(, reveal (?:it|them|that card|those cards))?(?:, put (it|them|that card|those cards) (into your hand|into your graveyard|onto the battlefield(?: tapped)?), then shuffle|, then shuffle and put (that card) on top)$/;

/**
 * 701.23, 701.24: "search your library for a basic land card, reveal it, put it into your hand,
 * then shuffle", "… for up to two Forest cards, put them onto the battlefield tapped, then
 * shuffle", "… for a card, then shuffle and put that card on top". The cards sought: "a card",
 * "N cards", or cards with a stated quality (which need not be found, 701.23b).
 */
export function compileLibrarySearch(s: string): Effect[] | null {
  const m = SEARCH.exec(s);
  if (!m?.[1] || !(m[3] ?? m[5])) return null;
  const sought = /^(a|an|up to (\S+)|(\S+)) (?:(.+?) )?(cards?)(?: (with .+))?$/.exec(m[1]);
  if (!sought?.[1] || !sought[5]) return null;
  const n = sought[2] ?? sought[3];
  const max = n === undefined ? 1 : parseCount(n);
  const plural = sought[5] === "cards";
  if (max === null || max < 1 || plural !== max > 1 || (n === undefined && plural)) return null;
  // The pronoun agrees with the number of cards sought.
  if (/^(them|those cards)$/.test(m[3] ?? "") !== plural) return null;
  const quality = [sought[4], sought[6]].filter((x): x is string => x !== undefined).join(" ");
  const filter = parseCardQuality(quality);
  if (!filter) return null;
  const mustFind = quality === "" && sought[2] === undefined;
  const to = m[4];
  if (to?.startsWith("onto the battlefield")) {
    if (m[2] || mustFind) return null;
    return [{ do: "searchLibrary", filter, max, ...(to.endsWith("tapped") ? { tapped: true } : {}) }];
  }
  return [
    {
      do: "searchLibraryFor",
      filter,
      max,
      to: to === "into your hand" ? "hand" : to === "into your graveyard" ? "graveyard" : "top",
      ...(m[2] ? { reveal: true } : {}),
      ...(mustFind ? { mustFind: true } : {}),
    },
  ];
}

/**
 * The qualities of a card sought or chosen: "basic land", "creature", "Plains", "nonland"; "" is
 * any card. In the subject grammar "permanent" states no quality of its own, so "non…"
 * adjectives alone, or a "with …" comparison alone, are read as said of a permanent.
 */
export function parseCardQuality(quality: string): ObjectFilter | null {
  if (quality === "") return allOf([]);
  const landTypes = basicLandTypesOr(quality);
  if (landTypes) return landTypes;
  // "noncreature, nonland", "nonland with mana value 3 or less", "with mana value 4 or greater".
  const m = /^((?:non[-a-z]+,? )*non[-a-z]+)?\s*(with .+)?$/.exec(quality);
  const permanent = m ? [m[1], "permanent", m[2]].filter((w) => w !== undefined).join(" ") : null;
  const filter = parseSingular(quality) ?? (permanent ? parseSingular(permanent) : null);
  // 110.4b: a "permanent card" is an artifact, battle, creature, enchantment, land or planeswalker
  // card: "a nonland permanent card" is no instant (a subtype, "Dragon permanent", names its kind).
  return filter && /^(?:non[-a-z]+,? )*permanent\b/.test(quality) ? allOf([filter, PERMANENT_CARD]) : filter;
}

const PERMANENT_CARD = Filters.or(
  ...["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"].map(Filters.type),
);

const BASIC_LAND_TYPES: ReadonlySet<string> = new Set(["Plains", "Island", "Swamp", "Mountain", "Forest"]);

/**
 * 205.3i: "a Mountain or Plains card", "a basic Forest, Plains, or Island card": a card with one of
 * the basic land types named (and the Basic supertype when "basic" is said).
 */
function basicLandTypesOr(quality: string): ObjectFilter | null {
  const m = /^(basic )?(.+?),? or (\S+)$/.exec(quality);
  if (!m?.[2] || !m[3]) return null;
  const types = [...m[2].split(", "), m[3]];
  if (!types.every((t) => BASIC_LAND_TYPES.has(t)) || new Set(types).size !== types.length) return null;
  // Two types take no comma; three or more the serial comma ("Forest, Plains, or Island").
  if (types.length === 2 ? quality.includes(",") : !quality.includes(", or ")) return null;
  const any = Filters.or(...types.map(Filters.subtype));
  return m[1] ? allOf([{ is: "supertype", supertype: "Basic" }, any]) : any;
}
