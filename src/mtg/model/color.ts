/** The five colors, in WUBRG order (105.1). */
export const COLORS = ["W", "U", "B", "R", "G"] as const;
/** A color, one letter (105.1): W, U, B, R, G. */
export type Color = (typeof COLORS)[number];

export const COLOR_WORDS: Readonly<Record<Color, string>> = {
  W: "white",
  U: "blue",
  B: "black",
  R: "red",
  G: "green",
};

export function isColor(s: string): s is Color {
  return (COLORS as readonly string[]).includes(s);
}

/** Accepts "W" or "white" (any case). */
export function parseColor(s: string): Color | null {
  const t = s.trim();
  const upper = t.toUpperCase();
  if (isColor(upper)) return upper;
  const lower = t.toLowerCase();
  for (const c of COLORS) if (COLOR_WORDS[c] === lower) return c;
  return null;
}

/** Canonical WUBRG order, no duplicates. */
export function sortColors(colors: Iterable<Color>): Color[] {
  const set = new Set(colors);
  return COLORS.filter((c) => set.has(c));
}
