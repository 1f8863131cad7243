import { type Lang, word } from "./i18n.js";

/** The copy-effect exception notes of layer 1a (snapshot.ts, 707.9) and their French wording. */
const FRENCH: readonly [RegExp, (m: RegExpExecArray, name: (n: string) => string) => string][] = [
  [/^has this ability \((.*)\)$/, (m) => `il a cette capacité (${m[1]})`],
  [/^has (“.*)$/, (m) => `il a ${m[1]}`],
  [/^its name is (.+)$/, (m, name) => `son nom est ${name(m[1] ?? "")}`],
  [
    /^its power\/toughness is (.+)\/(.+)$/,
    (m) => `sa force/endurance est ${asCopied(m[1] ?? "")}/${asCopied(m[2] ?? "")}`,
  ],
  [/^it's (.+) in addition to its other types$/, (m) => `il est ${words(m[1] ?? "")} en plus de ses autres types`],
  [
    /^it has no type for (.+): it doesn't become one$/,
    (m) => `il n'a aucun type pour ${m[1]} : il n'en devient pas un`,
  ],
  [/^without its epic ability$/, () => "sans sa capacité d'épique"],
  [/^its creature types are (.+)$/, (m) => `ses types de créature sont ${m[1]}`],
  [/^it's (.+) and no other card type$/, (m) => `il est ${words(m[1] ?? "")} et n'a aucun autre type de carte`],
  [/^it isn't (.+)$/, (m) => `il n'est pas ${supertypes(m[1] ?? "")}`],
  [/^it doesn't copy that object's color$/, () => "il ne copie pas la couleur de cet objet"],
  [/^it's ([WUBRG]*)$/, (m) => `il est ${colors(m[1] ?? "")}`],
  [/^some values are given by the copy effect$/, () => "certaines valeurs sont fixées par l'effet de copie"],
  [
    /^it enters with additional (.+) counters \(an additional effect\)$/,
    (m) => `il arrive avec des marqueurs ${FR_COUNTERS[m[1] ?? ""] ?? m[1]} supplémentaires (un effet supplémentaire)`,
  ],
  [
    /^not an? (.+): the exceptions for an? .+ don't apply$/,
    (m) =>
      `pas ${article(m[1] ?? "")} ${typeWord(m[1] ?? "")} : les exceptions prévues pour ce type ne s'appliquent pas`,
  ],
  [
    /^its controller doesn't control the object copied: no exception$/,
    () => "son contrôleur ne contrôle pas l'objet copié : aucune exception",
  ],
  [
    /^it wasn't made by (embalm|eternalize): no exception$/,
    (m) => `il n'a pas été créé par ${m[1] === "embalm" ? "l'embaumement" : "l'éternalisation"} : aucune exception`,
  ],
];

const FR_LOWER: Readonly<Record<string, string>> = {
  legendary: "légendaire",
  snow: "neige",
  basic: "de base",
  world: "mondial",
};

const FR_COUNTERS: Readonly<Record<string, string>> = {
  loyalty: "loyauté",
  shield: "bouclier",
  time: "temps",
  charge: "charge",
  defense: "défense",
};

const FEMININE = new Set(["creature", "land", "battle"]);

function asCopied(v: string): string {
  return v === "as copied" ? "telle que copiée" : v;
}

function words(list: string): string {
  return list
    .split(" ")
    .map((w) => word("fr", w))
    .join(" ");
}

function supertypes(list: string): string {
  return list
    .split(" or ")
    .map((s) => FR_LOWER[s] ?? s)
    .join(" ou ");
}

function colors(letters: string): string {
  return [...letters].map((c) => word("fr", c)).join(" et ") || "incolore";
}

function typeWord(lower: string): string {
  const capital = `${lower.charAt(0).toUpperCase()}${lower.slice(1)}`;
  return word("fr", capital).toLowerCase();
}

function article(lower: string): string {
  return FEMININE.has(lower) ? "une" : "un";
}

/**
 * A copy effect's exception (707.9) as the trace notes it — "text (rule)" — in the reader's language;
 * `name` gives a card name in that language. A note no pattern knows stays in English.
 */
export function copyExceptionText(lang: Lang, note: string, name: (n: string) => string): string {
  if (lang !== "fr") return note;
  const split = /^(.*) \(([^()]*)\)$/.exec(note);
  const text = split?.[1] ?? note;
  const rule = split?.[2];
  for (const [re, say] of FRENCH) {
    const m = re.exec(text);
    if (m) return rule === undefined ? say(m, name) : `${say(m, name)} (${rule})`;
  }
  return note;
}
