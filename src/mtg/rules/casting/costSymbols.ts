import type { Color } from "../../model/color.js";
import { type ManaSymbol, parseManaCost } from "../../model/manaCost.js";

/** A total cost as symbols, {X} counted as the X announced (107.3a). */
export function totalSymbols(total: string, x: number): ManaSymbol[] {
  return (parseManaCost(total) ?? []).map((s): ManaSymbol => (s.kind === "x" ? { kind: "generic", n: x } : s));
}

/** Takes one generic mana off the symbols; false when there is none left. */
export function takeGeneric(symbols: ManaSymbol[]): boolean {
  const g = symbols.findIndex((s) => s.kind === "generic" && s.n > 0);
  const generic = symbols[g];
  if (generic?.kind !== "generic") return false;
  symbols[g] = { kind: "generic", n: generic.n - 1 };
  return true;
}

/** Takes one mana symbol of one of these colors (colored, hybrid or Phyrexian) off the symbols. */
export function takeColored(symbols: ManaSymbol[], colors: readonly Color[]): boolean {
  const i = symbols.findIndex(
    (s) =>
      ((s.kind === "colored" || s.kind === "phyrexian") && colors.includes(s.color)) ||
      (s.kind === "hybrid" && s.colors.some((c) => colors.includes(c))),
  );
  if (i < 0) return false;
  symbols.splice(i, 1);
  return true;
}

function symbolText(s: ManaSymbol): string {
  switch (s.kind) {
    case "generic":
      return s.n > 0 ? `{${s.n}}` : "";
    case "colored":
      return `{${s.color}}`;
    case "colorless":
      return "{C}";
    case "hybrid":
      return `{${s.colors.join("/")}}`;
    case "twobrid":
      return `{2/${s.color}}`;
    case "phyrexian":
      return `{${s.color}/P}`;
    case "x":
      return "{X}";
    case "snow":
      return "{S}";
  }
}

/** 601.2f: the total cost with up to `n` generic mana taken off (a reduction never reduces colored mana). */
export function reduceGeneric(total: string, x: number, n: number): string {
  const symbols = totalSymbols(total, x);
  for (let i = 0; i < n && takeGeneric(symbols); i++);
  return costText(symbols);
}

/** The symbols written back as a cost ("" when nothing is left). */
export function costText(symbols: readonly ManaSymbol[]): string {
  return symbols.map(symbolText).join("");
}
