/** The most characters of a value a problem message repeats: a longer value is cut (an 840 KB card name is not echoed whole). */
export const MAX_ECHO = 80;

/** Characters a reader can't see: format characters (U+200B, U+FEFF…), controls, line and paragraph separators. */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/gu;

/**
 * A value written back in a problem message: in quotes, invisible characters shown as `<U+200B>`,
 * cut to MAX_ECHO characters with its length.
 */
export function quote(text: string): string {
  const chars = [...text];
  const cut = chars.length > MAX_ECHO;
  const shown = (cut ? chars.slice(0, MAX_ECHO).join("") : text).replace(INVISIBLE, (c) => `<${codePoint(c)}>`);
  return cut ? `"${shown}…" (${chars.length} characters)` : `"${shown}"`;
}

/** `U+200B` for a character. */
export function codePoint(c: string): string {
  return `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * What sets a written key apart from the key it was probably meant to be, when they differ only
 * in case, surrounding spaces or invisible characters (so that "did you mean" never looks like
 * it suggests the very key that was written); null for any other difference.
 */
export function keyDifference(written: string, meant: string): string | null {
  if (written === meant) return null;
  const invisible = [...written].filter((c) => c.match(INVISIBLE) !== null);
  if (invisible.length > 0 && written.replace(INVISIBLE, "") === meant) {
    return `the key contains the invisible character${invisible.length > 1 ? "s" : ""} ${[...new Set(invisible.map(codePoint))].join(", ")}`;
  }
  if (written.trim() === meant) return "the key has spaces around it";
  if (written.toLowerCase() === meant.toLowerCase()) return "keys are case-sensitive";
  return null;
}
