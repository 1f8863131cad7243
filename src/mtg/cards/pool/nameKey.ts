/**
 * The key a card name is looked up by: case, accents, the ligature æ and the typographic
 * apostrophe ignored, spaces collapsed, so that "Clone", "clone", "Hélice" and "helice", "Æther
 * Vial" and "aether vial", "Urza’s" and "Urza's" find the same card.
 */
export function nameKey(name: string): string {
  // Most names are plain ASCII: only case and spaces to fold (a fast path for the 40,000 names of the pool).
  if (PLAIN.test(name)) return name.toLowerCase().trim();
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

const PLAIN = /^[!-~]+(?: [!-~]+)*\s*$/;
