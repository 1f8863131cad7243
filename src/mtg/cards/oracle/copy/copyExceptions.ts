import type { AbilityDef } from "../../../abilities/ability.js";
import type { CopyException } from "../../../abilities/copyException.js";
import type { Color } from "../../../model/color.js";
import { isCreatureType } from "../../../model/subtypes.js";
import { parseGrantedAbilities } from "../quotedAbilities.js";
import { parseConditionalException, parseKeywordTokenCondition } from "./copyExceptionConditions.js";
import { parseEntersWithCountersException } from "./tokenCopyEntersCounters.js";
import { parseLosesKeyword } from "./tokenCopyLosesKeyword.js";
import { compileKeywordLine } from "../keywords.js";
import { cardTypeWord, isNamedSubtype } from "../text/subjects.js";
import { parseColorList, parsePT, splitList } from "../text/words.js";

/**
 * 707.9: the exceptions of a copy effect, the words after "except": "it has haste", "it isn't
 * legendary", "it's a 1/1", "it's an artifact in addition to its other types", "it has this
 * ability", joined by commas and "and". Null for any clause not fully understood.
 */
export function parseCopyExceptions(text: string): CopyException[] | null {
  const keywordToken = parseKeywordTokenCondition(text, parseCopyExceptions);
  if (keywordToken) return keywordToken;
  // "they're not legendary", "they have haste": the plural says of each copy what "it" would.
  // "those creatures aren't legendary if the chosen creature is legendary": the copies take the
  // chosen creature's supertypes (707.2), so they could only be legendary if it is — the same as
  // "they aren't legendary".
  const singular = text
    .replace(/^those creatures aren't legendary if the chosen creature is legendary$/, "it isn't legendary")
    .replace(/\bthey're\b/g, "it's")
    .replace(/\bthey have\b/g, "it has")
    .replace(/\bthey aren't\b/g, "it isn't")
    .replace(/\btheir\b/g, "its")
    // "except its a 1/4 and has …" (Cephalid Facetaker's Oracle text): "it's a 1/4 and it has …".
    .replace(/^its (?=an? )/, "it's ")
    .replace(/ and has /g, " and it has ")
    .replace(/ and loses (?!all )/g, " and it loses ");
  const clauses = singular.split(/,? and (?=it |its |it's )|, (?=it |its |it's )/);
  const out: CopyException[] = [];
  if (clauses.at(-1) === "it loses all other card types") {
    return parseOnlyTypes(clauses.slice(0, -1));
  }
  for (const clause of clauses) {
    const parsed = parseClause(clause.trim());
    if (!parsed) return null;
    out.push(...parsed);
  }
  return out.length > 0 ? out : null;
}

const SUPERTYPES: Readonly<Record<string, string>> = { legendary: "Legendary", basic: "Basic", snow: "Snow" };

function parseClause(clause: string): CopyException[] | null {
  const conditional = parseConditionalException(clause, parseClause);
  if (conditional) return conditional;
  // 202.1b: "it has no mana cost" (a value given, 707.9b).
  if (clause === "it has no mana cost") return [{ except: "setValues", manaCost: null }];
  // 707.9b: "its name is Lazav, Dimir Mastermind" — a name given, as printed.
  let m = /^its name is ([A-Z].*)$/.exec(clause);
  if (m?.[1]) return [{ except: "name", name: m[1] }];
  m = /^it has (.+)$/.exec(clause);
  if (m?.[1]) return parseHas(m[1]);
  // 306.5b, 707.9b: "its starting loyalty is 1" — the loyalty value given, the counters it enters with.
  m = /^its starting loyalty is (\d+)$/.exec(clause);
  if (m?.[1]) return [{ except: "setValues", loyalty: Number(m[1]) }];
  const loses = parseLosesKeyword(clause);
  if (loses) return loses;
  m = /^it(?: isn't| is not|'s not) (legendary|basic|snow)$/.exec(clause);
  if (m?.[1]) {
    const supertype = SUPERTYPES[m[1]];
    return supertype ? [{ except: "notSupertypes", supertypes: [supertype] }] : null;
  }
  m = /^it's (?:an? )?(.+?)( in addition to its other (?:creature )?types)?$/.exec(clause);
  if (m?.[1]) return parseIts(m[1], m[2] !== undefined);
  return parseEntersWithCountersException(clause);
}

/**
 * "it has haste", "it has flying and this ability", "it has "{2}{U}{U}: Return this creature to its
 * owner's hand."" (707.9a): keywords and quoted abilities, compiled as the copy's own text.
 */
function parseHas(list: string): CopyException[] | null {
  const items = splitList(list);
  if (!items) return null;
  const keywords = items.filter((i) => i !== "this ability");
  const out: CopyException[] = [];
  if (keywords.length > 0) {
    const granted = parseGrantedAbilities(keywords.join(" and "));
    if (!granted) return null;
    const abilities: AbilityDef[] = granted;
    out.push({ except: "hasAbilities", abilities });
  }
  if (keywords.length < items.length) out.push({ except: "hasThisAbility" });
  return out;
}

/**
 * "it's a 1/1", "it's 7/5", "it's an artifact in addition to its other types", "it's a Ninja in
 * addition to its other creature types", "it's a blue Bird": power and toughness, colors and types.
 * Without "in addition", named types replace the copied ones (707.9b).
 */
function parseIts(words: string, inAddition: boolean): CopyException[] | null {
  const out: CopyException[] = [];
  const tokens = words.split(" ");
  const pt = tokens[0] ? parsePT(tokens[0]) : null;
  if (pt) {
    out.push({ except: "pt", power: pt.power, toughness: pt.toughness });
    tokens.shift();
  }
  const colors: Color[] = [];
  while (tokens.length > 0) {
    const c = parseColorList(tokens[0] ?? "");
    if (!c) break;
    colors.push(...c);
    tokens.shift();
    if (tokens[0] === "and") tokens.shift();
  }
  const types: string[] = [];
  const subtypes: string[] = [];
  const supertypes: string[] = [];
  for (const t of tokens) {
    const type = cardTypeWord(t, false);
    const supertype = SUPERTYPES[t];
    if (type) types.push(type);
    else if (supertype) supertypes.push(supertype);
    else if (isNamedSubtype(t)) subtypes.push(t);
    else return null;
  }
  if (colors.length > 0) {
    // "it's a blue … in addition to its other types" would also keep its colors: not this template.
    if (inAddition) return null;
    out.push({ except: "colors", colors });
  }
  const typed = types.length + subtypes.length + supertypes.length > 0;
  if (inAddition) {
    if (!typed) return null;
    out.push({
      except: "additionalTypes",
      ...(types.length > 0 ? { types } : {}),
      ...(subtypes.length > 0 ? { subtypes } : {}),
      ...(supertypes.length > 0 ? { supertypes } : {}),
    });
  } else if (typed && types.length === 0 && supertypes.length === 0 && subtypes.every(isCreatureType)) {
    // "it's a 1/1 green Frog": 205.1a, the creature types named replace its creature types only.
    out.push({ except: "creatureTypes", subtypes });
  } else if (typed) {
    // 205.1a: a new card type replaces the old ones; the subtypes named are then all it has.
    if (types.length === 0) return null;
    out.push({ except: "setValues", types, subtypes, supertypes });
  }
  return out.length > 0 ? out : null;
}

/**
 * 707.9b, 205.3d: "it's a Vehicle artifact with crew 3 and it loses all other card types" — the
 * named card types only, the subtypes that fit them, and the keyword abilities after "with".
 */
function parseOnlyTypes(clauses: readonly string[]): CopyException[] | null {
  const [clause] = clauses;
  const m = clauses.length === 1 && clause ? /^it's an? (.+?)(?: with (.+))?$/.exec(clause) : null;
  if (!m?.[1]) return null;
  const types: string[] = [];
  const subtypes: string[] = [];
  for (const word of m[1].split(" ")) {
    const type = cardTypeWord(word, false);
    if (type) types.push(type);
    else if (isNamedSubtype(word) && types.length === 0) subtypes.push(word);
    else return null;
  }
  if (types.length === 0) return null;
  const out: CopyException[] = [{ except: "onlyTypes", types, subtypes }];
  if (m[2]) {
    const keywords = compileKeywordLine(m[2].charAt(0).toUpperCase() + m[2].slice(1));
    if (!keywords) return null;
    out.push({ except: "hasAbilities", abilities: keywords });
  }
  return out;
}
