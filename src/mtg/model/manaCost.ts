import { type Color, COLORS, sortColors } from "./color.js";

/** One symbol of a mana cost, e.g. "{2}", "{U}", "{W/U}", "{U/P}", "{X}" (107.4). */
export type ManaSymbol =
  | { readonly kind: "generic"; readonly n: number }
  | { readonly kind: "colored"; readonly color: Color }
  | { readonly kind: "colorless" }
  | { readonly kind: "hybrid"; readonly colors: readonly Color[] }
  | { readonly kind: "twobrid"; readonly color: Color }
  | { readonly kind: "phyrexian"; readonly color: Color }
  | { readonly kind: "x" }
  | { readonly kind: "snow" };

const SYMBOL = /\{([^}]+)\}/g;

/** Parses "{X}{2}{G/W}" into symbols; returns null for text that is not a mana cost. */
export function parseManaCost(cost: string): ManaSymbol[] | null {
  const out: ManaSymbol[] = [];
  let consumed = 0;
  for (const m of cost.matchAll(SYMBOL)) {
    if (m.index !== consumed) return null;
    consumed += m[0].length;
    const s = (m[1] ?? "").toUpperCase();
    const sym = parseSymbol(s);
    if (!sym) return null;
    out.push(sym);
  }
  return consumed === cost.length ? out : null;
}

function parseSymbol(s: string): ManaSymbol | null {
  if (/^\d+$/.test(s)) return { kind: "generic", n: Number(s) };
  if (s === "X") return { kind: "x" };
  if (s === "C") return { kind: "colorless" };
  if (s === "S") return { kind: "snow" };
  if ((COLORS as readonly string[]).includes(s)) return { kind: "colored", color: s as Color };
  const parts = s.split("/");
  if (parts.length === 2) {
    const [a, b] = parts as [string, string];
    if (b === "P" && (COLORS as readonly string[]).includes(a)) return { kind: "phyrexian", color: a as Color };
    if (a === "2" && (COLORS as readonly string[]).includes(b)) return { kind: "twobrid", color: b as Color };
    if ((COLORS as readonly string[]).includes(a) && (COLORS as readonly string[]).includes(b))
      return { kind: "hybrid", colors: [a as Color, b as Color] };
  }
  return null;
}

/** 202.3: mana value; X is 0 everywhere but on the stack (202.3e), where `x` is its chosen value. */
export function manaValue(cost: string | null, x = 0): number {
  if (!cost) return 0;
  let known = costValues.get(cost);
  if (!known) {
    known = { fixed: 0, xs: 0 };
    for (const s of parseManaCost(cost) ?? []) {
      if (s.kind === "generic") known.fixed += s.n;
      else if (s.kind === "x") known.xs++;
      else if (s.kind === "twobrid") known.fixed += 2;
      else known.fixed++;
    }
    if (costValues.size >= 10_000) costValues.clear(); // fuzzed files can invent any number of costs
    costValues.set(cost, known);
  }
  return known.fixed + known.xs * x;
}

/** Mana costs are few and their values fixed: each is worked out once (the X part is counted). */
const costValues = new Map<string, { fixed: number; xs: number }>();

/** 202.2: an object's colors are the colors of the mana symbols in its mana cost. */
export function colorsOfManaCost(cost: string | null): Color[] {
  if (!cost) return [];
  const found: Color[] = [];
  for (const s of parseManaCost(cost) ?? []) {
    if (s.kind === "colored" || s.kind === "phyrexian" || s.kind === "twobrid") found.push(s.color);
    else if (s.kind === "hybrid") found.push(...s.colors);
  }
  return sortColors(found);
}
