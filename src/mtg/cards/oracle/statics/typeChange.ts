import type { ContinuousPart } from "../../../abilities/continuous.js";
import type { Color } from "../../../model/color.js";
import { isCreatureType } from "../../../model/subtypes.js";
import { cardTypeWord, isNamedSubtype, singularSubtype } from "../text/subjects.js";
import { parseColorList, parseGrantedKeywords, parsePT } from "../text/words.js";

/**
 * The object after "is"/"are"/"becomes": "a 3/3 creature that's still a land", "2/2 artifact
 * creatures", "a black and green Plant Zombie creature", "an artifact in addition to its other
 * types". Layer 4 parts follow 205.1a-b (new card types replace the old ones unless the
 * wording keeps them), then colors (layer 5), abilities (layer 6) and P/T (layer 7b).
 */
export function parseTypePhrase(phrase: string, plural: boolean): ContinuousPart[] | null {
  const retention =
    /^(.*?)(?: (?:that's|that is) still an? ([a-z]+)| that are still ([a-z]+)| in addition to (its|their) other types)?$/.exec(
      phrase,
    );
  if (!retention?.[1]) return null;
  const stillSingular = retention[2];
  const stillPlural = retention[3];
  const possessive = retention[4];
  if (stillSingular !== undefined && (plural || !cardTypeWord(stillSingular, false))) return null;
  if (stillPlural !== undefined && (!plural || !cardTypeWord(stillPlural, true))) return null;
  if (possessive !== undefined && (possessive === "their") !== plural) return null;
  const retain = stillSingular !== undefined || stillPlural !== undefined || possessive !== undefined;

  const [core = "", ...withs] = retention[1].split(" with ");
  let words = core.split(" ").filter((w) => w !== "");
  if (!plural) {
    if (words[0] !== "a" && words[0] !== "an") return null;
    words = words.slice(1);
  }

  let pt = words[0] !== undefined ? parsePT(words[0]) : null;
  if (pt) words = words.slice(1);

  let colors: Color[] | null = null;
  if (words[0] === "colorless") {
    colors = [];
    words = words.slice(1);
  } else {
    // The longest run of color words joined by "and" at the start.
    for (let n = Math.min(words.length - 1, 5); n >= 1; n--) {
      const list = parseColorList(words.slice(0, n).join(" "));
      if (list) {
        colors = list;
        words = words.slice(n);
        break;
      }
    }
  }

  const types: string[] = [];
  const supertypes: string[] = [];
  const subtypes: string[] = [];
  for (const [i, w] of words.entries()) {
    const last = i === words.length - 1;
    const type = cardTypeWord(w, plural && last);
    if (type) {
      types.push(type);
      continue;
    }
    if (w === "legendary" || w === "snow") {
      supertypes.push(w === "legendary" ? "Legendary" : "Snow");
      continue;
    }
    const sub = plural && last ? singularSubtype(w) : isNamedSubtype(w) ? w : null;
    if (!sub) return null;
    subtypes.push(sub);
  }
  if (types.length === 0 && subtypes.length === 0) return null;
  if (new Set(types).size !== types.length || new Set(subtypes).size !== subtypes.length) return null;

  let abilities = null;
  for (const w of withs) {
    const base = /^base power and toughness (\d+\/\d+)$/.exec(w);
    if (base?.[1]) {
      if (pt) return null;
      pt = parsePT(base[1]);
      continue;
    }
    if (abilities) return null;
    abilities = parseGrantedKeywords(w);
    if (!abilities) return null;
  }

  const parts: ContinuousPart[] = [];
  const creatureSubtypes = subtypes.length > 0 && subtypes.every(isCreatureType);
  // 205.1b: "artifact creature" keeps the prior types and subtypes, but named creature types replace the old ones.
  const artifactCreature = !retain && types.includes("Artifact") && types.includes("Creature");
  if (retain) {
    parts.push({
      op: "addTypes",
      ...(types.length > 0 ? { types } : {}),
      ...(subtypes.length > 0 ? { subtypes } : {}),
      ...(supertypes.length > 0 ? { supertypes } : {}),
    });
  } else if (artifactCreature) {
    parts.push({ op: "addTypes", types, ...(supertypes.length > 0 ? { supertypes } : {}) });
    if (subtypes.length > 0) {
      if (!creatureSubtypes) return null;
      parts.push({ op: "setCreatureTypes", subtypes });
    }
  } else {
    // 205.1a: the new card types (and creature types) replace the old ones.
    if (supertypes.length > 0) return null;
    if (types.length > 0) parts.push({ op: "setCardTypes", types });
    if (subtypes.length > 0) {
      if (!creatureSubtypes || (types.length > 0 && !types.includes("Creature"))) return null;
      parts.push({ op: "setCreatureTypes", subtypes });
    }
  }
  if (colors) parts.push({ op: "setColors", colors });
  if (abilities) parts.push({ op: "addAbilities", abilities });
  if (pt) parts.push({ op: "setPT", power: pt.power, toughness: pt.toughness });
  return parts;
}
