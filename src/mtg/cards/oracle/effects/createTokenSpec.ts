import type { AbilityDef } from "../../../abilities/ability.js";
import type { TokenSpec } from "../../../abilities/token.js";
import type { Color } from "../../../model/color.js";
import { predefinedToken } from "../../predefinedTokens.js";
import { parseGrantedAbilities } from "../quotedAbilities.js";
import { cardTypeWord, isNamedSubtype } from "../text/subjects.js";
import { parseColorList, parsePT } from "../text/words.js";

/**
 * The characteristics a "create … token" instruction gives its token (111.3, 111.4): "1/1 white
 * Soldier creature" [with "flying and "quoted ability""] [named …], or a predefined token's name
 * ("Treasure", 111.10). Quoted abilities are compiled like any Oracle text of the token; null
 * when any part is not understood, or an ability is one the engine can't execute.
 */
export interface TokenWords {
  /** "1/1 white Soldier creature", "legendary 4/4 colorless Golem artifact creature", "Treasure". */
  readonly description: string;
  /** The list after "with": "flying", "flying and ⟦…⟧". */
  readonly with: string | null;
  /** The name after "named". */
  readonly named: string | null;
}

const SUPERTYPES: Readonly<Record<string, string>> = { legendary: "Legendary", snow: "Snow" };
const TOKEN_CARD_TYPES = new Set(["Artifact", "Creature", "Enchantment", "Land"]);

export function parseTokenSpec(words: TokenWords): TokenSpec | null {
  const predefined = words.with === null && words.named === null ? predefinedToken(words.description) : null;
  if (predefined) return predefined;
  const base = parseDescription(words.description);
  if (!base) return null;
  // 111.4: unless named, the name is the subtypes plus the word "Token".
  const name = words.named ?? `${base.subtypes.join(" ")} Token`;
  // A name is capitalized words ("Koma's Coil"); anything after it ("… at the beginning of …") is not read.
  if (words.named !== null && !/^[A-Z][\w'-]*(?: [A-Z][\w'-]*)*$/.test(words.named)) return null;
  const abilities = words.with === null ? [] : parseGrantedAbilities(words.with, name);
  if (!abilities) return null;
  return withAbilities({ name, ...base }, abilities);
}

/** The token with more abilities of its own (111.3): "It has "…"" after the creation adds to its text. */
export function withAbilities(token: TokenSpec, abilities: readonly AbilityDef[]): TokenSpec {
  if (abilities.length === 0) return token;
  const all = [...(token.abilities ?? []), ...abilities];
  return { ...token, abilities: all, text: all.map((a) => a.text).join("\n") };
}

type Characteristics = Omit<TokenSpec, "name" | "abilities" | "text" | "back">;

function parseDescription(description: string): Characteristics | null {
  const words = description.split(" ");
  let i = 0;
  const supertypes: string[] = [];
  for (let s = SUPERTYPES[words[i] ?? ""]; s !== undefined; s = SUPERTYPES[words[i] ?? ""]) {
    supertypes.push(s);
    i++;
  }
  const pt = parsePT(words[i] ?? "");
  if (pt) i++;
  // The colors: every word up to the first capitalized one (the subtypes) or card type.
  const start = i;
  while (i < words.length && !/^[A-Z]/.test(words[i] ?? "") && !cardTypeWord(words[i] ?? "", false)) i++;
  const colorWords = words.slice(start, i).join(" ");
  const colors: Color[] | null = colorWords === "colorless" ? [] : parseColorList(colorWords);
  if (!colors) return null;
  const subtypes: string[] = [];
  while (i < words.length && isNamedSubtype(words[i] ?? "")) subtypes.push(words[i++] ?? "");
  const types: string[] = [];
  for (; i < words.length; i++) {
    const type = cardTypeWord(words[i] ?? "", false);
    if (!type || !TOKEN_CARD_TYPES.has(type) || types.includes(type)) return null;
    types.push(type);
  }
  // A creature token has the power and toughness it is given (208.1); any other has none.
  const creature = types.includes("Creature");
  if (types.length === 0 || creature !== (pt !== null) || (!creature && subtypes.length === 0)) return null;
  return {
    colors,
    ...(supertypes.length > 0 ? { supertypes } : {}),
    types,
    subtypes,
    ...(pt ? { power: pt.power, toughness: pt.toughness } : {}),
  };
}
