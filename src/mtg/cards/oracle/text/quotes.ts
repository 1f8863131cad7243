/**
 * An ability in quotation marks inside a sentence ("It has "Sacrifice this creature: Add {C}."",
 * "with flying and "When this creature dies, …""): 113.1a, the ability an effect gives an object.
 * Normalization carries each quoted text through as one opaque word, so that its periods don't
 * split sentences and its "this creature" isn't read as the card's own self reference; a template
 * that understands quoted abilities reads the word back with `quotedText`, any other template
 * fails on the unknown word.
 */

const OPEN = "⟦";
const CLOSE = "⟧";

const QUOTED = /["“]([^"“”]*)["”]/g;

function encode(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) out += text.charCodeAt(i).toString(16).padStart(4, "0");
  return out;
}

/**
 * The card's name inside a quoted ability (201.4: it still means the card, Trickster's Talisman's
 * "sacrifice Trickster's Talisman"): one word standing for the object whose effect gives the ability.
 */
const GRANTOR = /⟪((?:[0-9a-f]{4})+)⟫/g;

export function isGrantorWord(word: string): boolean {
  return /^⟪(?:[0-9a-f]{4})+⟫$/.test(word);
}

/** The quoted text with each such word back to the name it stands for (the ability's printed text). */
export function withGrantorNames(text: string): string {
  return text.replace(GRANTOR, (_all, hex: string) => decode(hex));
}

/**
 * Each quoted text of a paragraph replaced by its opaque word. Inside the quotation the card's own
 * name still means the card (201.4), which the object given the ability could not tell apart from
 * itself: the name becomes a word of its own (`isGrantorWord`), understood only where the ability is
 * given by an effect of the card.
 * A quotation that ends its sentence holds the sentence's period ("It gains "…, draw a card."
 * Sacrifice it …"): the period is kept after the opaque word, so that the next sentence stays apart.
 */
export function protectQuotes(paragraph: string, selfName: string): string {
  const name = selfName.trim();
  return paragraph.replace(QUOTED, (all, inner: string, offset: number) => {
    const named = name !== "" && inner.includes(name) ? inner.split(name).join(`⟪${encode(name)}⟫`) : inner;
    const endsSentence = inner.endsWith(".") && /^\s+[A-Z]/.test(paragraph.slice(offset + all.length));
    return `${OPEN}${encode(named)}${CLOSE}${endsSentence ? "." : ""}`;
  });
}

/** The text an opaque word stands for; null when the word is not one. */
export function quotedText(word: string): string | null {
  const m = /^⟦((?:[0-9a-f]{4})*)⟧$/.exec(word);
  return m?.[1] ? decode(m[1]) : null;
}

function decode(hex: string): string {
  let out = "";
  for (let i = 0; i < hex.length; i += 4) out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return out;
}
