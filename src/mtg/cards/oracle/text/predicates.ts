import type { ContinuousPart } from "../../../abilities/continuous.js";
import { COLORS } from "../../../model/color.js";
import { parseTypePhrase } from "../statics/typeChange.js";
import { parseGrantedAbilities } from "../quotedAbilities.js";
import { parseColorList, parseKeywordNames, parsePT, parsePTModifier } from "./words.js";

/**
 * What a continuous effect does to the objects its subject names: the verb phrase after the
 * subject ("gets +1/+1 and has flying", "becomes a 3/3 creature that's still a land"). Static
 * abilities state what is true ("has", "is"); resolving spells and abilities describe a change
 * ("gains", "becomes"). Each clause maps to the parts of one effect, which apply in their own
 * layers (613.6).
 */
export type PredicateMode = "static" | "oneShot";

export interface Predicate {
  readonly parts: readonly ContinuousPart[];
  /** "becomes the color of your choice": a color chosen on resolution (a `setColors: "chosen"` part). */
  readonly choosesColor: boolean;
}

const VERBS = ["get", "have", "be", "lose", "gain", "become"] as const;
type Verb = (typeof VERBS)[number];

const FORMS: Readonly<Record<string, { verb: Verb; plural: boolean }>> = {
  gets: { verb: "get", plural: false },
  get: { verb: "get", plural: true },
  has: { verb: "have", plural: false },
  have: { verb: "have", plural: true },
  is: { verb: "be", plural: false },
  are: { verb: "be", plural: true },
  loses: { verb: "lose", plural: false },
  lose: { verb: "lose", plural: true },
  gains: { verb: "gain", plural: false },
  gain: { verb: "gain", plural: true },
  becomes: { verb: "become", plural: false },
  become: { verb: "become", plural: true },
};

const ALLOWED: Readonly<Record<PredicateMode, readonly Verb[]>> = {
  static: ["get", "have", "be", "lose"],
  oneShot: ["get", "have", "lose", "gain", "become"],
};

/** True for a word that starts a predicate ("gets", "have", "becomes" …). */
export function isPredicateVerb(word: string): boolean {
  return Object.hasOwn(FORMS, word);
}

export function parsePredicate(text: string, mode: PredicateMode, plural: boolean): Predicate | null {
  const clauses = text.split(/,? and (?=(?:gets?|has|have|is|are|loses?|gains?|becomes?) )/);
  const parts: ContinuousPart[] = [];
  let choosesColor = false;
  for (const clause of clauses) {
    const m = /^(\S+) (.+)$/.exec(clause);
    if (!m?.[1] || !m[2]) return null;
    const form = FORMS[m[1]];
    if (!form || form.plural !== plural || !ALLOWED[mode].includes(form.verb)) return null;
    const result = parseClause(form.verb, m[2], mode, plural);
    if (!result) return null;
    if (result.choosesColor) {
      if (choosesColor) return null;
      choosesColor = true;
    }
    parts.push(...result.parts);
  }
  return parts.length > 0 ? { parts, choosesColor } : null;
}

function parseClause(verb: Verb, rest: string, mode: PredicateMode, plural: boolean): Predicate | null {
  const none = (parts: ContinuousPart[] | null): Predicate | null => (parts ? { parts, choosesColor: false } : null);
  switch (verb) {
    case "get": {
      const mod = parsePTModifier(rest, mode === "oneShot");
      return none(mod ? [{ op: "modifyPT", power: mod.power, toughness: mod.toughness }] : null);
    }
    case "have": {
      const base = /^base power and toughness (\d+\/\d+)$/.exec(rest);
      const pt = base?.[1] ? parsePT(base[1]) : null;
      if (pt) return none([{ op: "setPT", power: pt.power, toughness: pt.toughness }]);
      // 613.4b: "has base power 2" sets the power alone (Symmetry Sage).
      const one = /^base (power|toughness) (\d+)$/.exec(rest);
      if (one?.[1] && one[2])
        return none([
          one[1] === "power" ? { op: "setPT", power: Number(one[2]) } : { op: "setPT", toughness: Number(one[2]) },
        ]);
      // 613.4b: "{X}: This creature has base power and toughness X/X" — the X paid (107.3a).
      if (mode === "oneShot" && rest === "base power and toughness X/X")
        return none([{ op: "setPT", power: { of: "x" }, toughness: { of: "x" } }]);
      if (mode !== "static") return null;
      const abilities = parseGrantedAbilities(rest, "", true);
      return none(abilities ? [{ op: "addAbilities", abilities }] : null);
    }
    case "gain": {
      const abilities = parseGrantedAbilities(rest, "", true);
      return none(abilities ? [{ op: "addAbilities", abilities }] : null);
    }
    case "lose": {
      if (rest === "all abilities") return none([{ op: "removeAllAbilities" }]);
      const keywords = parseKeywordNames(rest);
      return none(keywords ? [{ op: "removeKeywords", keywords }] : null);
    }
    case "be":
    case "become": {
      if (verb === "become" && rest === "the color of your choice") {
        return plural ? null : { parts: [{ op: "setColors", colors: "chosen" }], choosesColor: true };
      }
      const pt = parsePT(rest);
      if (pt) return none([{ op: "setPT", power: pt.power, toughness: pt.toughness }]);
      if (rest === "colorless") return none([{ op: "setColors", colors: [] }]);
      if (rest === "all colors") return none([{ op: "setColors", colors: [...COLORS] }]);
      const colors = parseColorList(rest);
      if (colors) return none([{ op: "setColors", colors }]);
      return none(parseTypePhrase(rest, plural));
    }
  }
}
